import { KFairDecision } from "../../schemas/workflow";
import { defineRoutes, FILES } from "../contract";

/** A kFair run, its drafted messages and pending actions. Staff only. */
export const kfairRoutes = defineRoutes({
  /** The booth row comes with its photo's signed URL. */
  "kfair.get": { method: "GET", path: "/k-fair/workflows/{id}", access: "admin", needs: { table: "read", files: { access: "read", prefixes: [FILES.booth] } } },
  "kfair.messages": { method: "GET", path: "/k-fair/workflows/{id}/messages", access: "admin", needs: { table: "read" } },
  "kfair.actions": { method: "GET", path: "/k-fair/workflows/{id}/actions", access: "admin", needs: { table: "read" } },
  /** Approve (sends the outreach e-mail through SES) or reject the pending action; the run completes. */
  "kfair.decide": { method: "POST", path: "/k-fair/workflows/{id}", access: "admin", body: KFairDecision, needs: { table: "write", mail: true } },
});

import type { BoothRow } from "../../schemas/booth";
import type { KFairAction, KFairMessage, WorkflowRun } from "../../schemas/workflow";

export interface KfairResponses {
  "kfair.get": WorkflowRun & { booth: BoothRow | null };
  "kfair.messages": { items: KFairMessage[] };
  "kfair.actions": { items: KFairAction[] };
  "kfair.decide": { action: KFairAction; message: KFairMessage; run: WorkflowRun };
}
