/**
 * Epoch-seconds attribute DynamoDB's TTL removes items by in AWS (sessions, rate counters, idempotency records);
 * dynalite has no TTL. Here, not in functions/db/table.ts (which re-exports it), so lib's idempotency records
 * name it without importing table code.
 */
export const TTL_ATTRIBUTE = "expiresAt";
