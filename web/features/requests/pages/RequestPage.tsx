import { Box, Button, Card, EmptyState, Flex, Heading, Link, Spinner, Switch, Text } from "@chakra-ui/react";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useSearchParams } from "react-router";
import { InboxIcon } from "../../../components/icons";
import { PageHeader } from "../../../components/PageHeader";
import { notify } from "../../../components/toaster";
import { ApiError } from "../../../lib/api";
import { formatDateTime } from "../../../lib/dates";
import { useRequiredParam } from "../../../lib/useRequiredParam";
import { refreshMatches, rerunMatching, useMatches, useRequest } from "../api";
import { MatchResults } from "../components/MatchResults";
import { RequestSummary } from "../components/RequestSummary";
import { typeLabel } from "../labels";
import { DetailTabs } from "../../../components/DetailTabs";

const RequestFormDialog = lazy(() => import("../components/RequestFormDialog"));

/**
 * /material-requests/{id} (super admins): company, contact and summary, then
 * the matching results; `?scope=all` also lists the candidates that fail the match check. "Re-run matching"
 * ranks the request again on demand (POST /material-requests/{id}/matching).
 */
export default function RequestPage() {
  const id = useRequiredParam("id");
  const { t } = useTranslation(["materialRequests", "toastMessages"]);
  const [params, setParams] = useSearchParams();
  const scope = params.get("scope") === "all" ? "all" : "matches";
  const { data: request, error } = useRequest(id);
  const matches = useMatches(request ? id : "", scope);
  // The matching runs in the background (ADR 0105): when a run records its outcome, show its matches.
  const matchedDate = request?.matchedDate;
  useEffect(() => {
    if (matchedDate) void refreshMatches(id);
  }, [matchedDate, id]);
  const [running, setRunning] = useState(false);
  const [editing, setEditing] = useState(false);

  const rerun = async () => {
    setRunning(true);
    try {
      const saved = await rerunMatching(id);
      notify.success(t("detail.rerunDone", { count: saved.matchCount }));
    } catch {
      notify.error(t("toastMessages:error"));
    } finally {
      setRunning(false);
    }
  };

  if (error) {
    const missing = error instanceof ApiError && (error.status === 404 || error.status === 403);
    return (
      <EmptyState.Root borderWidth="1px" rounded="xl" bg="bg" data-testid={missing ? "request-not-found" : "request-error"}>
        <EmptyState.Content>
          <EmptyState.Indicator>
            <InboxIcon />
          </EmptyState.Indicator>
          <EmptyState.Title as="h1">{t(missing ? "detail.notFound" : "list.loadFailed")}</EmptyState.Title>
          <Button asChild variant="outline">
            <RouterLink to="/material-requests">{t("detail.backToList")}</RouterLink>
          </Button>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  if (!request)
    return (
      <Flex justify="center" py="16">
        <Spinner color="brand.solid" />
      </Flex>
    );
  const title = [t(`type.${request.type}`), typeLabel(request.materialType), request.company?.name].filter(Boolean).join(" · ");
  const items = matches.data?.items ?? [];

  return (
    <Box>
      <Link asChild fontSize="sm" color="fg.muted" mb="2" display="inline-block">
        <RouterLink to="/material-requests">← {t("detail.backToList")}</RouterLink>
      </Link>
      <PageHeader
        title={title}
        documentTitle={`${title} · ${t("list.title")}`}
        actions={
          <Flex gap="2" wrap="wrap">
            <Button variant="outline" bg="bg" onClick={() => setEditing(true)} data-testid="request-edit">
              {t("actions.edit")}
            </Button>
            <Button colorPalette="brand" onClick={() => void rerun()} loading={running} loadingText={t("detail.rerunning")} data-testid="rerun-matching">
              {t("detail.rerun")}
            </Button>
          </Flex>
        }
      />
      <DetailTabs entityType="request" entityId={request.id}>
        <RequestSummary request={request} />
        <Card.Root rounded="xl" size="sm" data-testid="matches-panel" data-scope={scope} data-busy={matches.isLoading || matches.isValidating}>
          <Card.Body gap="4">
            <Flex justify="space-between" align={{ base: "flex-start", md: "center" }} gap="3" wrap="wrap">
              <Box>
                <Heading as="h2" size="md">
                  {t("matches.title")}
                </Heading>
                <Text fontSize="sm" color="fg.muted" data-testid="matches-meta">
                  {matches.data
                    ? t("matches.meta", {
                        count: items.length,
                        candidates: matches.data.candidates,
                        date: matches.data.matchedDate ? formatDateTime(matches.data.matchedDate) : "—",
                      })
                    : t("common:loading")}
                </Text>
              </Box>
              <Switch.Root
                checked={scope === "all"}
                onCheckedChange={(e) => setParams(e.checked ? { scope: "all" } : {}, { replace: true })}
                data-testid="show-all-candidates"
              >
                <Switch.HiddenInput />
                <Switch.Control />
                <Switch.Label>{t("matches.showAll")}</Switch.Label>
              </Switch.Root>
            </Flex>
            {matches.error != null ? (
              <Text color="fg.error" data-testid="matches-error">
                {t("matches.loadFailed")}
              </Text>
            ) : !matches.data ? (
              <Flex justify="center" py="10">
                <Spinner color="brand.solid" />
              </Flex>
            ) : items.length === 0 ? (
              <Text color="fg.muted" py="6" textAlign="center" data-testid="matches-empty">
                {scope === "all" ? t("matches.noCandidates") : t("matches.none")}
              </Text>
            ) : (
              <Box opacity={matches.isLoading || running ? 0.6 : 1} aria-busy={matches.isLoading || running}>
                <MatchResults request={request} matches={items} />
              </Box>
            )}
          </Card.Body>
        </Card.Root>
      </DetailTabs>
      {editing && (
        <Suspense fallback={null}>
          <RequestFormDialog request={request} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </Box>
  );
}
