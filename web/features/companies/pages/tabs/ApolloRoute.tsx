import { Badge, Box, Card, EmptyState, Flex, Heading, Link, SimpleGrid, Text, Wrap } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { ApolloOrganization, CompanyIntegration } from "../../../../../shared/schemas/integration";
import { BuildingIcon } from "../../../../components/icons";
import { formatDateTime } from "../../../../lib/dates";
import { useCompanyOutlet } from "../CompanyPage";

/** Links from the provider are shown only when they are web links (never javascript: or data:). */
const webLink = (url: string | null | undefined) => (url && /^https?:\/\//i.test(url) ? url : null);

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <Box>
      <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide" fontWeight="600">
        {label}
      </Text>
      <Box fontSize="sm" mt="0.5" data-testid={testId} wordBreak="break-word">
        {children ?? <Text color="fg.subtle">—</Text>}
      </Box>
    </Box>
  );
}

function Organization({ entry }: { entry: CompanyIntegration }) {
  const { t } = useTranslation("companies");
  const o: ApolloOrganization = entry.payload.organization;
  const location = [o.street_address, o.city, o.country].filter(Boolean).join(", ");
  const site = webLink(o.website_url);
  const linkedin = webLink(o.linkedin_url);
  return (
    <Card.Root rounded="xl" bg="bg" data-testid="apollo-organization">
      <Card.Header>
        <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Heading as="h2" size="lg" data-testid="apollo-name">
            {o.name}
          </Heading>
          <Badge colorPalette={entry.source === "api" ? "green" : "gray"} variant="subtle" data-testid="apollo-source">
            {t(entry.source === "api" ? "apollo.sourceApi" : "apollo.sourceOffline")}
          </Badge>
        </Flex>
        <Text fontSize="sm" color="fg.muted" data-testid="apollo-fetched">
          {t("apollo.fetched", { date: formatDateTime(entry.timestamp) })}
        </Text>
      </Card.Header>
      <Card.Body gap="5">
        {o.short_description && (
          <Text fontSize="sm" data-testid="apollo-description">
            {o.short_description}
          </Text>
        )}
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
          <Fact label={t("apollo.domain")} testId="apollo-domain">
            {site ? (
              <Link href={site} target="_blank" rel="noopener noreferrer" color="brand.fg">
                {o.primary_domain ?? site}
              </Link>
            ) : (
              o.primary_domain
            )}
          </Fact>
          <Fact label={t("apollo.industry")} testId="apollo-industry">
            {o.industry}
          </Fact>
          <Fact label={t("apollo.employees")} testId="apollo-employees">
            {o.estimated_num_employees ?? null}
          </Fact>
          <Fact label={t("apollo.founded")} testId="apollo-founded">
            {o.founded_year ?? null}
          </Fact>
          <Fact label={t("apollo.revenue")} testId="apollo-revenue">
            {o.annual_revenue_printed}
          </Fact>
          <Fact label={t("apollo.location")} testId="apollo-location">
            {location || null}
          </Fact>
          <Fact label={t("apollo.linkedin")} testId="apollo-linkedin">
            {linkedin && (
              <Link href={linkedin} target="_blank" rel="noopener noreferrer" color="brand.fg">
                {linkedin.replace(/^https?:\/\/(www\.)?/i, "")}
              </Link>
            )}
          </Fact>
        </SimpleGrid>
        <Fact label={t("apollo.keywords")} testId="apollo-keywords">
          {o.keywords?.length ? (
            <Wrap gap="1.5">
              {o.keywords.map((k) => (
                <Badge key={k} variant="outline">
                  {k}
                </Badge>
              ))}
            </Wrap>
          ) : null}
        </Fact>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * The apollo tab: the organization data last pulled from Apollo (the Actions
 * menu's Enrich), with when and from where (Apollo's API or the offline data), or the spec's empty state.
 */
export default function ApolloRoute() {
  const { t } = useTranslation("companies");
  const { company } = useCompanyOutlet();
  const entry = company.integrations?.find((i) => i.provider === "apollo");
  if (!entry)
    return (
      <EmptyState.Root borderWidth="1px" rounded="xl" bg="bg" data-testid="apollo-empty">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <BuildingIcon />
          </EmptyState.Indicator>
          <EmptyState.Title as="h2">{t("apollo.empty")}</EmptyState.Title>
          <EmptyState.Description>{t("apollo.emptyHint")}</EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  return <Organization entry={entry} />;
}
