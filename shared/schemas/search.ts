import * as z from "./zod";

/** The kinds of record GET /search finds. */
export const searchKinds = ["company", "contact", "material", "request", "lead", "deal"] as const;
export type SearchKind = (typeof searchKinds)[number];

/** Longest text GET /search takes: longer than any name, e-mail, number or id it could match. */
export const MAX_SEARCH_LENGTH = 100;

/** GET /search?q=: a name prefix, an e-mail, a transaction number or an id. */
export const SearchQuery = z.object({
  q: z.string().check(z.trim(), z.minLength(1, "Must not be empty"), z.maxLength(MAX_SEARCH_LENGTH)),
});
export type SearchQuery = z.output<typeof SearchQuery>;

/** One record found: what the palette shows and where it leads. */
export interface SearchHit {
  kind: SearchKind;
  id: string;
  title: string;
  /** A second line: the e-mail, the company, the number. */
  detail: string | null;
  /** How it was found. */
  match: "name" | "email" | "number" | "id";
}

export interface SearchAnswer {
  items: SearchHit[];
}
