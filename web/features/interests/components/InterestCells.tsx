import { Badge, Link, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import type { Interest, InterestType } from "../../../../shared/schemas/interest";

const TYPE_PALETTE: Record<InterestType, string> = { CATALOG: "blue", PRICE: "purple", MATERIAL_REQUEST: "teal", SAMPLE: "orange" };

export function TypeBadge({ type }: { type: InterestType }) {
  const { t } = useTranslation("interests");
  return (
    <Badge colorPalette={TYPE_PALETTE[type]} variant="subtle" data-testid="interest-type">
      {t(`types.${type}`)}
    </Badge>
  );
}

/** Who: name, company and e-mail (the e-mail is what every interest has). */
export function Who({ interest }: { interest: Interest }) {
  const name = [interest.firstName, interest.lastName].filter(Boolean).join(" ");
  return (
    <Stack gap="0" maxW="240px" whiteSpace="normal">
      {name && <Text fontWeight="500">{name}</Text>}
      {interest.companyName && <Text fontSize="sm">{interest.companyName}</Text>}
      <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere" data-testid="interest-email">
        {interest.email}
      </Text>
    </Stack>
  );
}

/** The materials (links to their staff pages) and, for a sample request, the amounts. */
export function Materials({ interest }: { interest: Interest }) {
  const { t } = useTranslation("interests");
  const amount = new Map(interest.requestedSamples.map((s) => [s.materialId, s.amount]));
  if (!interest.materials.length && !interest.materialTypes.length) return <Text color="fg.subtle">—</Text>;
  return (
    <Stack gap="1" maxW="240px" whiteSpace="normal">
      {interest.materials.map((m) => (
        <Text key={m.id} fontSize="sm">
          <Link asChild color="brand.fg">
            <RouterLink to={`/materials/${encodeURIComponent(m.id)}`}>{m.name ?? t("unknownMaterial")}</RouterLink>
          </Link>
          {amount.has(m.id) && ` · ${t("sampleKg", { amount: amount.get(m.id) })}`}
        </Text>
      ))}
      {interest.materialTypes.length > 0 && (
        <Text fontSize="sm" color="fg.muted">
          {interest.materialTypes.map((x) => x.toUpperCase()).join(", ")}
        </Text>
      )}
    </Stack>
  );
}

/** What they wrote, two lines at most (the whole text in the title), and the conversation it came from. */
export function Message({ interest }: { interest: Interest }) {
  const { t } = useTranslation("interests");
  const text = [interest.description, interest.application].filter(Boolean).join(" — ");
  return (
    <Stack gap="1" minW="180px" maxW="320px">
      {text ? (
        <Text fontSize="sm" lineClamp={2} title={text} whiteSpace="normal">
          {text}
        </Text>
      ) : (
        <Text color="fg.subtle">—</Text>
      )}
      {interest.conversationId && (
        <Link asChild fontSize="sm" color="brand.fg">
          <RouterLink to={`/conversations/${encodeURIComponent(interest.conversationId)}`}>{t("openConversation")}</RouterLink>
        </Link>
      )}
    </Stack>
  );
}
