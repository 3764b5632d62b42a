import { Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { Notification } from "../../../shared/schemas/notification";
import { formatDay } from "../../lib/dates";

/** What one alert says: the other side's safe facts, never the other company. */
export function NotificationText({ n }: { n: Notification }) {
  // the certificate kinds' names are the register's texts
  const { t } = useTranslation(["notifications", "certificates"]);
  if (n.kind === "certificateExpiry" && n.certificate) {
    const c = n.certificate;
    const values = { type: t(`certificates:type.${c.type}`, { defaultValue: c.type }), number: c.number, date: formatDay(c.validUntil) };
    return <Text fontSize="sm">{t(c.daysBefore > 0 ? "item.certificateExpiring" : "item.certificateExpired", values)}</Text>;
  }
  if (n.kind === "materialMatchesRequest" && n.material) {
    const details = [n.material.type.toUpperCase(), n.material.color, n.material.condition, n.material.countryOfOrigin].filter(Boolean).join(", ");
    return (
      <Text fontSize="sm">
        {t("item.materialMatchesRequest", { name: n.material.name })}{" "}
        <Text as="span" color="fg.muted">
          ({details})
        </Text>
      </Text>
    );
  }
  const r = n.request;
  const details = [r?.amount ? t("item.tonnes", { amount: r.amount }) : null, ...(r?.colors ?? []), ...(r?.conditions ?? [])].filter(Boolean).join(", ");
  return (
    <Text fontSize="sm">
      {t("item.requestMatchesMaterial", { type: r?.materialType ? r.materialType.toUpperCase() : t("item.anyType") })}
      {details && (
        <Text as="span" color="fg.muted">
          {" "}
          ({details})
        </Text>
      )}
    </Text>
  );
}
