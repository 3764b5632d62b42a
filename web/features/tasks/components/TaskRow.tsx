import { Badge, Box, Button, Flex, HStack, IconButton, Link, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import type { Task } from "../../../../shared/schemas/task";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { notify } from "../../../components/toaster";
import { ApiError } from "../../../lib/api";
import { formatDateTime } from "../../../lib/dates";
import { deleteTask, setTaskStatus } from "../api";
import { ClockAlertIcon, TrashIcon } from "../icons";
import { isOverdue } from "../overdue";

/**
 * One task: description, due date, assignee (and on the board's drawer its lead), Resolve / Re-open and
 * delete. An overdue open task gets a red edge and due date AND an "Overdue" badge with an icon, so it does
 * not depend on colour alone; a done task is muted and struck through.
 */
export function TaskRow({ task, showTopic }: { task: Task; showTopic: boolean }) {
  const { t } = useTranslation("tasks");
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const overdue = isOverdue(task);
  const done = task.status === "done";

  const run = async (fn: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await fn();
    } catch (e) {
      notify.error(t(e instanceof ApiError && e.status === 409 ? "toast.conflict" : "toast.error"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      as="li"
      listStyleType="none"
      borderWidth="1px"
      borderInlineStartWidth="4px"
      borderInlineStartColor={overdue ? "red.solid" : done ? "border" : "brand.solid"}
      rounded="lg"
      p="3"
      bg={done ? "bg.subtle" : "bg"}
      data-testid="task-item"
      data-status={task.status}
      data-overdue={overdue || undefined}
    >
      <Text whiteSpace="pre-wrap" textDecoration={done ? "line-through" : undefined} color={done ? "fg.muted" : undefined} data-testid="task-text">
        {task.description}
      </Text>
      {showTopic && task.topic && (
        <Link asChild fontSize="sm" color="fg.muted" mt="1" display="block">
          <RouterLink to={`/leads/${task.topic.id}`}>{task.topic.title}</RouterLink>
        </Link>
      )}
      <Flex mt="2" gap="2" wrap="wrap" align="center" fontSize="sm">
        {task.dueDate && (
          <Text color={overdue ? "fg.error" : "fg.muted"} fontWeight={overdue ? "600" : undefined}>
            {t("due", { date: formatDateTime(task.dueDate) })}
          </Text>
        )}
        {overdue && (
          <Badge colorPalette="red" variant="solid" gap="1" data-testid="task-overdue">
            <ClockAlertIcon boxSize="3.5" />
            {t("overdue")}
          </Badge>
        )}
        {done && <Badge variant="subtle">{t("status.done")}</Badge>}
        <Text color="fg.muted">· {task.assignee?.name ?? t("unassigned")}</Text>
      </Flex>
      <HStack mt="2" justify="flex-end" gap="1">
        <Button
          size="xs"
          variant="outline"
          loading={busy}
          onClick={() => void run(() => setTaskStatus(task, done ? "open" : "done"))}
          data-testid={done ? "task-reopen" : "task-resolve"}
        >
          {done ? t("reopen") : t("resolve")}
        </Button>
        <IconButton
          size="xs"
          variant="ghost"
          colorPalette="red"
          aria-label={t("delete")}
          title={t("delete")}
          onClick={() => setConfirming(true)}
          data-testid="task-delete"
        >
          <TrashIcon />
        </IconButton>
      </HStack>
      <ConfirmDialog
        open={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          void run(async () => {
            await deleteTask(task);
            setConfirming(false);
          })
        }
        busy={busy}
        title={t("deleteTitle")}
        text={t("deleteText")}
        confirmLabel={t("delete")}
        cancelLabel={t("cancel")}
        testId="task-delete"
      />
    </Box>
  );
}
