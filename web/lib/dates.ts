import { format } from "date-fns";

type DateLike = string | number | Date | null | undefined;
const toDate = (d: DateLike) => (d === null || d === undefined || d === "" ? null : new Date(d));

/** dd/MM/yyyy (marketplace.md §9); empty string for no or invalid date. */
export function formatDate(d: DateLike): string {
  const date = toDate(d);
  return date && !Number.isNaN(date.getTime()) ? format(date, "dd/MM/yyyy") : "";
}

/** dd/MM/yyyy HH:mm (marketplace.md §9). */
export function formatDateTime(d: DateLike): string {
  const date = toDate(d);
  return date && !Number.isNaN(date.getTime()) ? format(date, "dd/MM/yyyy HH:mm") : "";
}
