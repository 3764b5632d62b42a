import { Button, Stack, Text } from "@chakra-ui/react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { DocIcon } from "../../../components/icons";
import { notify } from "../../../components/toaster";
import { ApiError } from "../../../lib/api";
import { knownValidationText } from "../../../lib/validationMessages";
import { materialFromDatasheet } from "../api";
import type { EditState } from "./MaterialEditor";

/** The error shown when no company can own the new material. */
export const COMPANY_REQUIRED = "Company is required";

/**
 * Why an upload made no material, in the user's language: the API's issue on the file (a scan, nothing read)
 * or on the company (the platform's own), else a text per status.
 */
function failureText(e: unknown, t: (key: string) => string): string {
  if (!(e instanceof ApiError)) return t("toasts.somethingWentWrong");
  const issue = e.fieldIssue("file") ?? e.issues.find((i) => i.path === "params.id")?.message;
  const known = issue ? knownValidationText(issue) : undefined;
  if (known) return known;
  return t(
    e.status === 413
      ? "toasts.datasheetTooLarge"
      : e.status === 415
        ? "toasts.datasheetNotPdf"
        : e.status === 422
          ? "toasts.datasheetUnreadable"
          : "toasts.somethingWentWrong",
  );
}

/**
 * 'From datasheet': a PDF becomes a new material of the company; its edit screen then says what was read.
 * When no material is made, why stays under the button, with the file's name, until the next upload; the page
 * and what was chosen on it (company, form) stay as they were.
 */
export function FromDatasheetButton({ companyId }: { companyId: string | null }) {
  const { t } = useTranslation("products");
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ file: string; text: string } | null>(null);

  const pick = () => {
    if (!companyId) {
      notify.error(t("toasts.companyRequired"));
      return;
    }
    input.current?.click();
  };
  const upload = async (file: File | undefined) => {
    if (input.current) input.current.value = "";
    if (!file || !companyId) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await materialFromDatasheet(companyId, file);
      notify.success(t("toasts.created"));
      navigate(`/materials/${answer.material.id}`, { state: { extracted: answer.extracted } satisfies EditState });
    } catch (e) {
      setFailure({ file: file.name, text: failureText(e, t) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="1" align={{ base: "flex-start", md: "flex-end" }} maxW="sm">
      <Button variant="outline" onClick={pick} loading={busy} data-testid="from-datasheet">
        <DocIcon /> {t("new.fromDatasheet")}
      </Button>
      <input ref={input} type="file" hidden accept="application/pdf" onChange={(e) => upload(e.target.files?.[0])} data-testid="datasheet-input" />
      {failure && (
        <Text role="alert" fontSize="sm" color="fg.error" textAlign={{ base: "start", md: "end" }} data-testid="datasheet-error">
          <Text as="span" fontWeight="600">
            {failure.file}
          </Text>
          : {failure.text}
        </Text>
      )}
    </Stack>
  );
}
