/**
 * Who a write is recorded as done by (createdBy, updatedBy, events). A signed-in caller's AuthContext is
 * one; work no request carries (a workflow step) acts as a SystemActor: the step that writes, on behalf of
 * the user who started the work, and with no role, so nothing can read it as a staff or company caller.
 */
export interface Actor {
  userId: string;
}

export interface SystemActor extends Actor {
  kind: "system";
  /** The workflow step that writes, e.g. "kFair.FindOrCreate". */
  step: string;
}

export const systemActor = (step: string, onBehalfOf: string): SystemActor => ({ kind: "system", step, userId: onBehalfOf });
