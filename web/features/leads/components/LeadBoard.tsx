import { Badge, Card, Flex, Heading, Spinner, Stack, Text } from "@chakra-ui/react";
import {
  closestCorners,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
  type Over,
} from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { BOARD_COLUMNS, type BoardColumn, type LeadCard } from "../../../../shared/schemas/lead";
import { notify } from "../../../components/toaster";
import { moveLead, useBoard } from "../api";
import { afterIdOf, applyMove, columnOfCard, orderBoard, type Columns } from "../board";
import { LeadBoardCard, LeadCardBody, leadTitle } from "./LeadBoardCard";

const isColumn = (s: string): s is BoardColumn => (BOARD_COLUMNS as readonly string[]).includes(s);

/** One column: a drop target even when empty; says so when it has no cards. */
function Column({ status, cards }: { status: BoardColumn; cards: LeadCard[] }) {
  const { t } = useTranslation("leads");
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const headingId = `lead-col-${status}`;
  return (
    <Stack
      as="section"
      aria-labelledby={headingId}
      minW="300px"
      w="300px"
      flexShrink={0}
      bg={isOver ? "brand.subtle" : "bg.muted"}
      rounded="xl"
      p="2"
      gap="2"
      data-testid="lead-column"
      data-status={status}
    >
      <Flex align="center" justify="space-between" px="1" pt="1">
        <Heading as="h2" size="sm" id={headingId}>
          {t(`status.${status}`)}
        </Heading>
        <Badge variant="subtle" size="sm" data-testid="lead-column-count">
          {cards.length}
        </Badge>
      </Flex>
      <SortableContext id={status} items={cards.map((l) => l.id)} strategy={verticalListSortingStrategy}>
        <Stack ref={setNodeRef} gap="2" minH="120px" flex="1" data-testid="lead-column-drop">
          {cards.length === 0 && (
            <Text fontSize="xs" color="fg.muted" textAlign="center" py="6" data-testid="lead-column-empty">
              {t("board.empty")}
            </Text>
          )}
          {cards.map((l) => (
            <LeadBoardCard key={l.id} lead={l} />
          ))}
        </Stack>
      </SortableContext>
    </Stack>
  );
}

/**
 * The leads board (ADR 0135): five columns, every board lead in the stored board order.
 * Dragging a card (pointer or keyboard) to another column sets its status; within a column it reorders. Each
 * drop is one POST /leads/{id}/move that the server applies to the stored order, so concurrent drags of two
 * users both land. The move shows at once and is rolled back with "Something went wrong" when refused.
 */
export default function LeadBoard({ assignee }: { assignee: string | undefined }) {
  const { t } = useTranslation(["leads", "toastMessages"]);
  const { data, error, isLoading, mutate } = useBoard(assignee);
  const server = useMemo(() => (data ? orderBoard(data.columns, data.order) : null), [data]);
  // The board while a drag or its save is under way; null shows the server's.
  const [local, setLocal] = useState<Columns | null>(null);
  const before = useRef<Columns | null>(null);
  const [active, setActive] = useState<LeadCard | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const columns = local ?? server;

  const leadOf = (a: Active | Over | null | undefined) => (a?.data.current as { lead?: LeadCard } | undefined)?.lead;
  const columnOf = (o: Active | Over | null | undefined, cols: Columns | null): BoardColumn | undefined => {
    if (!o || !cols) return undefined;
    if (isColumn(String(o.id))) return o.id as BoardColumn;
    return columnOfCard(cols, String(o.id));
  };
  const columnName = (o: Active | Over | null | undefined) => {
    const c = columnOf(o, columns);
    return c ? t(`status.${c}`) : "";
  };
  const nameOf = (a: Active) => {
    const l = leadOf(a);
    return l ? leadTitle(l) : String(a.id);
  };
  const announcements: Announcements = {
    onDragStart: ({ active: a }) => t("board.announce.start", { name: nameOf(a), column: columnName(a) }),
    onDragOver: ({ active: a, over }) =>
      over ? t("board.announce.over", { name: nameOf(a), column: columnName(over) }) : t("board.announce.outside", { name: nameOf(a) }),
    onDragEnd: ({ active: a, over }) =>
      over ? t("board.announce.end", { name: nameOf(a), column: columnName(over) }) : t("board.announce.cancel", { name: nameOf(a), column: columnName(a) }),
    onDragCancel: ({ active: a }) => t("board.announce.cancel", { name: nameOf(a), column: columnName(a) }),
  };

  /** Where `over` is: a card's index in its column, or the end of an (empty) column. */
  const indexAt = (cols: Columns, to: BoardColumn, over: Over) => {
    const i = cols[to].findIndex((l) => l.id === over.id);
    return i >= 0 ? i : cols[to].length;
  };

  const onDragStart = ({ active: a }: { active: Active }) => {
    before.current = columns;
    setLocal(columns);
    setActive(leadOf(a) ?? null);
  };
  // Across columns the card joins the other column while dragging, so its cards make room for it.
  const onDragOver = ({ active: a, over }: DragOverEvent) => {
    if (!over) return;
    setLocal((cols) => {
      if (!cols) return cols;
      const from = columnOf(a, cols);
      const to = columnOf(over, cols);
      if (!from || !to || from === to) return cols;
      return applyMove(cols, String(a.id), to, indexAt(cols, to, over));
    });
  };
  const cancel = () => {
    setActive(null);
    setLocal(null);
  };
  const onDragEnd = async ({ active: a, over }: DragEndEvent) => {
    setActive(null);
    const start = before.current;
    const cols = local;
    const id = String(a.id);
    const to = columnOf(over, cols);
    if (!over || !cols || !start || !to) return cancel();
    const next = applyMove(cols, id, to, indexAt(cols, to, over));
    const afterId = afterIdOf(next, id);
    if (columnOfCard(start, id) === to && afterIdOf(start, id) === afterId) return cancel();
    setLocal(next);
    try {
      const answer = await moveLead(id, to, afterId);
      // The server's order (with any other user's moves) over the cards as now shown.
      await mutate({ columns: next, order: answer.order }, { revalidate: false });
    } catch {
      notify.error(t("toastMessages:somethingWentWrong"));
    } finally {
      setLocal(null);
    }
  };

  if (isLoading && !data)
    return (
      <Flex justify="center" py="16">
        <Spinner color="brand.solid" />
      </Flex>
    );
  if (error && !data)
    return (
      <Text color="fg.error" textAlign="center" py="16" data-testid="board-error">
        {t("board.loadFailed")}
      </Text>
    );
  if (!columns) return null;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t("board.instructions") } }}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragCancel={cancel}
      onDragEnd={(e) => void onDragEnd(e)}
    >
      {/* Focusable, so keyboard users can scroll the columns sideways; phones scroll it horizontally. */}
      <Flex
        gap="3"
        overflowX="auto"
        pb="3"
        align="stretch"
        data-testid="leads-board"
        role="region"
        aria-label={t("board.label")}
        tabIndex={0}
        _focusVisible={{ outline: "2px solid", outlineColor: "brand.solid" }}
      >
        {BOARD_COLUMNS.map((s) => (
          <Column key={s} status={s} cards={columns[s]} />
        ))}
      </Flex>
      <DragOverlay>
        {active ? (
          <Card.Root size="sm" rounded="lg" boxShadow="lg" cursor="grabbing" w="284px">
            <LeadCardBody lead={active} />
          </Card.Root>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
