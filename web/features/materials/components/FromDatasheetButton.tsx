import { Button } from "@chakra-ui/react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { DocIcon } from "../../../components/icons";
import { notify } from "../../../components/toaster";
import { ApiError } from "../../../lib/api";
import { materialFromDatasheet } from "../api";
import type { EditState } from "./MaterialEditor";

/** The error of backoffice.md §5 when no company can own the new material. */
export const COMPANY_REQUIRED = "Company is required";

/** 'From datasheet': a PDF becomes a new material of the company; its edit screen then says what was read. */
export function FromDatasheetButton({ companyId }: { companyId: string | null }) {
  const { t } = useTranslation("products");
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

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
    try {
      const answer = await materialFromDatasheet(companyId, file);
      notify.success(t("toasts.created"));
      navigate(`/materials/${answer.material.id}`, { state: { extracted: answer.extracted } satisfies EditState });
    } catch (e) {
      const status = e instanceof ApiError ? e.status : 0;
      notify.error(t(status === 413 ? "toasts.datasheetTooLarge" : status === 415 ? "toasts.datasheetNotPdf" : status === 422 ? "toasts.datasheetUnreadable" : "toasts.somethingWentWrong"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="outline" onClick={pick} loading={busy} data-testid="from-datasheet">
        <DocIcon /> {t("new.fromDatasheet")}
      </Button>
      <input ref={input} type="file" hidden accept="application/pdf" onChange={(e) => upload(e.target.files?.[0])} data-testid="datasheet-input" />
    </>
  );
}
