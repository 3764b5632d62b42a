import { Box, Button, Field, Progress, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useRef, useState } from "react";
import { Controller, type FieldPath } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { CertificateInput, certificateTypes, type Certificate, type CertificateType } from "../../../../shared/schemas/certificate";
import type { FileRecord } from "../../../../shared/schemas/material";
import { documentContentTypes, MAX_DOCUMENT_BYTES } from "../../../../shared/schemas/material-enums";
import { DateInput } from "../../../components/DateInput";
import { FormField } from "../../../components/FormField";
import { SchemaFormDialog } from "../../../components/form/SchemaFormDialog";
import { SelectField } from "../../../components/form/SelectField";
import { useSchemaForm } from "../../../components/form/useSchemaForm";
import { notify } from "../../../components/toaster";
import { formatDay, parseDay } from "../../../lib/dates";
import { fileSizeLabel } from "../../../lib/upload";
import { saveCertificate, uploadCertificatePdf } from "../api";

/** The form's values: the body's fields, the dates as typed (dd/MM/yyyy). */
type Form = { type: CertificateType; number: string; issuer: string; validFrom: string; validUntil: string };
type Body = CertificateInput;

const valuesOf = (c: Certificate | null): Form => ({
  type: c?.type ?? "iso9001",
  number: c?.number ?? "",
  issuer: c?.issuer ?? "",
  validFrom: formatDay(c?.validFrom),
  validUntil: formatDay(c?.validUntil),
});

/** Add or edit one certificate of the company's register: type, number, issuer, validity and its PDF. */
export function CertificateDialog({ companyId, certificate, onClose }: { companyId: string; certificate: Certificate | null; onClose: () => void }) {
  const { t } = useTranslation(["certificates", "toastMessages"]);
  const [file, setFile] = useState<Omit<FileRecord, "url"> | null>(certificate?.file ? stripUrl(certificate.file) : null);
  const [progress, setProgress] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const toBody = (v: Form): Body => ({
    type: v.type,
    number: v.number.trim(),
    issuer: v.issuer.trim(),
    validFrom: parseDay(v.validFrom) ?? v.validFrom,
    validUntil: parseDay(v.validUntil) ?? v.validUntil,
    file: file ? { ...file } : null,
  });
  const { form, err } = useSchemaForm({ toBody, schema: CertificateInput, defaultValues: valuesOf(certificate) });
  const error = (name: FieldPath<Form>) => {
    const message = err(name);
    if (!message) return undefined;
    if (name === "validFrom" || name === "validUntil") {
      const day = parseDay(form.getValues(name));
      return t(day ? "form.untilBeforeFrom" : "form.invalidDate");
    }
    return t("form.required");
  };

  const choose = async (f: File | undefined) => {
    if (input.current) input.current.value = "";
    if (!f) return;
    if (!(documentContentTypes as readonly string[]).includes(f.type)) return notify.error(t("form.pdfOnly"));
    if (f.size > MAX_DOCUMENT_BYTES) return notify.error(t("form.tooLarge", { size: fileSizeLabel(MAX_DOCUMENT_BYTES) }));
    setProgress(0);
    try {
      setFile(await uploadCertificatePdf(companyId, f, setProgress));
    } catch {
      notify.error(t("toastMessages:somethingWentWrong"));
    } finally {
      setProgress(null);
    }
  };

  const submit = async (body: Body) => {
    try {
      await saveCertificate(companyId, certificate?.id ?? crypto.randomUUID(), body);
      notify.success(t("form.saved"));
      onClose();
    } catch {
      notify.error(t("toastMessages:somethingWentWrong"));
    }
  };

  return (
    <SchemaFormDialog
      form={form}
      onSubmit={submit}
      errorText={t("form.hasErrors")}
      dialog={{
        title: t(certificate ? "form.editTitle" : "form.addTitle"),
        testId: "certificate-dialog",
        onClose,
        submitLabel: t("form.save"),
        cancelLabel: t("form.cancel"),
        closeLabel: t("form.cancel"),
        submitTestId: "certificate-save",
      }}
    >
      <Stack gap="4">
        <SelectField
          label={t("field.type")}
          required
          {...form.register("type")}
          data-testid="certificate-type"
          options={certificateTypes.map((c) => ({ value: c, label: t(`type.${c}`) }))}
        />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label={t("field.number")} required {...form.register("number")} error={error("number")} data-testid="certificate-number" />
          <FormField label={t("field.issuer")} required {...form.register("issuer")} error={error("issuer")} data-testid="certificate-issuer" />
          <Controller
            control={form.control}
            name="validFrom"
            render={({ field }) => <DateInput label={t("field.validFrom")} {...field} error={error("validFrom")} testId="certificate-valid-from" />}
          />
          <Controller
            control={form.control}
            name="validUntil"
            render={({ field }) => <DateInput label={t("field.validUntil")} {...field} error={error("validUntil")} testId="certificate-valid-until" />}
          />
        </SimpleGrid>
        <Field.Root>
          <Field.Label fontWeight="500">{t("field.file")}</Field.Label>
          <Box display="flex" gap="3" alignItems="center" flexWrap="wrap">
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={() => input.current?.click()}
              disabled={progress !== null}
              data-testid="certificate-upload"
            >
              {t(file ? "form.replacePdf" : "form.uploadPdf")}
            </Button>
            {file && (
              <Text fontSize="sm" data-testid="certificate-file-name">
                {file.name}
              </Text>
            )}
            {file && (
              <Button type="button" size="xs" variant="ghost" onClick={() => setFile(null)} data-testid="certificate-file-remove">
                {t("form.removePdf")}
              </Button>
            )}
          </Box>
          <input
            ref={input}
            type="file"
            hidden
            accept={documentContentTypes.join(",")}
            onChange={(e) => choose(e.target.files?.[0])}
            aria-label={t("form.uploadPdf")}
          />
          {progress !== null && (
            <Progress.Root value={progress} size="sm" colorPalette="brand" mt="2" width="full">
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          )}
        </Field.Root>
      </Stack>
    </SchemaFormDialog>
  );
}

const stripUrl = ({ id, size, contentType, name }: FileRecord) => ({ id, size, contentType, name });
