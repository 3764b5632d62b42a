import { Box, Flex, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { BoxIcon, HandshakeIcon, InboxIcon } from "../../../components/icons";

/** The three-box how-it-works panel for ordinary users. */
export function HowItWorks() {
  const { t } = useTranslation("dashboard");
  const steps = [
    { icon: BoxIcon, title: t("howItWorks.step1Title"), text: t("howItWorks.step1Text") },
    { icon: InboxIcon, title: t("howItWorks.step2Title"), text: t("howItWorks.step2Text") },
    { icon: HandshakeIcon, title: t("howItWorks.step3Title"), text: t("howItWorks.step3Text") },
  ];
  return (
    <Stack gap="4" data-testid="how-it-works">
      <Heading size="lg">{t("howItWorks.title")}</Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {steps.map(({ icon: Icon, title, text }, i) => (
          <Box key={title} bg="bg" borderWidth="1px" rounded="xl" p="6">
            <Flex align="center" justify="space-between" mb="4">
              <Flex boxSize="10" rounded="lg" bg="brand.subtle" color="brand.fg" align="center" justify="center">
                <Icon boxSize="5" />
              </Flex>
              <Text fontSize="3xl" fontWeight="700" color="border.emphasized" lineHeight="1">
                {i + 1}
              </Text>
            </Flex>
            <Heading size="md" mb="1.5">
              {title}
            </Heading>
            <Text color="fg.muted">{text}</Text>
          </Box>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
