import { dealsRoutes } from "../../../shared/api/routes/deals";
import { contractPdfHeaders } from "../../../shared/http/security-headers";
import { Reply } from "../../lib/handler";
import { route } from "../route";
import { SAMPLE_DEAL_ID, signContractLink } from "./contract-link";
import * as Deals from "./index";

/**
 * The deals routes' handlers, one export per route named after the part of its id after the dot
 * ("deals.list" → `list`). Each route's Lambda entry is generated from this map at build time
 * (infra/route-entries.ts); each call is marked pure, so a Lambda's bundle leaves out the other handlers.
 */
export const list = /* @__PURE__ */ route(dealsRoutes, "deals.list", ({ query }) => Deals.list(query));

export const create = /* @__PURE__ */ route(dealsRoutes, "deals.create", async ({ body, auth }) => new Reply(201, await Deals.create(body, auth)));

export const get = /* @__PURE__ */ route(dealsRoutes, "deals.get", ({ params }) => Deals.get(params.id));

export const update = /* @__PURE__ */ route(dealsRoutes, "deals.update", ({ params, body, auth }) => Deals.update(params.id, body, auth));

export const contractLink = /* @__PURE__ */ route(dealsRoutes, "deals.contractLink", ({ params }) => Deals.contractLink(params.id));

/**
 * The contract PDF for a signed link (ADR 0139); the only handler that bundles pdf-lib for deals. The PDF
 * module is imported where it is used: a static import here would keep pdf-lib (whose modules run code
 * as they load) in every deals Lambda, whichever handler it serves.
 */
export const contract = /* @__PURE__ */ route(dealsRoutes, "deals.contract", async ({ params, query }) => {
  const { contractPdf } = await import("./contract");
  const { bytes, fileName } = await contractPdf(params.id, query.token);
  return new Reply(200, bytes, {
    "content-type": "application/pdf",
    "content-disposition": `inline; filename="${fileName}"`,
    "cache-control": "private, no-store",
    ...contractPdfHeaders(),
  });
});

/** The /contract preview's link to the built-in sample contract (no deal, no table). */
export const sampleContractLink = /* @__PURE__ */ route(dealsRoutes, "deals.sampleContractLink", async () => signContractLink(SAMPLE_DEAL_ID));

export const reminders = /* @__PURE__ */ route(dealsRoutes, "deals.reminders", ({ query }) => Deals.reminders(query));
