import { z } from "zod";
import { currencies } from "./enums";

export { currencies };

/** Blank strings from forms become null (spec: "blank strings become null"). */
export const blankToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);

export const nonEmpty = z.string().trim().min(1, "Must not be empty");
export const email = z.email("Invalid email address");
export const countryCode = z
  .string()
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{2}$/, "Must be exactly 2 letters"));
export const languageCode = z.string().regex(/^[a-z]{2}$/i, "Must be 2 letters");
export const Currency = z.enum(currencies);
export const id = z.string().min(1).max(64);
export const isoDate = z.iso.datetime();

/** Paginated list answer used by every list route. */
export const pageQuery = z.object({
  cursor: z.string().max(2000).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});
export type PageQuery = z.infer<typeof pageQuery>;
export interface Page<T> {
  items: T[];
  cursor: string | null;
}

/** Server-managed fields every stored record carries. */
export interface Audited {
  createdDate: string;
  updatedDate: string;
  createdBy: string;
  updatedBy: string;
  version: number;
}
