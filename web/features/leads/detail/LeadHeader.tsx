import { Box, Button, Flex, Heading, IconButton, Menu, Portal } from "@chakra-ui/react";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { Lead } from "../../../../shared/schemas/lead";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { notify } from "../../../components/toaster";
import { useDocumentTitle } from "../../../lib/useDocumentTitle";
import { deleteLead } from "./api";

const LeadNotesDialog = lazy(() => import("./LeadNotesDialog"));

const DotsIcon = () => (
  <svg viewBox="0 0 24 24" width="18" height="18" fill="currentColor" aria-hidden="true">
    <circle cx="5" cy="12" r="2" />
    <circle cx="12" cy="12" r="2" />
    <circle cx="19" cy="12" r="2" />
  </svg>
);

/**
 * Back, the lead's description as the page's title, Notes, the tasks slot, the deal slot (a won lead) and the
 * three-dot menu with Delete lead (confirmed; back to /leads after).
 */
export function LeadHeader({ lead, tasks, deal }: { lead: Lead; tasks: ReactNode; deal: ReactNode }) {
  const { t } = useTranslation(["leads", "toastMessages"]);
  const navigate = useNavigate();
  const [notes, setNotes] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  useDocumentTitle(lead.description.slice(0, 80));
  const won = lead.status === "won" || lead.completionStatus === "won";

  const back = () => {
    // Back to where the user came from (the board, a company, …); a lead opened directly goes to the board.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate("/leads");
  };
  const remove = async () => {
    setDeleting(true);
    try {
      await deleteLead(lead.id);
      setConfirming(false);
      void navigate("/leads", { replace: true });
    } catch {
      notify.error(t("detail.delete.failed"));
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Box mb="6">
      <Button variant="ghost" size="sm" ms="-2" mb="2" color="fg.muted" onClick={back} data-testid="lead-back">
        ← {t("detail.back")}
      </Button>
      <Flex justify="space-between" align={{ base: "flex-start", md: "center" }} gap="3" wrap="wrap">
        <Heading as="h1" size="2xl" letterSpacing="-0.02em" wordBreak="break-word" minW="0" flex="1 1 320px" data-testid="lead-title">
          {lead.description}
        </Heading>
        <Flex gap="2" align="center" wrap="wrap">
          {won && deal}
          <Button variant="outline" size="sm" bg="bg" onClick={() => setNotes(true)} data-testid="lead-notes-button">
            {t("detail.notes.button")}
          </Button>
          {tasks}
          <Menu.Root>
            <Menu.Trigger asChild>
              <IconButton variant="ghost" size="sm" aria-label={t("detail.menu")} data-testid="lead-menu">
                <DotsIcon />
              </IconButton>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content>
                  <Menu.Item value="delete" color="fg.error" onSelect={() => setConfirming(true)} data-testid="lead-delete">
                    {t("detail.delete.action")}
                  </Menu.Item>
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        </Flex>
      </Flex>
      {notes && (
        <Suspense fallback={null}>
          <LeadNotesDialog leadId={lead.id} title={lead.description.slice(0, 60)} onClose={() => setNotes(false)} />
        </Suspense>
      )}
      <ConfirmDialog
        open={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void remove()}
        busy={deleting}
        title={t("detail.delete.title")}
        text={t("detail.delete.text")}
        confirmLabel={t("detail.delete.confirm")}
        cancelLabel={t("detail.delete.cancel")}
        testId="delete-lead"
      />
    </Box>
  );
}
