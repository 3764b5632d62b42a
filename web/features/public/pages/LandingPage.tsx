import { Box, Button, Card, Flex, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ArrowRightIcon, HandshakeIcon, SearchIcon, BoxIcon } from "../../../components/icons";
import { NEWEST_COUNT, usePublicMaterials } from "../api";
import { MaterialGrid } from "../components/MaterialGrid";
import { PublicLayout } from "../../../components/PublicLayout";

const POINTS = [
  { key: "match", icon: SearchIcon },
  { key: "samples", icon: BoxIcon },
  { key: "negotiate", icon: HandshakeIcon },
] as const;

/** /welcome: the marketing page with the newest listed materials (ADR 0148). */
export default function LandingPage() {
  const { t } = useTranslation("public");
  const { data, isLoading, error } = usePublicMaterials({ limit: NEWEST_COUNT });
  return (
    <PublicLayout title={t("landing.documentTitle")}>
      <Stack gap={{ base: "10", md: "14" }}>
        <Stack gap="5" maxW="3xl">
          <Heading as="h1" size={{ base: "3xl", md: "5xl" }} letterSpacing="-0.02em" data-testid="landing-title">
            {t("landing.title")}
          </Heading>
          <Text fontSize={{ base: "lg", md: "xl" }} color="fg.muted">
            {t("landing.lead")}
          </Text>
          <Flex gap="3" wrap="wrap">
            <Button asChild colorPalette="brand" size="lg" data-testid="cta-catalog">
              <Link to="/catalog">
                {t("landing.ctaCatalog")} <ArrowRightIcon />
              </Link>
            </Button>
            <Button asChild variant="outline" size="lg" data-testid="cta-assistant">
              <Link to="/assistant">{t("landing.ctaAssistant")}</Link>
            </Button>
            <Button asChild variant="ghost" size="lg" data-testid="cta-contact">
              <Link to="/contact-us">{t("landing.ctaContact")}</Link>
            </Button>
          </Flex>
        </Stack>

        <SimpleGrid as="ul" columns={{ base: 1, md: 3 }} gap="5" listStyleType="none">
          {POINTS.map(({ key, icon: Icon }) => (
            <Card.Root as="li" key={key} size="sm">
              <Card.Body gap="3">
                <Flex boxSize="10" rounded="lg" bg="brand.subtle" color="brand.fg" align="center" justify="center">
                  <Icon boxSize="5" />
                </Flex>
                <Heading as="h2" size="md">
                  {t(`landing.points.${key}.title`)}
                </Heading>
                <Text color="fg.muted">{t(`landing.points.${key}.text`)}</Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>

        <Box>
          <Flex align="baseline" justify="space-between" mb="4" gap="3" wrap="wrap">
            <Heading as="h2" size="xl">
              {t("landing.newest")}
            </Heading>
            <Button asChild variant="plain" colorPalette="brand" px="0">
              <Link to="/catalog">{t("landing.seeAll")}</Link>
            </Button>
          </Flex>
          {error ? (
            <Text color="fg.muted">{t("catalog.loadFailed")}</Text>
          ) : data && data.items.length === 0 ? (
            <Text color="fg.muted" data-testid="catalog-empty">
              {t("catalog.emptyCatalog")}
            </Text>
          ) : (
            <MaterialGrid items={data?.items} loading={isLoading} />
          )}
        </Box>
      </Stack>
    </PublicLayout>
  );
}
