import { BOARD_COLUMNS, type BoardColumn, type LeadCard, type LeadsBoardOrder } from "../../../shared/schemas/lead";

/**
 * The board's pure rules (ADR 0135), shared by the board and its tests: how a column is ordered from the
 * stored order, and what one drag does to the columns on screen (the server applies the same edit).
 */
export type Columns = Record<BoardColumn, LeadCard[]>;

/**
 * A column's cards in board order: cards the stored order does not name first (newest first, as read), then
 * the named ones in stored order. Ids of leads that are gone or in another column are dropped.
 */
export function orderColumn(cards: LeadCard[], ids: string[] | undefined): LeadCard[] {
  const pos = new Map((ids ?? []).map((id, i) => [id, i]));
  const unnamed = cards.filter((c) => !pos.has(c.id));
  const named = cards.filter((c) => pos.has(c.id)).sort((a, b) => pos.get(a.id)! - pos.get(b.id)!);
  return [...unnamed, ...named];
}

export function orderBoard(columns: Columns, order: LeadsBoardOrder): Columns {
  return Object.fromEntries(BOARD_COLUMNS.map((c) => [c, orderColumn(columns[c] ?? [], order[c])])) as Columns;
}

export const columnOfCard = (columns: Columns, id: string): BoardColumn | undefined => BOARD_COLUMNS.find((c) => columns[c].some((l) => l.id === id));

/** One drag on screen: the card leaves its column and lands in `to` at `index` (its status follows the column). */
export function applyMove(columns: Columns, id: string, to: BoardColumn, index: number): Columns {
  const from = columnOfCard(columns, id);
  if (!from) return columns;
  const card = columns[from].find((l) => l.id === id)!;
  const out = { ...columns, [from]: columns[from].filter((l) => l.id !== id) } as Columns;
  const target = [...out[to]];
  target.splice(Math.max(0, Math.min(index, target.length)), 0, { ...card, status: to });
  out[to] = target;
  return out;
}

/** The card before `id` in its column after a move (null: the top): what POST /leads/{id}/move names. */
export function afterIdOf(columns: Columns, id: string): string | null {
  const col = columnOfCard(columns, id);
  if (!col) return null;
  const i = columns[col].findIndex((l) => l.id === id);
  return i > 0 ? columns[col][i - 1].id : null;
}

/** The stored order as the board now shows it (kept in the cache after a move until the refetch). */
export const orderOf = (columns: Columns): LeadsBoardOrder => Object.fromEntries(BOARD_COLUMNS.map((c) => [c, columns[c].map((l) => l.id)]));
