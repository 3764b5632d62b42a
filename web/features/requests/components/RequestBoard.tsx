import { Badge, Box, Card, Flex, Heading, Spinner, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
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
  type Over,
} from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { MaterialRequestAnswer, RequestBoardColumn, RequestStatus } from "../../../../shared/schemas/material-request";
import { notify } from "../../../components/toaster";
import { refreshLists, setRequestStatus, useBoard } from "../api";
import { isRequestStatus, REQUEST_STATUSES } from "../enums";
import { BoardCard, BoardCardBody, cardTitle } from "./BoardCard";
import { STATUS_PALETTE } from "./StatusBadge";

/** Optimistic moves not yet confirmed by a refetch: request id → the request and the status it was dropped on. */
type Moves = Record<string, { request: MaterialRequestAnswer; to: RequestStatus }>;

/** What the one board read holds for a column: its cards once loaded, whether it failed. */
interface ColumnRead {
  column: RequestBoardColumn | undefined;
  loading: boolean;
  failed: boolean;
}

/** One status column of the board's one read (newest first); a drop target even when empty. */
function Column({ status, read, moves, isSuperAdmin }: { status: RequestStatus; read: ColumnRead; moves: Moves; isSuperAdmin: boolean }) {
  const { t } = useTranslation(["materialRequests", "common"]);
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const items = useMemo(() => {
    const own = (read.column?.items ?? []).filter((r) => !moves[r.id] || moves[r.id].to === status);
    const ids = new Set(own.map((r) => r.id));
    const arriving = Object.values(moves)
      .filter((m) => m.to === status && !ids.has(m.request.id))
      .map((m) => ({ ...m.request, status }));
    return [...arriving, ...own];
  }, [read.column, moves, status]);
  const headingId = `board-col-${status}`;
  const total = read.column?.more ? `${items.length}+` : String(items.length);
  return (
    <Stack
      as="section"
      aria-labelledby={headingId}
      w={{ base: "260px", md: "280px" }}
      flexShrink={0}
      bg={isOver ? "brand.subtle" : "bg.muted"}
      rounded="xl"
      p="2"
      gap="2"
      transition="background 0.15s"
      data-testid="board-column"
      data-status={status}
      aria-busy={read.loading}
    >
      <Flex align="center" justify="space-between" px="1" pt="1">
        <Flex align="center" gap="2">
          <Box boxSize="2.5" rounded="full" bg={`${STATUS_PALETTE[status]}.solid`} aria-hidden="true" />
          <Heading as="h2" size="sm" id={headingId}>
            {t(`status.${status}`)}
          </Heading>
        </Flex>
        {/* Until the board has loaded the count is unknown, not 0. */}
        <Badge variant="subtle" size="sm" data-testid="board-count" data-loading={read.loading || undefined}>
          {read.loading ? (
            <>
              <Spinner size="xs" aria-hidden="true" />
              <VisuallyHidden>{t("common:loading")}</VisuallyHidden>
            </>
          ) : read.failed ? (
            "–"
          ) : (
            total
          )}
        </Badge>
      </Flex>
      <SortableContext id={status} items={items.map((r) => r.id)} strategy={verticalListSortingStrategy}>
        <Stack ref={setNodeRef} gap="2" minH="120px" flex="1" data-testid="board-drop">
          {read.loading && <Spinner size="sm" color="brand.solid" alignSelf="center" my="4" />}
          {read.failed && (
            <Text fontSize="xs" color="fg.error" textAlign="center" py="6">
              {t("list.loadFailed")}
            </Text>
          )}
          {!read.loading && !read.failed && items.length === 0 && (
            <Text fontSize="xs" color="fg.muted" textAlign="center" py="6">
              {t("board.empty")}
            </Text>
          )}
          {items.map((r) => (
            <BoardCard key={r.id} request={r} isSuperAdmin={isSuperAdmin} />
          ))}
        </Stack>
      </SortableContext>
    </Stack>
  );
}

/**
 * The board (a kanban-style board, cards dragged between columns; ADR 0133): one column per
 * request status; super admins move a card to another column to set its status (POST /material-requests/{id}),
 * by pointer or keyboard, with translated screen-reader announcements. The move shows at once and is rolled
 * back with an 'error' toast when the API refuses it. Others see the board read-only.
 */
