import type { InterestType } from "../../../shared/schemas/interest";
import { call } from "../../lib/api";
import { invalidate, useApi } from "../../lib/queryKeys";

/** Interest API hooks (ADR 0152). */

export const PAGE_SIZE = 25;

/** The Catalog view is the CATALOG type; All is every type (each on its own index, newest first). */
export const useInterests = (type: InterestType | undefined, cursor: string | undefined) =>
  useApi("GET /interests", { query: { type, cursor, limit: PAGE_SIZE } }, { keepPreviousData: true });

export async function interestToLead(id: string) {
  const out = await call("POST /interests/{id}/lead", { params: { id } });
  await Promise.all([invalidate("GET /interests"), invalidate("GET /leads")]);
  return out;
}
