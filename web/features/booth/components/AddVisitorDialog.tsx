import { Box, Field, Image, Input, NativeSelect, Progress, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { FormDialog } from "../../../components/FormDialog";
import { useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { boothPhotoTypes, MAX_BOOTH_PHOTO_BYTES, type BoothRow } from "../../../../shared/schemas/booth";
import { companyTypes } from "../../../../shared/schemas/enums";
import { FormField } from "../../../components/FormField";
import { notify } from "../../../components/toaster";
import { ApiError } from "../../../lib/api";
import { createVisitor, uploadPhoto } from "../api";

type Form = { companyName: string; companyType: (typeof companyTypes)[number]; companyCountry: string; personName: string; email: string; position: string };
const EMPTY: Form = { companyName: "", companyType: "converter", companyCountry: "", personName: "", email: "", position: "" };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** 'Add visitor' (ADR 0146): the visitor's company and contact details and an optional badge photo (png/jpeg, size-checked before upload). */
export function AddVisitorDialog({ onClose, onAdded }: { onClose: () => void; onAdded: (row: BoothRow) => void }) {
  const { t } = useTranslation(["booth", "options", "toastMessages"]);
  const [form, setForm] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Form | "photo", string>>>({});
  const [photo, setPhoto] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const set = (k: keyof Form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));

  const choosePhoto = (file: File | undefined) => {
    setErrors((e) => ({ ...e, photo: undefined }));
    if (!file) return;
    if (!(boothPhotoTypes as readonly string[]).includes(file.type)) return setErrors((e) => ({ ...e, photo: t("add.photoType") }));
    if (file.size > MAX_BOOTH_PHOTO_BYTES) return setErrors((e) => ({ ...e, photo: t("add.photoSize", { mb: MAX_BOOTH_PHOTO_BYTES / 1024 / 1024 }) }));
    setPhoto(file);
    setPreview(URL.createObjectURL(file));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: typeof errors = {};
    if (!form.companyName.trim()) next.companyName = t("add.required");
    if (!form.personName.trim()) next.personName = t("add.required");
    if (!EMAIL.test(form.email.trim())) next.email = t("add.invalidEmail");
    if (form.companyCountry && !/^[A-Za-z]{2}$/.test(form.companyCountry.trim())) next.companyCountry = t("add.invalidCountry");
    setErrors(next);
    if (Object.keys(next).length) return;
    setSaving(true);
    try {
      const photoId = photo ? await uploadPhoto(photo, setProgress) : undefined;
      const row = await createVisitor({
        companyName: form.companyName.trim(),
        companyType: form.companyType,
        companyCountry: form.companyCountry.trim() ? form.companyCountry.trim().toUpperCase() : undefined,
        contactDetails: { personName: form.personName.trim(), email: form.email.trim(), position: form.position.trim() || undefined, photoId },
      });
      notify.success(t("add.added"));
      onAdded(row);
    } catch (err) {
      const issues = err instanceof ApiError ? err.issues ?? [] : [];
      if (issues.some((i) => i.path.endsWith("photoId"))) setErrors((x) => ({ ...x, photo: t("add.photoRejected") }));
      notify.error(t("toastMessages:somethingWentWrong"));
    } finally {
      setSaving(false);
      setProgress(null);
    }
  };

  return (
    <FormDialog
      title={t("add.title")}
      testId="add-visitor-dialog"
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
      busy={saving}
      submitLabel={t("add.save")}
      cancelLabel={t("add.cancel")}
      closeLabel={t("add.cancel")}
      submitTestId="visitor-save"
    >
              <Stack gap="4">
                <FormField label={t("add.companyName")} required value={form.companyName} onChange={set("companyName")} error={errors.companyName} data-testid="visitor-company" />
                <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                  <Field.Root required>
                    <Field.Label fontWeight="500">
                      {t("add.companyType")}
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field value={form.companyType} onChange={set("companyType")} data-testid="visitor-type">
                        {companyTypes.map((c) => (
                          <option key={c} value={c}>
                            {t(`options:companyType.${c}`)}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                  <FormField label={t("add.country")} value={form.companyCountry} onChange={set("companyCountry")} error={errors.companyCountry} maxLength={2} placeholder="DE" data-testid="visitor-country" />
                </SimpleGrid>
                <FormField label={t("add.personName")} required value={form.personName} onChange={set("personName")} error={errors.personName} data-testid="visitor-name" />
                <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                  <FormField label={t("add.email")} required type="email" value={form.email} onChange={set("email")} error={errors.email} data-testid="visitor-email" />
                  <FormField label={t("add.position")} value={form.position} onChange={set("position")} data-testid="visitor-position" />
                </SimpleGrid>
                <Field.Root invalid={!!errors.photo}>
                  <Field.Label fontWeight="500">{t("add.photo")}</Field.Label>
                  <Input type="file" accept={boothPhotoTypes.join(",")} p="1" onChange={(e) => choosePhoto(e.target.files?.[0])} data-testid="visitor-photo" />
                  <Field.HelperText>{t("add.photoHelp", { mb: MAX_BOOTH_PHOTO_BYTES / 1024 / 1024 })}</Field.HelperText>
                  {errors.photo && <Field.ErrorText data-testid="visitor-photo-error">{errors.photo}</Field.ErrorText>}
                </Field.Root>
                {preview && (
                  <Box>
                    <Image src={preview} alt={t("add.preview")} w="160px" h="120px" objectFit="cover" rounded="md" borderWidth="1px" data-testid="visitor-photo-preview" />
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
    </FormDialog>
  );
}
