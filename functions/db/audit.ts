import type { Attribute } from "electrodb";

/** Attributes every entity carries: audit dates and authors, and the optimistic-concurrency version. */
export const auditAttributes = {
  createdDate: { type: "string", required: true, readOnly: true },
  createdBy: { type: "string", required: true, readOnly: true },
  updatedDate: { type: "string", required: true },
  updatedBy: { type: "string", required: true },
  version: { type: "number", required: true, default: 1 },
} satisfies Record<string, Attribute>;

/**
 * The dates and author of records that are not edited with optimistic concurrency (workflow runs, researches,
 * suspects, booth visits): written by steps or once, so no version and no editor.
 */
export const createdAttributes = {
  createdDate: auditAttributes.createdDate,
  createdBy: auditAttributes.createdBy,
  updatedDate: auditAttributes.updatedDate,
} satisfies Record<string, Attribute>;

export const now = () => new Date().toISOString();

export function createdBy(userId: string) {
  const at = now();
  return { createdDate: at, updatedDate: at, createdBy: userId, updatedBy: userId, version: 1 };
}

export function updatedBy(userId: string) {
  return { updatedDate: now(), updatedBy: userId };
}
