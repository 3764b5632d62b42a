import { currencies } from "./enums";
import { MAX_EMAIL_LENGTH, MAX_ID_LENGTH, MAX_URL_LENGTH, MAX_VERSION, MIN_NONZERO_MAGNITUDE } from "./limits";
import * as z from "./zod";
import { EMAIL_PATTERN } from "./email-rule";

export { currencies };

/** Blank strings from forms become null (spec: "blank strings become null"). */
export const blankToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);

export const nonEmpty = z.string().check(z.trim(), z.minLength(1, "Must not be empty"));
/** Names, titles and subjects: non-empty and on one line (a line break there would split a mail header or a CSV row). */
export const nonEmptyLine = z.line().check(z.trim(), z.minLength(1, "Must not be empty"));
/** A file's name as the user chose it: it ends up in download headers, so one line of well-formed text. */
export const fileName = nonEmptyLine.check(z.maxLength(255));
export const email = z.email({ pattern: EMAIL_PATTERN, error: "Invalid email address" }).check(z.maxLength(MAX_EMAIL_LENGTH));
/** Web links: http(s) only, so a stored link can never run script (`javascript:`) or carry a `data:` payload. */
export const httpUrl = z.url({ protocol: /^https?$/, error: "Must be a URL" }).check(z.maxLength(MAX_URL_LENGTH));
/** Refuses denormal-tiny numbers (1e-130 is below what DynamoDB stores); zero itself passes. */
export const notTiny = z.refine<number>((n) => n === 0 || Math.abs(n) >= MIN_NONZERO_MAGNITUDE, `Must be 0 or at least ${MIN_NONZERO_MAGNITUDE}`);
/** A record version sent back for optimistic locking. */
export const versionNumber = (min = 1) => z.number().check(z.int(), z.minimum(min), z.maximum(MAX_VERSION, `Must be at most ${MAX_VERSION}`));
export const countryCode = z.pipe(
  z.pipe(
    z.string().check(z.trim()),
    z.transform((s: string) => s.toUpperCase()),
  ),
  z.string().check(z.regex(/^[A-Z]{2}$/, "Must be exactly 2 letters")),
);
export const languageCode = z.string().check(z.regex(/^[a-z]{2}$/i, "Must be 2 letters"));
export const Currency = z.enum(currencies);
export const id = z.string().check(z.minLength(1), z.maxLength(MAX_ID_LENGTH));
export const isoDate = z.iso.datetime();

/** Comma-separated (or repeated) list in the query string. */
export const csv = <T extends z.core.SomeType>(item: T, max: number) =>
  z.optional(
    z.preprocess(
      (v) =>
        typeof v === "string"
          ? v
              .split(",")
              .map((s) => s.trim())
              .filter(Boolean)
          : v,
      z.array(item).check(z.maxLength(max, `At most ${max} values`)),
    ),
  );

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

/**
 * What a reader of a record gets when some fields are for staff only (docs/decisions/0065): the staff fields
 * are there for super admins and absent for everyone else, so a client must not rely on them.
 */
export type StaffOptional<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;

/** Server-managed fields every stored record carries. */
export interface Audited {
  createdDate: string;
  updatedDate: string;
  createdBy: string;
  updatedBy: string;
  version: number;
}
