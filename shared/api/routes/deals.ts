import { DealCreate, DealListQuery, DealReminderQuery, DealUpdate } from "../../schemas/deal";
import * as z from "../../schemas/zod";
import { defineRoutes } from "../contract";

/** Deals, contract PDFs and arrival reminders. */
export const dealsRoutes = defineRoutes({
  "deals.list": { method: "GET", path: "/deals", access: "admin", query: DealListQuery, needs: { table: "read" } },
  "deals.create": { method: "PUT", path: "/deals", access: "admin", body: DealCreate, needs: { table: "write" } },
  "deals.get": { method: "GET", path: "/deals/{id}", access: "admin", needs: { table: "read" } },
  "deals.update": { method: "POST", path: "/deals/{id}", access: "admin", body: DealUpdate, needs: { table: "write" } },
  /** The contract price against the price index of the deal's grade (ADR 0210). */
  /** A short-lived signed link to the contract PDF instead of a bearer token in the query (ADR). */
  "deals.contractLink": { method: "POST", path: "/deals/{id}/contract-link", access: "admin", needs: { table: "read" } },
  /** The PDF itself; public, but answers only to a valid unexpired link token. */
  "deals.contract": {
    method: "GET",
    path: "/deals/{id}/contract",
    access: "public",
    query: z.object({ token: z.string().check(z.minLength(1), z.maxLength(500)) }),
    needs: { table: "read" },
  },
  /** A signed link to the built-in sample contract that /contract previews (answered by deals.contract with the id "sample"). */
  "deals.sampleContractLink": { method: "POST", path: "/contract/sample-link", access: "admin", needs: { table: "read" } },
  /** The bell: reminders not yet past, by due date. */
  "deals.reminders": { method: "GET", path: "/deal-reminders", access: "admin", query: DealReminderQuery, needs: { table: "read" } },
});

import type { Page } from "../../schemas/common";
import type { ContractLink, Deal, DealReminderAnswer } from "../../schemas/deal";

/** What each route answers: type-only (no runtime cost), kept apart from the entries; the web client is typed from it (shared/api/responses.ts). */
export interface DealsResponses {
  "deals.list": Page<Deal>;
  "deals.create": Deal;
  "deals.get": Deal;
  "deals.update": Deal;
  "deals.contractLink": ContractLink;
  "deals.sampleContractLink": ContractLink;
  /** The PDF bytes (the handler answers application/pdf). */
  "deals.contract": unknown;
  "deals.reminders": { items: DealReminderAnswer[]; dueNow: number };
}
