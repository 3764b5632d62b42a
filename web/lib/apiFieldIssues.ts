import { ApiError } from "./api";

/**
 * The API's field issues as form field names: "body.address.city" → "address.city". Issues on the path or
 * query, or with no path, belong to no field and are left out (the caller's toast covers them).
 */
export function apiFieldIssues(err: unknown): { field: string; message: string }[] {
  if (!(err instanceof ApiError)) return [];
  return err.issues.filter((i) => i.path.startsWith("body.")).map((i) => ({ field: i.path.slice("body.".length), message: i.message }));
}
