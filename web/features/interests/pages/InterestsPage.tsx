import { Box, Button, Flex, Link, SegmentGroup } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate, useSearchParams } from "react-router";
import type { Interest } from "../../../../shared/schemas/interest";
import { StarIcon } from "../../../components/icons";
import { PageHeader } from "../../../components/PageHeader";
import { PagedList } from "../../../components/PagedList";
import { RecordList, type RecordColumn } from "../../../components/RecordList";
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

  // On a phone card the type and the date head the card; who, what, the message and the lead action follow in full width.
  const columns: RecordColumn<Interest>[] = [
    { key: "created", header: t("columns.created"), cardRole: "meta", nowrap: true, cell: (i) => formatDateTime(i.createdDate) },
    { key: "type", header: t("columns.type"), cardRole: "title", cell: (i) => <TypeBadge type={i.type} /> },
    { key: "who", header: t("columns.who"), cardRole: "body", cell: (i) => <Who interest={i} /> },
    { key: "materials", header: t("columns.materials"), cardRole: "body", cell: (i) => <Materials interest={i} /> },
    { key: "message", header: t("columns.message"), cardRole: "body", cell: (i) => <Message interest={i} /> },
    { key: "lead", header: t("columns.lead"), cardRole: "body", cell: lead },
  ];

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
        {(items) => (
          <RecordList
            name="interests"
            rows={items}
            columns={columns}
            rowKey={(i) => i.id}
            rowTestId="interest-row"
            rowData={(i) => ({ "data-id": i.id })}
            alignTop
            // The first column is the date, short and on one line: nothing to keep in view while scrolling.
            stickyFirst={false}
          />
        )}
      </PagedList>
    </Box>
  );
}
