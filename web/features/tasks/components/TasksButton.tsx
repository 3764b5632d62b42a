import { Badge, Box, Button, CloseButton, Drawer, EmptyState, Field, Flex, Portal, Spinner, Stack, Text, VStack } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { Task } from "../../../../shared/schemas/task";
import { staffName, useStaff } from "../../../lib/users";
import { useTasks } from "../api";
import { TasksIcon } from "../icons";
import { isOverdue } from "../overdue";
import { TaskForm } from "./TaskForm";
import { TaskRow } from "./TaskRow";
import { SelectField } from "../../../components/form/SelectField";

/** The board drawer's filter parameter (taskAssignee filters the tasks drawer). */
export const TASK_ASSIGNEE_PARAM = "taskAssignee";

/**
 * The Tasks button and its drawer: on a lead, that lead's tasks with the new-task form;
 * without a topic (the board), every task, filtered by ?taskAssignee=. 400px wide at sm, 500px at md, the
 * whole width on phones. Open tasks come first by due date (the server's order), so overdue ones lead.
 */
export function TasksButton({ topicType, topicId }: { topicType?: "LEAD"; topicId?: string }) {
  const { t } = useTranslation("tasks");
  const [open, setOpen] = useState(false);
  const [params, setParams] = useSearchParams();
  const { staff } = useStaff();
  const onTopic = Boolean(topicType && topicId);
  const assignee = onTopic ? undefined : params.get(TASK_ASSIGNEE_PARAM) || undefined;
  // The pages read so far, for the list they were read from: another assignee or topic starts at page one.
  const listKey = `${topicId ?? ""}|${assignee ?? ""}`;
  const [paging, setPaging] = useState<{ listKey: string; cursors: string[] }>({ listKey, cursors: [] });
  const cursors = paging.listKey === listKey ? paging.cursors : [];
  const setCursors = (next: string[]) => setPaging({ listKey, cursors: next });
  const cursor = cursors.at(-1);
  // The first page is read even when closed, so the button can count the overdue tasks.
  const { data, error, isLoading } = useTasks({ topicType, topicId, assignee }, cursor, true);
  const items: Task[] = data?.items ?? [];
  const overdue = cursor ? 0 : items.filter((task) => isOverdue(task)).length;

  const setAssignee = (value: string) =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      if (value) out.set(TASK_ASSIGNEE_PARAM, value);
      else out.delete(TASK_ASSIGNEE_PARAM);
      return out;
    });

  return (
    <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="end">
      <Drawer.Trigger asChild>
        <Button variant="outline" size="sm" data-testid="tasks-button">
          <TasksIcon />
          {t("button")}
          {overdue > 0 && (
            <Badge colorPalette="red" variant="solid" size="sm" aria-label={t("overdueCount", { count: overdue })}>
              {overdue}
            </Badge>
          )}
        </Button>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW={{ base: "100vw", sm: "400px", md: "500px" }} w="full" data-testid="tasks-drawer">
            <Drawer.Header>
              <Drawer.Title>{onTopic ? t("title") : t("allTitle")}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="4">
                {onTopic && <TaskForm topicType={topicType!} topicId={topicId!} />}
                {!onTopic && (
                  <Field.Root>
                    <Field.Label>{t("filterAssignee")}</Field.Label>
                    <SelectField
                      size="sm"
                      value={assignee ?? ""}
                      onValueChange={setAssignee}
                      data-testid="task-assignee-filter"
                      placeholder={t("everyone")}
                      options={[{ value: "none", label: t("unassigned") }, ...staff.map((u) => ({ value: u.id, label: staffName(u) }))]}
                    />
                  </Field.Root>
                )}
                {error ? (
                  <Text color="fg.error">{t("loadFailed")}</Text>
                ) : isLoading && !data ? (
                  <Flex justify="center" py="8">
                    <Spinner color="brand.solid" />
                  </Flex>
                ) : items.length === 0 && !cursor ? (
                  <EmptyState.Root data-testid="tasks-empty">
                    <EmptyState.Content>
                      <EmptyState.Indicator>
                        <TasksIcon boxSize="8" />
                      </EmptyState.Indicator>
                      <VStack textAlign="center">
                        <EmptyState.Title>{t("empty")}</EmptyState.Title>
                      </VStack>
                    </EmptyState.Content>
                  </EmptyState.Root>
                ) : (
                  <Box as="ul" display="flex" flexDirection="column" gap="2" data-testid="tasks-list" aria-label={t("listLabel")}>
                    {items.map((task) => (
                      <TaskRow key={task.id} task={task} showTopic={!onTopic} />
                    ))}
                  </Box>
                )}
                <Flex justify="space-between">
                  {cursors.length > 0 ? (
                    <Button size="sm" variant="ghost" onClick={() => setCursors(cursors.slice(0, -1))}>
                      {t("previous")}
                    </Button>
                  ) : (
                    <span />
                  )}
                  {data?.cursor && (
                    <Button size="sm" variant="ghost" onClick={() => setCursors([...cursors, data.cursor!])}>
                      {t("next")}
                    </Button>
                  )}
                </Flex>
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("close")} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
