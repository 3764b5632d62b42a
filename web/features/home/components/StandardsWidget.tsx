import { Box, Flex, Heading, Link, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { ArrowRightIcon, DocIcon } from "../../../components/icons";

/** The two standards documents the data quality model follows. */
const STANDARDS = [
  { name: "DIN SPEC 91446", key: "standards.din91446", href: "https://www.dinmedia.de/en/search?q=DIN%20SPEC%2091446" },
  { name: "DIN SPEC 91481", key: "standards.din91481", href: "https://www.dinmedia.de/en/search?q=DIN%20SPEC%2091481" },
];

export function StandardsWidget() {
  const { t } = useTranslation("dashboard");
  return (
    <Box bg="bg" borderWidth="1px" rounded="xl" p="6" data-testid="standards-widget">
      <Heading size="lg" mb="1">
        {t("standards.title")}
      </Heading>
      <Text color="fg.muted" mb="4">
        {t("standards.text")}
      </Text>
      <Stack gap="3">
        {STANDARDS.map((s) => (
          <Link key={s.name} href={s.href} target="_blank" rel="noreferrer" _hover={{ textDecoration: "none" }} display="block">
            <Flex align="center" gap="3" p="3" borderWidth="1px" rounded="lg" _hover={{ borderColor: "brand.solid", bg: "brand.subtle" }} w="full">
              <Flex boxSize="9" rounded="md" bg="bg.muted" color="brand.fg" align="center" justify="center" flexShrink={0}>
                <DocIcon />
              </Flex>
              <Box flex="1" minW="0">
                <Text fontWeight="600">{s.name}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {t(s.key)}
                </Text>
              </Box>
              <ArrowRightIcon color="fg.subtle" />
            </Flex>
          </Link>
        ))}
      </Stack>
    </Box>
  );
}
