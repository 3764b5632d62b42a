import { suppressedMessage } from "../../../shared/schemas/mail-suppression";
import { suppressionsOf } from "../../db/queries/mail-suppressions";
import { HttpError } from "../../lib/errors";

/**
 * A send refused before SES was called: a recipient bounced permanently or complained (ADR 0172). 409 with one
 * issue per suppressed address under the request's recipient field; a workflow step turns it into a StepFailed.
 */
export class RecipientSuppressed extends HttpError {
  override name = "RecipientSuppressed";
  constructor(issues: { path: string; message: string }[]) {
    super(409, issues.map((i) => i.message).join("; "), issues);
  }
}

/** Throws RecipientSuppressed when any of `to` is suppressed (one BatchGet); `field` names them in the request. */
export async function refuseSuppressed(to: string[], field: string): Promise<void> {
  const found = await suppressionsOf(to);
  if (!found.size) return;
  const issues = to.flatMap((address) => {
    const s = found.get(address.trim().toLowerCase());
    return s ? [{ path: field, message: suppressedMessage(address, s) }] : [];
  });
  throw new RecipientSuppressed(issues);
}
