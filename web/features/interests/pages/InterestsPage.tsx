import { Box, Button, Card, Flex, Link, SegmentGroup, Stack, Table, Text, useBreakpointValue } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate, useSearchParams } from "react-router";
import type { Interest } from "../../../../shared/schemas/interest";
import { ColumnHeader } from "../../../components/DataTable";
import { StarIcon } from "../../../components/icons";
import { PageHeader } from "../../../components/PageHeader";
import { PagedList } from "../../../components/PagedList";
import { notify } from "../../../components/toaster";
import { formatDateTime } from "../../../lib/dates";
import { useCursorTrail } from "../../../lib/useCursorTrail";
import { interestToLead, useInterests } from "../api";
import { Materials, Message, TypeBadge, Who } from "../components/InterestCells";

type View = "catalog" | "all";

/**
 * /interests: a Catalog / All toggle (kept in the URL), newest first. Each row
 * says who is interested in what; "Create lead" turns it into a lead in one click and opens it, and a row
 * that has one links to it.
 */
export default function InterestsPage() {
  const { t } = useTranslation(["interests", "toastMessages"]);
  const [params, setParams] = useSearchParams();
  const view: View = params.get("view") === "all" ? "all" : "catalog";
  const trail = useCursorTrail();
  const list = useInterests(view === "catalog" ? "CATALOG" : undefined, trail.cursor);
  const [converting, setConverting] = useState<string | null>(null);
  const navigate = useNavigate();
  const phone = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;

  const toLead = async (id: string) => {
    setConverting(id);
    try {
      const { lead } = await interestToLead(id);
      notify.success(t("leadCreated"));
      navigate(`/leads/${encodeURIComponent(lead.id)}`);
    } catch {
      notify.error(t("toastMessages:somethingWentWrong"));
    } finally {
      setConverting(null);
    }
  };

  const lead = (i: Interest) =>
    i.leadId ? (
      <Link asChild fontSize="sm" color="brand.fg" data-testid="interest-lead-link">
        <RouterLink to={`/leads/${encodeURIComponent(i.leadId)}`}>{t("openLead")}</RouterLink>
      </Link>
    ) : (
      <Button size="xs" variant="outline" loading={converting === i.id} onClick={() => void toLead(i.id)} data-testid="interest-to-lead">
        {t("createLead")}
      </Button>
    );

  return (
    <Box>
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      <Flex mb="4">
        <SegmentGroup.Root
          value={view}
          onValueChange={(e) => setParams(() => (e.value === "all" ? new URLSearchParams({ view: "all" }) : new URLSearchParams()))}
          size="sm"
          aria-label={t("view.label")}
          data-testid="interests-view"
        >
          <SegmentGroup.Indicator />
          <SegmentGroup.Items
            items={[
              { value: "catalog", label: t("view.catalog") },
              { value: "all", label: t("view.all") },
            ]}
          />
        </SegmentGroup.Root>
      </Flex>
      <PagedList
        name="interests"
        list={list}
        trail={trail}
        filtered={false}
        icon={<StarIcon />}
        texts={{
          loadFailed: t("loadFailed"),
          retry: t("reload"),
          emptyTitle: t(view === "catalog" ? "emptyCatalogTitle" : "emptyTitle"),
          emptyText: t("emptyText"),
          emptyFiltered: t("emptyText"),
        }}
      >
        {(items) =>
          phone ? (
            <Stack as="ul" gap="3" listStyleType="none" data-testid="interests-cards">
              {items.map((i) => (
                <Card.Root as="li" key={i.id} size="sm" variant="outline" bg="bg" data-testid="interest-row" data-id={i.id}>
                  <Card.Body gap="2">
                    <Flex justify="space-between" gap="2" align="center">
                      <TypeBadge type={i.type} />
                      <Text fontSize="sm" color="fg.muted">
                        {formatDateTime(i.createdDate)}
                      </Text>
                    </Flex>
                    <Who interest={i} />
                    <Materials interest={i} />
                    <Message interest={i} />
                    <Box>{lead(i)}</Box>
                  </Card.Body>
                </Card.Root>
              ))}
            </Stack>
          ) : (
            <Table.ScrollArea borderWidth="1px" rounded="xl" bg="bg">
              <Table.Root size="sm" data-testid="interests-table">
                <Table.Header>
                  <Table.Row bg="bg.subtle">
                    <ColumnHeader>{t("columns.created")}</ColumnHeader>
                    <ColumnHeader>{t("columns.type")}</ColumnHeader>
                    <ColumnHeader>{t("columns.who")}</ColumnHeader>
                    <ColumnHeader>{t("columns.materials")}</ColumnHeader>
                    <ColumnHeader>{t("columns.message")}</ColumnHeader>
                    <ColumnHeader>{t("columns.lead")}</ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {items.map((i) => (
                    <Table.Row key={i.id} data-testid="interest-row" data-id={i.id} _hover={{ bg: "bg.subtle" }} verticalAlign="top">
                      <Table.Cell whiteSpace="nowrap">{formatDateTime(i.createdDate)}</Table.Cell>
                      <Table.Cell>
                        <TypeBadge type={i.type} />
                      </Table.Cell>
                      <Table.Cell>
                        <Who interest={i} />
                      </Table.Cell>
                      <Table.Cell>
                        <Materials interest={i} />
                      </Table.Cell>
                      <Table.Cell>
                        <Message interest={i} />
                      </Table.Cell>
                      <Table.Cell>{lead(i)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )
        }
      </PagedList>
    </Box>
  );
}
