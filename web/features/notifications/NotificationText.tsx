import { Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { Notification } from "../../../shared/schemas/notification";

/** What one alert says: the other side's safe facts, never the other company. */
export function NotificationText({ n }: { n: Notification }) {
  const { t } = useTranslation("notifications");
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
