import { currencies } from "./enums";
import * as z from "./zod";

export { currencies };

/** Blank strings from forms become null (spec: "blank strings become null"). */
export const blankToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);

export const nonEmpty = z.string().check(z.trim(), z.minLength(1, "Must not be empty"));
export const email = z.email("Invalid email address");
export const countryCode = z.pipe(
  z.pipe(z.string().check(z.trim()), z.transform((s: string) => s.toUpperCase())),
  z.string().check(z.regex(/^[A-Z]{2}$/, "Must be exactly 2 letters")),
);
export const languageCode = z.string().check(z.regex(/^[a-z]{2}$/i, "Must be 2 letters"));
export const Currency = z.enum(currencies);
export const id = z.string().check(z.minLength(1), z.maxLength(64));
export const isoDate = z.iso.datetime();

/** Paginated list answer used by every list route. */
export const pageQuery = z.object({
  cursor: z.optional(z.string().check(z.maxLength(2000))),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(200))),
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
