import { Badge } from "@chakra-ui/react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type { MaterialRequestAnswer } from "../../../../shared/schemas/material-request";
import { applicationLabel } from "../../../lib/applications";
import { amountLabel, moneyLabel, optionLabel, typeLabel, viscosityLabel, voucherLabel } from "../labels";

export function TypeBadge({ type }: { type: MaterialRequestAnswer["type"] }) {
  const { t } = useTranslation("materialRequests");
  return (
    <Badge colorPalette={type === "sell" ? "purple" : "blue"} variant="outline" size="sm" data-testid="request-type">
      {t(`type.${type}`)}
    </Badge>
  );
}

const dash = (s: string) => s || "—";

/** The list's columns after type and company, as label/value pairs the table and the phone cards share. */
export function requestFacts(t: TFunction, language: string, r: MaterialRequestAnswer) {
  const opts = (group: string, v: readonly string[] | null | undefined) => (v ?? []).map((x) => optionLabel(t, group, x));
  return {
    voucher: dash(voucherLabel(r.voucher)),
    amount: dash(amountLabel(t, language, r)),
    targetPrice: r.targetPrice ? `${moneyLabel(language, r.targetPrice)} / ${t("units:t")}` : "—",
    sources: opts("source", r.materialSources),
    conditions: opts("condition", r.conditions),
    colors: opts("color", r.colors),
    viscosity: dash(viscosityLabel(t, r.viscosity)),
    applications: (r.applications ?? []).map((a) => applicationLabel(t, a)),
    materialType: typeLabel(r.materialType),
  };
}
