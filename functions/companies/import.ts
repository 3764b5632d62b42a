import { companiesRoutes } from "../../shared/api/routes/companies";
import { importRows } from "../core/companies/import";
import { route } from "../lib/handler";
import { idempotencyKeyOf } from "../lib/idempotency";

/** The Idempotency-Key names the batch: its re-runs keep contacts staff deleted after it began (ADR 0175). */
export const handler = route(companiesRoutes, "companies.import", ({ body, auth, event }) => importRows(body.rows, auth, idempotencyKeyOf(event.headers)));
