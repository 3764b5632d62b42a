import { useState } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "../../../components/toaster";
import { ApiError, call } from "../../../lib/api";
import { invalidate } from "../../../lib/queryKeys";

/**
 * The Actions menu's 'Enrich': pull the company's organization data from Apollo, with the
 * spec's toasts; the company is read again so the apollo tab shows the new data. The failure toast says why
 * in the reader's language: no website to look up (400), nothing at Apollo (404), Apollo failing (502).
 */
const REASONS: Record<number, string> = { 400: "enrich.noWebsite", 404: "enrich.noData", 502: "enrich.providerFailed" };

export function useEnrich(companyId: string) {
  const { t } = useTranslation("companies");
  const [busy, setBusy] = useState(false);
  const enrich = async () => {
    if (busy) return;
    setBusy(true);
    notify.info(t("enrich.enriching"));
    try {
      await call("POST /v2/companies/{id}/action", { params: { id: companyId }, body: { action: "pull-integration", provider: "apollo" } });
      await Promise.all([invalidate("GET /companies/{id}", { id: companyId }), invalidate("GET /v2/companies/{id}", { id: companyId })]);
      notify.success(t("enrich.enriched"));
    } catch (e) {
      notify.error(t("enrich.failed"), { description: e instanceof ApiError && REASONS[e.status] ? t(REASONS[e.status]) : undefined });
    } finally {
      setBusy(false);
    }
  };
  return { enrich, busy };
}
