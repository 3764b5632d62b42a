import { Field, Input, Stack, Text, Textarea } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { email as emailSchema } from "../../shared/schemas/common";
import { MAX_SAMPLE_KG, type InterestType } from "../../shared/schemas/interest";
import * as z from "../../shared/schemas/zod";
import { ApiError, call } from "../lib/api";
import { useFormIssues } from "../lib/useFormIssues";
import { FormDialog } from "./FormDialog";
import { FormField } from "./FormField";
import { notify } from "./toaster";

export interface InterestDialogProps {
  type: InterestType;
  /** The catalogue materials the interest is about (names for the dialog, ids for the record). */
  materials: { id: string; name: string }[];
  /** The conversation the interest comes from. */
  conversationId?: string;
  onClose: () => void;
  /** After the interest was taken (the dialog closes itself). */
  onSaved?: () => void;
}

const optionalText = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const FormValues = z.object({
  email: emailSchema,
  firstName: optionalText(200),
  lastName: optionalText(200),
  companyName: optionalText(200),
  description: optionalText(4000),
  /** Sample amounts in kg, one per material (SAMPLE only); whole numbers above 0. */
  amounts: z.array(
    z.string().check(
      z.regex(/^\s*\d+\s*$/, "Must be a whole number"),
      z.refine((v) => Number(v) > 0 && Number(v) <= MAX_SAMPLE_KG, `Must be between 1 and ${MAX_SAMPLE_KG}`),
    ),
  ),
  /** Honeypot: off-screen and unfocusable, so people leave it empty. */
  website: z.string(),
});
type Values = z.input<typeof FormValues>;

const blankToUndefined = (s: string) => (s.trim() ? s.trim() : undefined);

/**
 * "I'm interested": the public catalogue, a material page and the assistant's
 * recommendations all open this dialog. It asks who is interested (e-mail required), and for a sample request
 * the amounts; PUT /interests needs no sign-in. Shared UI (web/components) because the public and the
 * conversations features both open it. On failure nothing typed is lost.
 */
export function InterestDialog({ type, materials, conversationId, onClose, onSaved }: InterestDialogProps) {
  const { t, i18n } = useTranslation("interests");
  const form = useForm<Values, unknown, z.output<typeof FormValues>>({
    resolver: zodResolver(FormValues),
    defaultValues: {
      email: "",
      firstName: "",
      lastName: "",
      companyName: "",
      description: "",
      amounts: type === "SAMPLE" ? materials.map(() => "5") : [],
      website: "",
    },
  });
  const { register, handleSubmit, formState } = form;
  const issues = useFormIssues(form);
  const submit = handleSubmit((v) =>
    issues.attempt(
      async () => {
        await call("PUT /interests", {
          body: {
            type,
            email: v.email,
            firstName: blankToUndefined(v.firstName),
            lastName: blankToUndefined(v.lastName),
            companyName: blankToUndefined(v.companyName),
            description: blankToUndefined(v.description),
            materials: materials.map((m) => m.id),
            ...(type === "SAMPLE" ? { requestedSamples: materials.map((m, i) => ({ materialId: m.id, amount: Number(v.amounts[i]) })) } : {}),
            ...(conversationId ? { conversationId } : {}),
            language: i18n.resolvedLanguage,
            ...(v.website ? { website: v.website } : {}),
          },
        });
        notify.success(t("dialog.saved"));
        onSaved?.();
        onClose();
      },
      (e) => (e instanceof ApiError && e.status === 429 ? t("dialog.tooMany") : t("dialog.failed")),
    ),
  );
  const names = materials.map((m) => m.name).join(", ");
  return (
    <FormDialog
      title={t(`dialog.title.${type}`)}
      testId="interest-dialog"
      onClose={onClose}
      onSubmit={submit}
      busy={formState.isSubmitting}
      submitLabel={t("dialog.send")}
      cancelLabel={t("dialog.cancel")}
      closeLabel={t("dialog.cancel")}
      submitTestId="interest-send"
      errorText={Object.keys(formState.errors).length ? t("dialog.formErrors") : undefined}
      size={{ base: "full", sm: "md" }}
    >
      <Stack gap="4">
        {names && (
          <Text fontSize="sm" color="fg.muted" data-testid="interest-materials">
            {t("dialog.about", { names })}
          </Text>
        )}
        <FormField
          label={t("dialog.email")}
          type="email"
          required
          autoFocus
          autoComplete="email"
          {...register("email")}
          error={issues.fieldError("email")}
          data-testid="interest-email"
        />
        <Stack direction={{ base: "column", sm: "row" }} gap="4">
          <FormField label={t("dialog.firstName")} autoComplete="given-name" {...register("firstName")} error={issues.fieldError("firstName")} />
          <FormField label={t("dialog.lastName")} autoComplete="family-name" {...register("lastName")} error={issues.fieldError("lastName")} />
        </Stack>
        <FormField
          label={t("dialog.companyName")}
          autoComplete="organization"
          {...register("companyName")}
          error={issues.fieldError("companyName")}
          data-testid="interest-company"
        />
        {type === "SAMPLE" &&
          materials.map((m, i) => (
            <FormField
              key={m.id}
              label={t("dialog.sampleAmount", { name: m.name })}
              inputMode="numeric"
              required
              {...register(`amounts.${i}` as const)}
              error={issues.fieldError(`amounts.${i}` as const) ?? issues.bodyError(`requestedSamples.${i}.amount`)}
              data-testid={`interest-amount-${i}`}
            />
          ))}
        <Field.Root>
          <Field.Label fontWeight="500">{t("dialog.description")}</Field.Label>
          <Textarea rows={3} {...register("description")} data-testid="interest-description" />
        </Field.Root>
        {/* Honeypot against bots: hidden from people and from assistive technology; bots fill it in. */}
        <Input
          {...register("website")}
          tabIndex={-1}
          autoComplete="off"
          aria-hidden="true"
          position="absolute"
          left="-10000px"
          width="1px"
          height="1px"
          opacity={0}
        />
      </Stack>
    </FormDialog>
  );
}
