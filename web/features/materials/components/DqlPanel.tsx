import { Badge, Box, Flex, Heading, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { dataQuality, DQL_LEVELS, type MaterialLike } from "../../../../shared/rules/data-quality";
import { DqlBadge } from "./DqlBadge";

/**
 * Data quality level cards 1–4, live from the form values: reached
 * levels are ticked, the next one lists the fields still missing for it.
 */
export function DqlPanel({ values, compact, hidden = [] }: { values: MaterialLike; compact?: boolean; hidden?: readonly string[] }) {
  const { t } = useTranslation(["products", "properties"]);
  const q = dataQuality(values);
  // Fields the user does not edit (a seller's internal name is their name) are not listed as missing.
  const shown = (l: 1 | 2 | 3 | 4) => q.missing[l].filter((f) => !hidden.includes(f));
  return (
    <Stack gap="3" data-testid="dql-panel" data-level={q.level ?? 0}>
      <Flex justify="space-between" align="center">
        <Heading size="sm">{t("dql.title")}</Heading>
        <DqlBadge level={q.level} size="md" />
      </Flex>
      <Stack gap="2" direction={compact ? "row" : "column"} flexWrap="wrap">
        {DQL_LEVELS.map((l) => {
          const reached = q.level !== null && l <= q.level;
          const next = l === q.nextLevel;
          return (
            <Box
              key={l}
              flex={compact ? "1 1 200px" : undefined}
              borderWidth="1px"
              rounded="lg"
              p="3"
              bg={reached ? "green.subtle" : "bg"}
              borderColor={next ? "brand.solid" : reached ? "green.muted" : "border"}
              borderStyle={reached || next ? "solid" : "dashed"}
              data-testid={`dql-card-${l}`}
              data-reached={reached}
            >
              <Flex justify="space-between" align="center" mb="1">
                <Text fontWeight="600">{t("dql.level", { level: l })}</Text>
                {reached ? (
                  <Badge colorPalette="green" variant="solid" size="sm">
                    ✓ {t("dql.reached")}
                  </Badge>
                ) : (
                  <Badge variant="outline" size="sm">
                    {t("dql.missingCount", { count: shown(l).length })}
                  </Badge>
                )}
              </Flex>
              <Text fontSize="xs" color="fg.muted">
                {t(`dql.about${l}`)}
              </Text>
              {!reached && (next || !compact) && shown(l).length > 0 && (
                <Text fontSize="xs" mt="2" color={next ? "fg" : "fg.muted"} data-testid={next ? "dql-missing-next" : undefined}>
                  {t("dql.missing")}:{" "}
                  {shown(l)
                    .map((f) => t(`properties:${f}`))
                    .join(", ")}
                </Text>
              )}
            </Box>
          );
        })}
      </Stack>
    </Stack>
  );
}
