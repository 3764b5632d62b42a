import { AuditListQuery } from "../../schemas/audit";
import { defineRoutes } from "../contract";

/** Records' histories, newest first: staff read every record's, other users their own company's records'. */
export const auditRoutes = defineRoutes({
  "audit.list": { method: "GET", path: "/audit", access: "user", query: AuditListQuery, needs: { table: "read" } },
});

import type { AuditEntry } from "../../schemas/audit";
import type { Page } from "../../schemas/common";

/** What each route answers: type-only (no runtime cost), kept apart from the entries; the web client is typed from it (shared/api/responses.ts). */
export interface AuditResponses {
  "audit.list": Page<AuditEntry>;
}
