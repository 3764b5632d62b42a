import type { CompanyInput } from "../../../shared/schemas/company";

/** What the New company form edits: strings as inputs hold them (the shared schema turns blanks into null). */
export interface NewCompanyValues {
  name: string;
  type: string;
  scope: "" | "buyer" | "seller";
  website: string;
  email: string;
  phoneNumber: string;
  registrationNumber: string;
  score: string;
  description: string;
  address: { street: string; zip: string; city: string; countryCode: string };
}

export const EMPTY_NEW_COMPANY: NewCompanyValues = {
  name: "",
  type: "",
  scope: "",
  website: "",
  email: "",
  phoneNumber: "",
  registrationNumber: "",
  score: "",
  description: "",
  address: { street: "", zip: "", city: "", countryCode: "" },
};

/**
 * The form's values as the create body (name required, blank → null, so a blank e-mail is sent as null).
 * The scope becomes the older shape's `profiles`; no type or score is "not set" (null), not an empty string.
 */
export function toCompanyInput(v: NewCompanyValues): CompanyInput {
  const blank = (s: string) => (s.trim() === "" ? null : s);
  return {
    name: v.name,
    type: (blank(v.type) as CompanyInput["type"]) ?? null,
    profiles: v.scope ? [v.scope] : [],
    website: blank(v.website),
    email: blank(v.email),
    phoneNumber: blank(v.phoneNumber),
    registrationNumber: blank(v.registrationNumber),
    score: v.score ? Number(v.score) : null,
    description: blank(v.description),
    address: { street: blank(v.address.street), zip: blank(v.address.zip), city: blank(v.address.city), countryCode: blank(v.address.countryCode) },
  };
}

/**
 * The keys the possible-duplicate check asks about (GET /companies/duplicates): only what is filled in, and a
 * name only from 3 characters (shorter names match too much to warn about); null when nothing is worth asking.
 */
export function duplicateQuery(v: Pick<NewCompanyValues, "name" | "website" | "registrationNumber">) {
  const q: { name?: string; website?: string; registrationNumber?: string } = {};
  if (v.name.trim().length >= 3) q.name = v.name.trim();
  if (v.website.trim().length >= 4) q.website = v.website.trim();
  if (v.registrationNumber.trim().length >= 4) q.registrationNumber = v.registrationNumber.trim();
  return Object.keys(q).length ? q : null;
}
