import { Box, Flex, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/**
 * Label/value rows as a description list: side by side on wide screens, the label above on phones. A value
 * not stated reads "Not stated"; `note` is a muted line under the value (a measurement's test conditions).
 */
export function Facts({ rows }: { rows: { label: string; value: ReactNode; note?: string }[] }) {
  const { t } = useTranslation("passports");
  return (
    <Stack as="dl" gap="0">
      {rows.map(({ label, value, note }) => (
        <Flex key={label} direction={{ base: "column", md: "row" }} gap={{ base: "0", md: "4" }} py="2" borderBottomWidth="1px">
          <Box as="dt" flex="1" color="fg.muted">
            {label}
          </Box>
          <Box as="dd" flex="1" m="0" fontWeight="600">
            {value || (
              <Text as="span" fontWeight="400" color="fg.muted">
                {t("notStated")}
              </Text>
            )}
            {note && (
              <Text as="span" display="block" fontWeight="400" color="fg.muted" fontSize="sm">
                {note}
              </Text>
            )}
          </Box>
        </Flex>
      ))}
    </Stack>
  );
}
