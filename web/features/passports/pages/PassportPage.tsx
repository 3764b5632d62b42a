import { Badge, Button, Flex, Heading, HStack, Progress, SimpleGrid, Spinner, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { NotFound } from "../../../components/NotFound";
import { PublicLayout } from "../../../components/PublicLayout";
import { ApiError } from "../../../lib/api";
import { formatDay } from "../../../lib/dates";
import { typeLabel } from "../../../lib/material-types";
import { usePassport } from "../api";
import { Certificates } from "../components/Certificates";
import { Facts } from "../components/Facts";
import { JsonLd } from "../components/JsonLd";
import { Section } from "../components/Section";
import { countryName, propertyConditions, propertyLabel, propertyValue } from "../labels";

/**
 * /passport/:id: a listed material's digital product passport (no sign-in), with the same facts as JSON-LD in
 * the page. An unlisted or unknown id shows the app's 404 page (the API answers 404 for both).
 */
export default function PassportPage() {
  const { id = "" } = useParams();
  const { t, i18n } = useTranslation(["passports", "options", "properties", "public"]);
  const { data, error, isLoading } = usePassport(id);

  if (isLoading)
    return (
      <PublicLayout title={t("loading")}>
        <Flex justify="center" py="20">
          <Spinner size="lg" aria-label={t("loading")} />
        </Flex>
      </PublicLayout>
    );
  if (error instanceof ApiError && error.status === 404) return <NotFound />;
  if (error || !data)
    return (
      <PublicLayout title={t("loadFailed")}>
        <Stack align="center" py="16" data-testid="passport-error">
          <Heading as="h1" size="xl">
            {t("loadFailed")}
          </Heading>
        </Stack>
      </PublicLayout>
    );

  const { passport: p, jsonLd } = data;
  const lang = i18n.language;
  const option = (group: string, v: string | null) => (v ? t(`options:${group}.${v}`, { defaultValue: v.replace(/^other#/, "") }) : "");
  const percent = (v: number | null) => (v == null ? "" : `${new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(v)} %`);
  const level = p.dataQuality.level;
  const share = (label: string, v: number | null, testId: string) => (
    <Stack gap="1" data-testid={testId}>
      <HStack justify="space-between">
        <Text>{label}</Text>
        <Text fontWeight="600">{v == null ? t("notStated") : percent(v)}</Text>
      </HStack>
      <Progress.Root value={v ?? 0} size="sm" colorPalette="brand" aria-label={label}>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Stack>
  );

  return (
    <PublicLayout title={t("pageTitle", { name: p.name })}>
      <JsonLd data={jsonLd} />
      <Stack gap="6" data-testid="passport">
        <Stack gap="2">
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette="brand" variant="subtle">
              {t("kicker")}
            </Badge>
            <Badge variant="outline">{typeLabel(p.type)}</Badge>
          </HStack>
          <Heading as="h1" size="2xl" data-testid="passport-name">
            {p.name}
          </Heading>
          {p.description && <Text whiteSpace="pre-line">{p.description}</Text>}
          <Text color="fg.muted" data-testid="passport-updated">
            {t("updated", { date: formatDay(p.updatedDate) })}
          </Text>
          <Button asChild variant="plain" alignSelf="start" px="0" colorPalette="brand">
            <Link to={`/catalog/${p.id}`}>{t("catalogLink")}</Link>
          </Button>
        </Stack>

        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5">
          <Section title={t("quality.title")} testId="passport-quality">
            <HStack gap="3" align="baseline">
              <Text fontSize="4xl" fontWeight="800" color="brand.fg" lineHeight="1" data-testid="passport-level">
                {level ? t("quality.level", { level }) : t("quality.none")}
              </Text>
              {level && <Text color="fg.muted">{t("quality.ofFour", { level })}</Text>}
            </HStack>
            <Text>{level ? t("quality.restsOn") : t("quality.restsOnNothing")}</Text>
            {level && (
              <HStack as="ul" gap="2" wrap="wrap" listStyleType="none" m="0" p="0" data-testid="passport-basis">
                {p.dataQuality.basis.map((f) => (
                  <Badge as="li" key={f} variant="surface">
                    {t(`properties:${f}`, { defaultValue: f })}
                  </Badge>
                ))}
              </HStack>
            )}
          </Section>

          <Section title={t("recycled.title")} testId="passport-recycled">
            {share(t("recycled.total"), p.recycledContent.total, "passport-recycled-total")}
            {share(t("recycled.postConsumer"), p.recycledContent.postConsumer, "passport-recycled-post-consumer")}
            {share(t("recycled.postIndustrial"), p.recycledContent.postIndustrial, "passport-recycled-post-industrial")}
          </Section>
        </SimpleGrid>

        <Section title={t("properties.title")} testId="passport-properties">
          {p.properties.length ? (
            <Facts
              rows={p.properties.map((prop) => {
                const conditions = propertyConditions(t, prop, lang);
                return {
                  label: propertyLabel(t, prop),
                  value: propertyValue(t, prop, lang),
                  note: conditions ? t("properties.conditions", { conditions }) : undefined,
                };
              })}
            />
          ) : (
            <Text color="fg.muted">{t("properties.none")}</Text>
          )}
        </Section>

        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5">
          <Section title={t("custody.title")} testId="passport-custody">
            <Facts
              rows={[
                { label: t("custody.source"), value: option("source", p.chainOfCustody.source) },
                { label: t("custody.model"), value: option("chainOfCustody", p.chainOfCustody.model) },
                { label: t("custody.recyclingMethod"), value: option("recyclingMethod", p.chainOfCustody.recyclingMethod) },
                { label: t("custody.washingProcess"), value: option("washingProcess", p.chainOfCustody.washingProcess) },
                {
                  label: t("custody.processDetails"),
                  value: p.chainOfCustody.recyclingProcessDetails.map((d) => option("recyclingProcessDetail", d)).join(", "),
                },
                { label: t("custody.origins"), value: p.chainOfCustody.origins.join("; ") },
              ]}
            />
          </Section>
          <Stack gap="5">
            <Section title={t("origin.title")} testId="passport-origin">
              <Text fontWeight="600">
                {p.countryOfOrigin ? `${countryName(p.countryOfOrigin.code, lang, p.countryOfOrigin.name)} (${p.countryOfOrigin.code})` : t("notStated")}
              </Text>
            </Section>
            <Section title={t("certificates.title")} testId="passport-certificates">
              <Certificates certificates={p.certificates} />
            </Section>
          </Stack>
        </SimpleGrid>
      </Stack>
    </PublicLayout>
  );
}
