import useSWR, { mutate } from "swr";
import { BOARD_COLUMNS, type BoardColumn, type Lead, type LeadCard, type LeadInput, type LeadsBoardOrder } from "../../../shared/schemas/lead";
import { call } from "../../lib/api";
import { invalidate, setCached, useApi } from "../../lib/queryKeys";

/** Lead API hooks and calls. */

/** The most a list page holds (shared pageQuery). */
export const BOARD_PAGE = 200;

export interface BoardData {
  columns: Record<BoardColumn, LeadCard[]>;
  order: LeadsBoardOrder;
}

/** A column read to its end, page by page (newest first); ~400 cards a column at 2,000 leads is two pages. */
async function readColumn(status: BoardColumn, assignee: string | undefined) {
  const items: LeadCard[] = [];
  let cursor: string | undefined;
  let order: LeadsBoardOrder = {};
  do {
    const page = await call("GET /leads", { query: { status, assignee, limit: BOARD_PAGE, cursor } });
    items.push(...page.items);
    order = page.order ?? order;
    cursor = page.cursor ?? undefined;
  } while (cursor);
  return { items, order };
}

/** The board's key: one SWR entry per assignee filter, so a move can update it in place. */
export const boardKey = (assignee: string | undefined) => ["leads-board", assignee ?? ""] as const;

async function readBoard([, assignee]: readonly [string, string]): Promise<BoardData> {
  const read = await Promise.all(BOARD_COLUMNS.map((s) => readColumn(s, assignee || undefined)));
  const columns = Object.fromEntries(BOARD_COLUMNS.map((s, i) => [s, read[i].items])) as Record<BoardColumn, LeadCard[]>;
  // each column's first page carries that column's order
  return { columns, order: Object.assign({}, ...read.map((r) => r.order)) as LeadsBoardOrder };
}

/** The five columns, every card, with the stored board order (each column's comes with its first page). */
export const useBoard = (assignee: string | undefined) => useSWR(boardKey(assignee), readBoard, { keepPreviousData: true });
/** Every cached board (each assignee filter). */
const refreshBoards = () => mutate((key) => Array.isArray(key) && key[0] === "leads-board");

export const useLead = (id: string) => useApi("GET /leads/{id}", id ? { params: { id } } : null);
export const useLeadAnalytics = () => useApi("GET /leads/analytics", {});

export async function createLead(input: LeadInput): Promise<Lead> {
  const created = await call("PUT /leads", { body: input });
  await setCached("GET /leads/{id}", { id: created.id }, created);
  void refreshBoards();
  void invalidate("GET /leads");
  void invalidate("GET /leads/analytics");
  return created;
}

/** One drag: the server applies it to the stored order (ADR 0135) and answers the new order. */
export async function moveLead(id: string, column: BoardColumn, afterId: string | null) {
  const answer = await call("POST /leads/{id}/move", { params: { id }, body: { column, afterId } });
  void invalidate("GET /leads/{id}", { id });
  void invalidate("GET /leads/analytics");
  return answer;
}