export default function RequestBoard({ query, isSuperAdmin }: { query: Record<string, string>; isSuperAdmin: boolean }) {
  const { t } = useTranslation(["materialRequests", "toastMessages"]);
  const filterStatus = query.status;
  // One call answers every column (or the one the status filter names).
  const board = useBoard(query);
  const [moves, setMoves] = useState<Moves>({});
  const [active, setActive] = useState<MaterialRequestAnswer | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const shown = filterStatus && isRequestStatus(filterStatus) ? [filterStatus] : REQUEST_STATUSES;
  // Cards carry their request (useSortable data); a drop target is a column (its status) or a card in one.
  const requestOf = (a: Active | Over | null | undefined) => (a?.data.current as { request?: MaterialRequestAnswer } | undefined)?.request;
  const columnOf = (o: Active | Over | null | undefined): RequestStatus | undefined => {
    if (!o) return undefined;
    if (isRequestStatus(String(o.id))) return o.id as RequestStatus;
    const r = requestOf(o);
    return r ? (moves[r.id]?.to ?? r.status) : undefined;
  };
  const statusName = (o: Active | Over | null | undefined) => {
    const s = columnOf(o);
    return s ? t(`status.${s}`) : "";
  };
  const nameOf = (a: Active) => {
    const r = requestOf(a);
    return r ? cardTitle(r) : String(a.id);
  };

  const announcements: Announcements = {
    onDragStart: ({ active: a }) => t("board.announce.start", { name: nameOf(a), column: statusName(a) }),
    onDragOver: ({ active: a, over }) =>
      over ? t("board.announce.over", { name: nameOf(a), column: statusName(over) }) : t("board.announce.outside", { name: nameOf(a) }),
    onDragEnd: ({ active: a, over }) =>
      over ? t("board.announce.end", { name: nameOf(a), column: statusName(over) }) : t("board.announce.cancel", { name: nameOf(a), column: statusName(a) }),
    onDragCancel: ({ active: a }) => t("board.announce.cancel", { name: nameOf(a), column: statusName(a) }),
  };

  const move = async (request: MaterialRequestAnswer, to: RequestStatus) => {
    setMoves((m) => ({ ...m, [request.id]: { request, to } }));
    try {
      await setRequestStatus(request.id, to);
      await refreshLists();
      notify.success(t("toastMessages:success"));
    } catch {
      notify.error(t("toastMessages:error"));
    } finally {
      // Confirmed: the refetched columns now hold it; refused: it goes back where it was.
      setMoves(({ [request.id]: _gone, ...rest }) => rest);
    }
  };
  const onDragEnd = ({ active: a, over }: DragEndEvent) => {
    setActive(null);
    const request = requestOf(a);
    const to = columnOf(over);
    if (request && to && to !== (moves[request.id]?.to ?? request.status)) void move(request, to);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t("board.instructions") } }}
      onDragStart={({ active: a }) => setActive(requestOf(a) ?? null)}
      onDragCancel={() => setActive(null)}
      onDragEnd={onDragEnd}
    >
      {/* Focusable, so keyboard users can scroll the columns sideways even when no card has a handle. */}
      <Flex
        gap="3"
        overflowX="auto"
        pb="3"
        align="stretch"
        data-testid="requests-board"
        role="region"
        aria-label={t("board.label")}
        tabIndex={0}
        _focusVisible={{ outline: "2px solid", outlineColor: "brand.solid" }}
      >
        {shown.map((s) => (
          <Column
            key={s}
            status={s}
            read={{ column: board.data?.columns.find((c) => c.status === s), loading: board.isLoading, failed: board.error != null && !board.data }}
            moves={moves}
            isSuperAdmin={isSuperAdmin}
          />
        ))}
      </Flex>
      <DragOverlay>
        {active ? (
          <Card.Root size="sm" rounded="lg" boxShadow="lg" cursor="grabbing">
            <BoardCardBody request={active} isSuperAdmin={false} />
          </Card.Root>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
