import { requestStatuses, type MaterialRequestBoardQuery, type RequestBoard } from "../../../shared/schemas/material-request";
import { listRequests } from "./queries";
import { LIST_BYTE_BUDGET } from "../../db/queries/ordered-lists";
import type { AuthContext } from "../../lib/auth";
import { requestViews } from "./view";

/** Cards per column when the query names no limit (the list view pages through the rest). */
export const BOARD_COLUMN_LIMIT = 50;

/**
 * GET /material-requests/board: every status column in one answer (or the one `status` names), each the
 * newest requests of its status with the list's filters and whether it holds more. Staff read each column
 * from the status index (one Query per column, in parallel); ordinary users their company's requests, as in
 * the list. The pages share one byte budget and one shaping pass (one BatchGet per embedded kind).
 */
export async function board(query: Partial<MaterialRequestBoardQuery>, auth: AuthContext): Promise<RequestBoard> {
  const { limit, status, ...filters } = query;
  const statuses = status ? [status] : [...requestStatuses];
  if (!auth.isSuperAdmin) {
    if (!auth.companyId) return { columns: statuses.map((s) => ({ status: s, items: [], more: false })) };
    filters.companyId = auth.companyId;
    delete filters.assignee;
  }
  const budget = Math.floor(LIST_BYTE_BUDGET / statuses.length);
  const pages = await Promise.all(
    statuses.map((s) => listRequests({ ...filters, status: s }, { limit: limit ?? BOARD_COLUMN_LIMIT }, (items) => items, budget)),
  );
  const views = await requestViews(
    pages.flatMap((p) => p.items),
    auth,
  );
  let at = 0;
  return {
    columns: statuses.map((s, i) => {
      const items = views.slice(at, (at += pages[i].items.length));
      return { status: s, items, more: pages[i].cursor !== null };
    }),
  };
}
