import { Button, Field, Flex, Stack, Textarea } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Research } from "../../../../shared/schemas/research";
import { notify } from "../../../components/toaster";
import { saveFeedback } from "../api";

const MAX = 4000;

/** The user's feedback on a research, saved with researches.update; what was typed stays on failure. */
export function FeedbackForm({ research }: { research: Research }) {
  const { t } = useTranslation("research");
  const [text, setText] = useState(research.userFeedback ?? "");
  const [busy, setBusy] = useState(false);
  const changed = text.trim() !== (research.userFeedback ?? "");

  async function save() {
    setBusy(true);
    try {
      await saveFeedback(research.companyId, research.id, text.trim());
      notify.success(t("feedback.saved"));
    } catch {
      notify.error(t("feedback.failed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack
      as="form"
      gap="3"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Field.Root invalid={text.length > MAX}>
        <Field.Label>{t("feedback.label")}</Field.Label>
        <Textarea value={text} onChange={(e) => setText(e.target.value)} rows={4} placeholder={t("feedback.placeholder")} data-testid="research-feedback" />
        {text.length > MAX && <Field.ErrorText>{t("feedback.tooLong", { max: MAX })}</Field.ErrorText>}
      </Field.Root>
      <Flex justify="flex-end">
        <Button type="submit" loading={busy} disabled={!changed || text.length > MAX} data-testid="research-feedback-save">
          {t("feedback.save")}
        </Button>
      </Flex>
    </Stack>
  );
}
