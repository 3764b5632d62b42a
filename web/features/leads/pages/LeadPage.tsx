import { Box, Button, EmptyState, Flex, Link, SimpleGrid, Spinner, Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import type { Lead } from "../../../../shared/schemas/lead";
import { InboxIcon } from "../../../components/icons";
import { ApiError } from "../../../lib/api";
import { useRequiredParam } from "../../../lib/useRequiredParam";
import { useLead } from "../detail/api";
import { CompanyCard } from "../detail/CompanyCard";
import { DetailsCard } from "../detail/DetailsCard";
import { DocumentsCard } from "../detail/DocumentsCard";
import { LeadHeader } from "../detail/LeadHeader";
import { LeadSelectors } from "../detail/LeadSelectors";
import { MaterialsCard } from "../detail/MaterialsCard";
import { originRequestId } from "../detail/origin";
import { DetailTabs } from "../../../components/DetailTabs";

/** What the lead page shows from other features; web/app/pipeline/LeadDetailRoute.tsx composes them. */
export interface LeadPageSlots {
  /** The Tasks button and drawer of this lead (features/tasks). */
  tasks: (lead: Lead) => ReactNode;
  /** The samples card of this lead (features/samples). */
  samples: (lead: Lead) => ReactNode;
  /** "Create deal" for a won lead (features/deals). */
  deal: (lead: Lead) => ReactNode;
}

/**
 * /leads/{id}: header with Notes, Tasks and the delete menu; status,
 * completion status and assignee selectors; the request link; company, details, documents and materials
 * cards; the samples card.
 */
export default function LeadPage({ tasks, samples, deal }: LeadPageSlots) {
  const id = useRequiredParam("id");
  const { t } = useTranslation("leads");
  const { data: lead, error } = useLead(id);

  if (error) {
    const missing = error instanceof ApiError && (error.status === 404 || error.status === 403);
    return (
      <EmptyState.Root borderWidth="1px" rounded="xl" bg="bg" data-testid={missing ? "lead-not-found" : "lead-error"}>
        <EmptyState.Content>
          <EmptyState.Indicator>
            <InboxIcon />
          </EmptyState.Indicator>
          <EmptyState.Title as="h1">{t(missing ? "detail.notFound" : "detail.loadFailed")}</EmptyState.Title>
          <Button asChild variant="outline">
            <RouterLink to="/leads">{t("detail.backToBoard")}</RouterLink>
          </Button>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  if (!lead)
    return (
      <Flex justify="center" py="16">
        <Spinner color="brand.solid" />
      </Flex>
    );

  const requestId = originRequestId(lead.originChannel);
  return (
    <Box data-testid="lead-page" data-id={lead.id} data-version={lead.version}>
      <LeadHeader lead={lead} tasks={tasks(lead)} deal={deal(lead)} />
      <LeadSelectors lead={lead} />
      {requestId && (
        <Link asChild color="brand.fg" fontWeight="500" mb="6" display="inline-block">
          <RouterLink to={`/material-requests/${requestId}`} data-testid="lead-request-link">
            {t("detail.fromRequest")} →
          </RouterLink>
        </Link>
      )}
      <DetailTabs entityType="lead" entityId={lead.id}>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
            <Stack gap="4">
              <CompanyCard lead={lead} />
              <DocumentsCard lead={lead} />
            </Stack>
            <DetailsCard lead={lead} />
          </SimpleGrid>
          <MaterialsCard lead={lead} />
          {samples(lead)}
        </Stack>
      </DetailTabs>
    </Box>
  );
}
