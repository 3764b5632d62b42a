import { Box, Field, Image, Input, Progress, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import type { FieldPath } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { BoothInput, boothPhotoTypes, MAX_BOOTH_PHOTO_BYTES, type BoothRow } from "../../../../shared/schemas/booth";
import { companyTypes } from "../../../../shared/schemas/enums";
import { FormField } from "../../../components/FormField";
import { SchemaFormDialog } from "../../../components/form/SchemaFormDialog";
import { useSchemaForm } from "../../../components/form/useSchemaForm";
import { notify } from "../../../components/toaster";
import { ApiError } from "../../../lib/api";
import { createVisitor, uploadPhoto } from "../api";
import { SelectField } from "../../../components/form/SelectField";

/** The form's values: the body's shape (so the schema's and the API's issues name these fields), all as typed. */
type Form = {
  companyName: string;
  companyType: (typeof companyTypes)[number];
  companyCountry: string;
  contactDetails: { personName: string; email: string; position: string };
};
const EMPTY: Form = { companyName: "", companyType: "converter", companyCountry: "", contactDetails: { personName: "", email: "", position: "" } };

/** The body without the photo (uploaded once the rest is valid): trimmed, the country in capitals, blanks left out. */
const toBody = (form: Form): BoothInput => ({
  companyName: form.companyName.trim(),
  companyType: form.companyType,
  companyCountry: form.companyCountry.trim() ? form.companyCountry.trim().toUpperCase() : undefined,
  contactDetails: {
    personName: form.contactDetails.personName.trim(),
    email: form.contactDetails.email.trim(),
    position: form.contactDetails.position.trim() || undefined,
  },
});

/** 'Add visitor' (ADR 0146): the visitor's company and contact details and an optional badge photo (png/jpeg, size-checked before upload). */
export function AddVisitorDialog({ onClose, onAdded }: { onClose: () => void; onAdded: (row: BoothRow) => void }) {
  const { t } = useTranslation(["booth", "options", "toastMessages"]);
  const { form, err } = useSchemaForm({ toBody, schema: BoothInput, defaultValues: EMPTY });
  const { register } = form;
  /** The dialog's own words where the shared schema refused the e-mail, the country or a blank required field. */
  const error = (name: FieldPath<Form>) => {
    const message = err(name);
    if (!message) return undefined;
    if (name === "contactDetails.email") return t("add.invalidEmail");
    if (name === "companyCountry") return t("add.invalidCountry");
    return String(form.getValues(name)).trim() ? message : t("add.required");
  };
  const [photoError, setPhotoError] = useState<string | undefined>();
  const [photo, setPhoto] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choosePhoto = (file: File | undefined) => {
    setPhotoError(undefined);
    if (!file) return;
    if (!(boothPhotoTypes as readonly string[]).includes(file.type)) return setPhotoError(t("add.photoType"));
    if (file.size > MAX_BOOTH_PHOTO_BYTES) return setPhotoError(t("add.photoSize", { mb: MAX_BOOTH_PHOTO_BYTES / 1024 / 1024 }));
    setPhoto(file);
    setPreview(URL.createObjectURL(file));
  };

  const submit = async (body: BoothInput) => {
    try {
      const photoId = photo ? await uploadPhoto(photo, setProgress) : undefined;
      const row = await createVisitor({ ...body, contactDetails: { ...body.contactDetails, photoId } });
      notify.success(t("add.added"));
      onAdded(row);
    } catch (e) {
      const issues = e instanceof ApiError ? (e.issues ?? []) : [];
      if (issues.some((i) => i.path.endsWith("photoId"))) setPhotoError(t("add.photoRejected"));
      notify.error(t("toastMessages:somethingWentWrong"));
    } finally {
      setProgress(null);
    }
  };

  return (
    <SchemaFormDialog
      form={form}
      onSubmit={submit}
      dialog={{
        title: t("add.title"),
        testId: "add-visitor-dialog",
        onClose,
        submitLabel: t("add.save"),
        cancelLabel: t("add.cancel"),
        closeLabel: t("add.cancel"),
        submitTestId: "visitor-save",
      }}
    >
      <Stack gap="4">
        <FormField label={t("add.companyName")} required {...register("companyName")} error={error("companyName")} data-testid="visitor-company" />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <Field.Root required>
            <Field.Label fontWeight="500">
              {t("add.companyType")}
              <Field.RequiredIndicator />
            </Field.Label>
            <SelectField
              {...register("companyType")}
              data-testid="visitor-type"
              options={companyTypes.map((c) => ({ value: c, label: t(`options:companyType.${c}`) }))}
            />
          </Field.Root>
          <FormField
            label={t("add.country")}
            {...register("companyCountry")}
            error={error("companyCountry")}
            maxLength={2}
            placeholder="DE"
            data-testid="visitor-country"
          />
        </SimpleGrid>
        <FormField
          label={t("add.personName")}
          required
          {...register("contactDetails.personName")}
          error={error("contactDetails.personName")}
          data-testid="visitor-name"
        />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField
            label={t("add.email")}
            required
            type="email"
            {...register("contactDetails.email")}
            error={error("contactDetails.email")}
            data-testid="visitor-email"
          />
          <FormField
            label={t("add.position")}
            {...register("contactDetails.position")}
            error={error("contactDetails.position")}
            data-testid="visitor-position"
          />
        </SimpleGrid>
        <Field.Root invalid={!!photoError}>
          <Field.Label fontWeight="500">{t("add.photo")}</Field.Label>
          <Input type="file" accept={boothPhotoTypes.join(",")} p="1" onChange={(e) => choosePhoto(e.target.files?.[0])} data-testid="visitor-photo" />
          <Field.HelperText>{t("add.photoHelp", { mb: MAX_BOOTH_PHOTO_BYTES / 1024 / 1024 })}</Field.HelperText>
          {photoError && <Field.ErrorText data-testid="visitor-photo-error">{photoError}</Field.ErrorText>}
        </Field.Root>
        {preview && (
          <Box>
            <Image
              src={preview}
              alt={t("add.preview")}
              w="160px"
              h="120px"
              objectFit="cover"
              rounded="md"
              borderWidth="1px"
              data-testid="visitor-photo-preview"
            />
          </Box>
        )}
        {progress !== null && (
          <Progress.Root value={Math.round(progress * 100)} size="sm" data-testid="visitor-photo-progress">
            <Progress.Label>
              <Text fontSize="sm">{t("add.uploading", { percent: Math.round(progress * 100) })}</Text>
            </Progress.Label>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        )}
      </Stack>
    </SchemaFormDialog>
  );
}
