import { Box, Button, Flex, Spinner } from "@chakra-ui/react";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useSearchParams } from "react-router";
import { AssigneeSelect } from "../../../components/ListControls";
import { PageHeader } from "../../../components/PageHeader";
import { SavedViewsMenu } from "../../../components/SavedViewsMenu";
import { useStaff } from "../../../lib/users";

// The board with its drag-and-drop library and the dialog load in chunks of their own.
const LeadBoard = lazy(() => import("../components/LeadBoard"));
const LeadFormDialog = lazy(() => import("../components/LeadFormDialog"));

export interface LeadsBoardSlots {
  /** The tasks drawer's button (features/tasks), filtered by ?taskAssignee=. */
  tasks: ReactNode;
}

/**
 * /leads: the five open columns with drag and drop, the ?assignee= filter,
 * All samples, Analytics, the New lead dialog and the tasks drawer (a slot, composed in app/pipeline).
 */
export default function LeadsBoardPage({ tasks }: LeadsBoardSlots) {
  const { t } = useTranslation("leads");
  const { staff } = useStaff();
  const [params, setParams] = useSearchParams();
  const assignee = params.get("assignee") || undefined;
  // The command palette's "new lead" action opens the board with ?new=1.
  const [creating, setCreating] = useState(() => params.get("new") === "1");
  const setAssignee = (v: string | undefined) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (v) next.set("assignee", v);
        else next.delete("assignee");
        return next;
      },
      { replace: true },
    );

  return (
    <Box>
      <PageHeader
        title={t("board.title")}
        actions={
          <Flex gap="2" wrap="wrap">
            <SavedViewsMenu screen="leads" path="/leads" />
            {tasks}
            <Button asChild variant="outline" size="sm">
              <RouterLink to="/samples" data-testid="leads-all-samples">
                {t("board.allSamples")}
              </RouterLink>
            </Button>
            <Button asChild variant="outline" size="sm">
              <RouterLink to="/leads-analytics" data-testid="leads-analytics-link">
                {t("board.analytics")}
              </RouterLink>
            </Button>
            <Button colorPalette="brand" size="sm" onClick={() => setCreating(true)} data-testid="new-lead-button">
              + {t("board.newLead")}
            </Button>
          </Flex>
        }
      />
      <Flex mb="4" gap="2" align="center">
        <AssigneeSelect
          value={assignee}
          onChange={setAssignee}
          staff={staff}
          labels={{
            label: t("board.assignee"),
            any: t("board.anyAssignee"),
            me: t("board.me"),
            unassigned: t("board.unassigned"),
            other: t("board.otherAssignee"),
          }}
          testId="leads-assignee-filter"
        />
      </Flex>
      <Suspense
        fallback={
          <Flex justify="center" py="16">
            <Spinner color="brand.solid" />
          </Flex>
        }
      >
        <LeadBoard assignee={assignee} />
      </Suspense>
      {creating && (
        <Suspense fallback={null}>
          <LeadFormDialog onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </Box>
  );
}
