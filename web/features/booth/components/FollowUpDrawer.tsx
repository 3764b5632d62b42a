import { Badge, Box, Button, CloseButton, Drawer, Field, Flex, Heading, Input, Portal, Spinner, Stack, Text, Textarea, VisuallyHidden } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { safeHtml } from "../../../lib/safeHtml";
import type { WorkflowStatus } from "../../../../shared/schemas/workflow";
import { notify } from "../../../components/toaster";
import { ApiError } from "../../../lib/api";
import { decide, formatDateTime, useFollowUp } from "../api";

const STATUS_COLOR: Record<WorkflowStatus, string> = { completed: "green", failed: "red", running: "blue", awaitingApproval: "gray" };
const STEP_COLOR = { completed: "green", failed: "red", running: "blue" } as const;

/**
 * A booth visitor's follow-up (ADR 0146): the kFair run's status and steps (re-read while it runs), the
 * drafted e-mail rendered from sanitised HTML, Approve (subject and body editable first) or Reject, and the
 * outcome once decided.
 */
export function FollowUpDrawer({ runId, onClose }: { runId: string; onClose: () => void }) {
  const { t } = useTranslation(["booth", "toastMessages"]);
  const { run, messages, actions } = useFollowUp(runId);
  const message = messages.data?.items[0] ?? null;
  const action = actions.data?.items.find((a) => a.messageId === message?.id) ?? null;
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState<"approve" | "reject" | null>(null);

  // The fields take a message's subject and body when it arrives or changes status; a refetch of the same message
  // in the same status leaves them alone, so a reload does not overwrite an edit.
  const messageKey = message ? `${message.id}|${message.status}` : null;
  const [filledFrom, setFilledFrom] = useState<string | null>(null);
  if (message && messageKey !== filledFrom) {
    setFilledFrom(messageKey);
    setSubject(message.subject);
    setBody(message.body);
  }

  const send = async (decision: "approve" | "reject") => {
    if (!action) return;
    setBusy(decision);
    try {
      const edited = decision === "approve" && editing ? { subject, body } : {};
      await decide(runId, { actionId: action.id, decision, ...edited });
      notify.success(decision === "approve" ? t("followUp.sent") : t("followUp.rejected"));
      setEditing(false);
    } catch (e) {
      notify.error(e instanceof ApiError && e.status === 409 ? t("followUp.alreadyDecided") : t("toastMessages:somethingWentWrong"));
    } finally {
      setBusy(null);
    }
  };

  const status = run.data?.state.status;
  return (
    <Drawer.Root open onOpenChange={(e) => !e.open && onClose()} placement="end" size="md">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW={{ base: "100vw", md: "600px" }} w="full" data-testid="follow-up-drawer">
            <Drawer.Header>
              <Drawer.Title>{t("followUp.title")}</Drawer.Title>
            </Drawer.Header>
            {/* Focusable: once decided the drawer holds only text, and a scrolling region must be reachable by keyboard. */}
            <Drawer.Body tabIndex={0}>
              {run.error ? (
                <Text color="fg.error">{t("followUp.loadFailed")}</Text>
              ) : !run.data ? (
                <Spinner />
              ) : (
                <Stack gap="5">
                  <Box>
                    <Text fontWeight="600">
                      {run.data.booth?.contactDetails.personName} · {run.data.booth?.companyName}
                    </Text>
                    <Flex gap="2" align="center" mt="1">
                      <Badge colorPalette={STATUS_COLOR[status!]} data-testid="follow-up-status" data-status={status}>
                        {t(`status.${status}`)}
                      </Badge>
                      {status === "running" && (
                        <>
                          <Spinner size="xs" />
                          <VisuallyHidden>{t("followUp.working")}</VisuallyHidden>
                        </>
                      )}
                      <Text fontSize="sm" color="fg.muted">
                        {formatDateTime(run.data.createdDate)}
                      </Text>
                    </Flex>
                    {run.data.state.error && (
                      <Text mt="2" fontSize="sm" color="fg.error" data-testid="follow-up-error">
                        {run.data.state.error}
                      </Text>
                    )}
                  </Box>
                  <Box>
                    <Heading as="h3" size="sm" mb="2">
                      {t("followUp.steps")}
                    </Heading>
                    <Stack as="ol" gap="1" listStyleType="none" data-testid="follow-up-steps">
                      {run.data.steps.map((s, i) => (
                        <Flex as="li" key={`${s.name}-${i}`} gap="2" align="baseline" data-testid="follow-up-step" data-status={s.status}>
                          <Badge size="sm" colorPalette={STEP_COLOR[s.status]}>
                            {t(`stepStatus.${s.status}`)}
                          </Badge>
                          <Box>
                            <Text fontSize="sm" fontWeight="500">
                              {t(`steps.${s.name}`, { defaultValue: s.name })}
                            </Text>
                            {s.summary && (
                              <Text fontSize="xs" color="fg.muted">
                                {s.summary}
                              </Text>
                            )}
                          </Box>
                        </Flex>
                      ))}
                    </Stack>
                  </Box>
                  {message && (
                    <Box borderWidth="1px" rounded="lg" p="4" data-testid="follow-up-message" data-status={message.status}>
                      <Flex justify="space-between" align="center" mb="2" gap="2" wrap="wrap">
                        <Heading as="h3" size="sm">
                          {t("followUp.draft")}
                        </Heading>
                        <Badge
                          colorPalette={message.status === "sent" ? "green" : message.status === "discarded" ? "gray" : "orange"}
                          data-testid="follow-up-message-status"
                        >
                          {t(`messageStatus.${message.status}`)}
                        </Badge>
                      </Flex>
                      <Text fontSize="sm" color="fg.muted">
                        {t("followUp.to")}: {message.to.map((r) => (r.name ? `${r.name} <${r.email}>` : r.email)).join(", ")}
                      </Text>
                      {editing ? (
                        <Stack gap="3" mt="3">
                          <Field.Root>
                            <Field.Label>{t("followUp.subject")}</Field.Label>
                            <Input value={subject} onChange={(e) => setSubject(e.target.value)} data-testid="follow-up-subject" />
                          </Field.Root>
                          <Field.Root>
                            <Field.Label>{t("followUp.body")}</Field.Label>
                            <Textarea
                              value={body}
                              onChange={(e) => setBody(e.target.value)}
                              rows={10}
                              fontFamily="mono"
                              fontSize="xs"
                              data-testid="follow-up-body"
                            />
                            <Field.HelperText>{t("followUp.bodyHelp")}</Field.HelperText>
                          </Field.Root>
                        </Stack>
                      ) : (
                        <Text mt="2" fontWeight="600" data-testid="follow-up-message-subject">
                          {message.subject}
                        </Text>
                      )}
                      <Box
                        mt="3"
                        p="3"
                        bg="bg.subtle"
                        rounded="md"
                        fontSize="sm"
                        css={{
                          "& p": { mb: "2" },
                          "& ul": { ps: "5", listStyleType: "disc", mb: "2" },
                          "& a": { color: "brand.fg", textDecoration: "underline" },
                        }}
                        data-testid="follow-up-message-body"
                        // Sanitised on the server and again here: the allow-list rebuilds every tag (ADR 0147).
                        dangerouslySetInnerHTML={{ __html: safeHtml(editing ? body : message.body) }}
                      />
                      {message.sentDate && (
                        <Text mt="2" fontSize="sm" color="fg.muted" data-testid="follow-up-sent">
                          {t("followUp.sentOn", { date: formatDateTime(message.sentDate) })}
                        </Text>
                      )}
                      {action?.status === "pending" && (
                        <Flex gap="2" mt="4" wrap="wrap">
                          <Button
                            colorPalette="brand"
                            onClick={() => void send("approve")}
                            loading={busy === "approve"}
                            disabled={!!busy}
                            data-testid="follow-up-approve"
                          >
                            {t("followUp.approve")}
                          </Button>
                          <Button variant="outline" onClick={() => setEditing((v) => !v)} disabled={!!busy} data-testid="follow-up-edit">
                            {editing ? t("followUp.preview") : t("followUp.edit")}
                          </Button>
                          <Button
                            variant="outline"
                            colorPalette="red"
                            onClick={() => void send("reject")}
                            loading={busy === "reject"}
                            disabled={!!busy}
                            data-testid="follow-up-reject"
                          >
                            {t("followUp.reject")}
                          </Button>
                        </Flex>
                      )}
                      {action && action.status !== "pending" && (
                        <Text mt="3" fontSize="sm" data-testid="follow-up-outcome">
                          {t(`outcome.${action.status}`, { date: formatDateTime(action.decidedDate) })}
                        </Text>
                      )}
                    </Box>
                  )}
                  {!message && status && status !== "running" && (
                    <Text fontSize="sm" color="fg.muted" data-testid="follow-up-no-draft">
                      {t("followUp.noDraft")}
                    </Text>
                  )}
                </Stack>
              )}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("followUp.close")} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
