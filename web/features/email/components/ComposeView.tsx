import { Box, Button, chakra, Flex, Heading, Skeleton, Spinner, Stack, Text, Wrap } from "@chakra-ui/react";
import { lazy, Suspense, useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { EmailMessage } from "../../../../shared/schemas/email-message";
import { FieldRow, FormField } from "../../../components/FormField";
import { notify } from "../../../components/toaster";
import { ApiError } from "../../../lib/api";
import { translateMessage } from "../../../lib/i18n";
import { useCompanyContacts } from "../../../lib/users";
import { generateOutreach, sendEmailMessage } from "../api";
import { recipientsOf } from "../recipients";
import { SparkleIcon } from "./icons";

/** TipTap is loaded with the compose view only: its own chunk, never in the layout or the login route (ADR 0151). */
const RichTextEditor = lazy(() => import("./RichTextEditor"));

interface Contact {
  id: string;
  name: string;
  email: string;
  position: string | null;
}

type FieldErrors = Partial<Record<"to" | "subject" | "body", string>>;

/** The API's 400 issues on body.message.* as the form's field errors. */
function fieldErrors(e: ApiError): FieldErrors {
  const out: FieldErrors = {};
  for (const i of e.issues) {
    const m = /^body\.message\.(to|subject|body)\b/.exec(i.path);
    if (m) out[m[1] as keyof FieldErrors] ??= translateMessage(i.message);
  }
  return out;
}

/**
 * Compose: To, Subject, Message; the company's contacts as chips (one
 * fills To, typing in To clears it); "Generate with AI" drafts subject and body for the chosen contact. Send is
 * enabled once all three are filled; a failure keeps everything typed.
 */
export function ComposeView({ companyId, onSent, onCancel }: { companyId: string; onSent: (m: EmailMessage) => void; onCancel: () => void }) {
  const { t } = useTranslation(["email", "toastMessages"]);
  const messageLabelId = useId();
  const { data: contactPage } = useCompanyContacts(companyId);
  const contacts: Contact[] = (contactPage?.items ?? [])
    .filter((c) => c.email)
    .map((c) => ({ id: c.id, name: [c.firstName, c.lastName].filter(Boolean).join(" ") || c.email!, email: c.email!, position: c.position ?? null }));
  const [to, setTo] = useState("");
  const [contactId, setContactId] = useState<string | null>(null);
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const [busy, setBusy] = useState<"send" | "generate" | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const chosen = contacts.find((c) => c.id === contactId) ?? null;
  const canSend = Boolean(to.trim() && subject.trim() && body) && busy === null;

  const choose = (c: Contact) => {
    setContactId(c.id);
    setTo(c.email);
    setErrors((e) => ({ ...e, to: undefined }));
  };

  const generate = async () => {
    if (!chosen) return;
    setBusy("generate");
    try {
      const draft = await generateOutreach(companyId, chosen.id);
      setSubject(draft.subject);
      setBody(draft.body);
      setErrors((e) => ({ ...e, subject: undefined, body: undefined }));
    } catch {
      notify.error(t("toastMessages:somethingWentWrong"));
    } finally {
      setBusy(null);
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!canSend) return;
    setBusy("send");
    setErrors({});
    try {
      const sent = await sendEmailMessage(companyId, { to: recipientsOf(to, chosen), subject: subject.trim(), body });
      notify.success(t("compose.sent"));
      onSent(sent);
    } catch (err) {
      const fields = err instanceof ApiError && err.status === 400 ? fieldErrors(err) : {};
      setErrors(fields);
      notify.error(t("toastMessages:somethingWentWrong"));
      setBusy(null);
    }
  };

  return (
    <chakra.form
      onSubmit={submit}
      noValidate
      borderWidth="1px"
      rounded="xl"
      bg="bg"
      p={{ base: "4", md: "5" }}
      data-testid="compose-view"
      aria-labelledby="compose-title"
    >
      <Stack gap="4">
        <Heading as="h3" size="md" id="compose-title">
          {t("compose.title")}
        </Heading>
        {contacts.length > 0 && (
          <Box>
            <Text fontSize="sm" fontWeight="500" mb="1.5" id="compose-suggested">
              {t("compose.suggested")}
            </Text>
            <Wrap gap="1.5" role="group" aria-labelledby="compose-suggested" data-testid="compose-contacts">
              {contacts.map((c) => {
                const on = c.id === contactId;
                return (
                  <Button
                    key={c.id}
                    type="button"
                    size="xs"
                    rounded="full"
                    variant={on ? "solid" : "outline"}
                    colorPalette={on ? "brand" : "gray"}
                    aria-pressed={on}
                    data-testid="compose-contact"
                    data-id={c.id}
                    onClick={() => choose(c)}
                    fontWeight="500"
                  >
                    {c.position ? `${c.name} · ${c.position}` : c.name}
                  </Button>
                );
              })}
              <Button
                type="button"
                size="xs"
                rounded="full"
                variant="subtle"
                colorPalette="purple"
                disabled={!chosen || busy !== null}
                loading={busy === "generate"}
                loadingText={t("compose.generating")}
                data-testid="compose-generate"
                onClick={generate}
              >
                <SparkleIcon />
                {t("compose.generate")}
              </Button>
            </Wrap>
            {busy === "generate" && (
              <Flex gap="2" align="center" mt="2" fontSize="sm" color="fg.muted" role="status" data-testid="compose-generating">
                <Spinner size="xs" />
                {t("compose.generatingHint")}
              </Flex>
            )}
          </Box>
        )}
        <FormField
          label={t("compose.to")}
          required
          type="text"
          inputMode="email"
          autoComplete="off"
          value={to}
          error={errors.to}
          helperText={t("compose.toHint")}
          data-testid="compose-to"
          onChange={(e) => {
            setTo(e.target.value);
            setContactId(null);
            setErrors((x) => ({ ...x, to: undefined }));
          }}
        />
        <FormField
          label={t("compose.subject")}
          required
          value={subject}
          error={errors.subject}
          maxLength={300}
          data-testid="compose-subject"
          onChange={(e) => {
            setSubject(e.target.value);
            setErrors((x) => ({ ...x, subject: undefined }));
          }}
        />
        <FieldRow label={t("compose.message")} required labelId={messageLabelId} error={errors.body}>
          <Box w="full">
            <Suspense fallback={<Skeleton h="190px" rounded="md" data-testid="compose-editor-loading" />}>
              <RichTextEditor value={body} onChange={(html) => setBody(html)} labelId={messageLabelId} invalid={!!errors.body} />
            </Suspense>
          </Box>
        </FieldRow>
        <Flex gap="2" justify="flex-end">
          <Button type="button" variant="outline" onClick={onCancel} disabled={busy === "send"} data-testid="compose-cancel">
            {t("compose.cancel")}
          </Button>
          <Button type="submit" colorPalette="brand" disabled={!canSend} loading={busy === "send"} data-testid="compose-send">
            {t("compose.send")}
          </Button>
        </Flex>
      </Stack>
    </chakra.form>
  );
}
