import { Badge, Box, Card, Flex, Heading, Link, Spinner, Stack, Text, Wrap } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import type { MaterialReason, ResearchResult } from "../../../../shared/schemas/research";
import { formatDateTime } from "../../../lib/dates";
import { useDocumentTitle } from "../../../lib/useDocumentTitle";
import { ApiError } from "../../../lib/api";
import { useRequiredParam } from "../../../lib/useRequiredParam";
import { useResearch } from "../api";
import { FeedbackForm } from "../components/FeedbackForm";
import { ResearchContent } from "../components/ResearchContent";
import { StatusBadge } from "../components/StatusBadge";

/** Score colour: above 0.75 green, above 0.5 amber, otherwise red. */
export const scorePalette = (score: number) => (score > 0.75 ? "green" : score > 0.5 ? "orange" : "red");

/**
 * /companies/{id}/researches/{researchId}: the evaluation ("Not
 * available" when absent), the company facts, the search results, the report in a drawer and the feedback.
 */
export default function ResearchPage() {
  const companyId = useRequiredParam("id");
  const researchId = useRequiredParam("researchId");
  const { t } = useTranslation("research");
  const { data, error } = useResearch(companyId, researchId);
  // The browser tab names the company and the screen: "<company> · Research · Recyclate".
  useDocumentTitle(data ? t("page.documentTitle", { name: data.data.input.companyName }) : t("page.documentTitleLoading"));
  const back = (
    <Link asChild color="fg.muted" fontSize="sm">
      <RouterLink to={`/companies/${companyId}/researches`}>{t("page.back")}</RouterLink>
    </Link>
  );
  if (error)
    return (
      <Stack gap="3">
        {back}
        <Text data-testid="research-not-found">{t(error instanceof ApiError && error.status === 404 ? "page.notFound" : "page.loadFailed")}</Text>
      </Stack>
    );
  if (!data) return <Spinner aria-label={t("list.loading")} />;
  const r = data.data;
  return (
    <Stack gap="5" data-testid="research-page">
      {back}
      <Flex gap="3" align="center" wrap="wrap" justify="space-between">
        <Stack gap="1">
          <Heading as="h1" size="xl">
            {t("page.title", { name: r.input.companyName })}
          </Heading>
          <Flex gap="2" align="center" wrap="wrap" fontSize="sm" color="fg.muted">
            <StatusBadge status={r.status} />
            <Text>{t("page.created", { date: formatDateTime(r.createdDate) })}</Text>
            {r.completedDate && <Text>{t("page.completedAt", { date: formatDateTime(r.completedDate) })}</Text>}
          </Flex>
        </Stack>
        <ResearchContent sections={r.result?.content ?? []} />
      </Flex>
      {r.input.userNotes && (
        <Text fontSize="sm">
          <Text as="span" fontWeight="600">
            {t("page.userNotes")}:
          </Text>{" "}
          {r.input.userNotes}
        </Text>
      )}
      {r.status === "failed" && <Text color="fg.error">{t("list.failedBecause", { reason: r.error ?? t("list.unknownReason") })}</Text>}
      <Evaluation evaluation={r.result?.evaluation ?? null} />
      <CompanyFacts company={r.result?.company ?? null} />
      <SearchResults results={r.result?.searchResults ?? []} source={r.result?.searchSource} />
      <Section title={t("feedback.title")}>
        <FeedbackForm key={r.id} research={r} />
      </Section>
    </Stack>
  );
}

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Card.Root data-testid={testId}>
      <Card.Header pb="0">
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

