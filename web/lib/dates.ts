import { format } from "date-fns";

type DateLike = string | number | Date | null | undefined;
const toDate = (d: DateLike) => (d === null || d === undefined || d === "" ? null : new Date(d));

/** dd/MM/yyyy; empty string for no or invalid date. */
export function formatDate(d: DateLike): string {
  const date = toDate(d);
  return date && !Number.isNaN(date.getTime()) ? format(date, "dd/MM/yyyy") : "";
}

/** dd/MM/yyyy HH:mm. */
export function formatDateTime(d: DateLike): string {
  const date = toDate(d);
  return date && !Number.isNaN(date.getTime()) ? format(date, "dd/MM/yyyy HH:mm") : "";
}

/** dd/MM/yyyy of a calendar date (YYYY-MM-DD) without going through a time zone; "" for none. */
export const formatDay = (iso: string | null | undefined) => (iso ? iso.slice(0, 10).split("-").reverse().join("/") : "");

/**
 * A typed calendar date as YYYY-MM-DD: day, month and year in that order (dd/MM/yyyy, also with dots or
 * dashes and one-digit day or month), or an ISO date as pasted; null when it is no real date.
 */
export function parseDay(text: string): string | null {
  const t = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t);
  const parts = iso ? [iso[1], iso[2], iso[3]] : dmy ? [dmy[3], dmy[2], dmy[1]] : null;
  if (!parts) return null;
  const [y, m, d] = parts;
  const day = `${y}-${m.padStart(2, "0")}-${d.padStart(2, "0")}`;
  const check = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(check.getTime()) && check.toISOString().slice(0, 10) === day ? day : null;
}