function Evaluation({ evaluation }: { evaluation: ResearchResult["evaluation"] }) {
  const { t } = useTranslation("research");
  return (
    <Section title={t("page.evaluation")} testId="research-evaluation">
      {evaluation ? (
        <Stack gap="3">
          <Flex gap="6" wrap="wrap">
            <Fact label={t("page.buyerPotential")}>
              <Text data-testid="buyer-potential">{t(`potential.${evaluation.buyerPotential}`)}</Text>
            </Fact>
            <Fact label={t("page.score")}>
              <Badge colorPalette={scorePalette(evaluation.score)} variant="solid" data-testid="research-score" data-palette={scorePalette(evaluation.score)}>
                {evaluation.score.toFixed(2)}
              </Badge>
            </Fact>
          </Flex>
          <Fact label={t("page.comment")}>
            <Text>{evaluation.comment}</Text>
          </Fact>
        </Stack>
      ) : (
        <Text color="fg.muted" data-testid="evaluation-missing">
          {t("page.notAvailable")}
        </Text>
      )}
    </Section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text fontSize="xs" fontWeight="600" color="fg.muted" textTransform="uppercase">
        {label}
      </Text>
      {children}
    </Box>
  );
}

const List = ({ items }: { items: string[] }) => {
  const { t } = useTranslation("research");
  return items.length ? (
    <Wrap gap="1">
      {items.map((x) => (
        <Badge key={x} variant="outline">
          {x}
        </Badge>
      ))}
    </Wrap>
  ) : (
    <Text color="fg.muted">{t("page.none")}</Text>
  );
};

function Reasons({ items, companyLinks }: { items: MaterialReason[]; companyLinks?: boolean }) {
  const { t } = useTranslation("research");
  if (!items.length) return <Text color="fg.muted">{t("page.none")}</Text>;
  return (
    <Stack as="ul" gap="1" listStyleType="none">
      {items.map((m, i) => (
        <Box as="li" key={`${m.type}-${m.materialId ?? i}`}>
          <Text as="span" fontWeight="600">
            {companyLinks && m.materialId ? (
              <Link asChild textDecoration="underline">
                <RouterLink to={`/materials/${m.materialId}`}>{m.type.toUpperCase()}</RouterLink>
              </Link>
            ) : (
              m.type.toUpperCase()
            )}
          </Text>
          {": "}
          {m.reason}
        </Box>
      ))}
    </Stack>
  );
}

function CompanyFacts({ company }: { company: ResearchResult["company"] }) {
  const { t } = useTranslation("research");
  return (
    <Section title={t("page.company")} testId="research-company">
      {company ? (
        <Stack gap="4">
          {company.description && <Text>{company.description}</Text>}
          {company.website && (
            <Fact label={t("page.website")}>
              <Link href={company.website} target="_blank" rel="noopener noreferrer" textDecoration="underline">
                {company.website}
              </Link>
            </Fact>
          )}
          <Fact label={t("page.applications")}>
            <List items={company.applications} />
          </Fact>
          <Fact label={t("page.products")}>
            <List items={company.products} />
          </Fact>
          <Fact label={t("page.certificates")}>
            <List items={company.certificates} />
          </Fact>
          <Fact label={t("page.materialsInterest")}>
            <Reasons items={company.materialsInterest} />
          </Fact>
          <Fact label={t("page.relevantMaterials")}>
            <Reasons items={company.relevantMaterials} companyLinks />
          </Fact>
        </Stack>
      ) : (
        <Text color="fg.muted">{t("page.notAvailable")}</Text>
      )}
    </Section>
  );
}

function SearchResults({ results, source }: { results: ResearchResult["searchResults"]; source?: ResearchResult["searchSource"] }) {
  const { t } = useTranslation("research");
  return (
    <Section title={t("page.searchResults")} testId="research-search-results">
      {source && (
        <Text fontSize="sm" color="fg.muted" mb="2" data-testid="search-source">
          {t(`page.source.${source}`)}
        </Text>
      )}
      {results.length ? (
        <Stack as="ul" gap="2" listStyleType="none">
          {results.map((s) => (
            <Box as="li" key={s.url}>
              <Link href={s.url} target="_blank" rel="noopener noreferrer" fontWeight="600" textDecoration="underline">
                {s.title}
              </Link>
              {s.snippet && (
                <Text fontSize="sm" color="fg.muted">
                  {s.snippet}
                </Text>
              )}
            </Box>
          ))}
        </Stack>
      ) : (
        <Text color="fg.muted">{t("page.noSearchResults")}</Text>
      )}
    </Section>
  );
}
