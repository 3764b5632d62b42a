import type { CompanyAnswer, CompanyInput } from "../../../../../shared/schemas/company";

/**
 * The Update company form's values and how they become the older shape's write (company
 * detail). Pure, so the tab and its tests share it. Staff-only fields (score, verified) are sent only by
 * super admins; the server ignores them from anyone else anyway.
 */
export type Scope = "seller" | "buyer";
export interface ProfileValues {
  name: string;
  description: string;
  website: string;
  logo: string;
  email: string;
  phoneNumber: string;
  type: string;
  scope: Scope;
  applications: string[];
  materials: string;
  capacityAmount: string;
  materialSources: string[];
  street: string;
  city: string;
  zip: string;
  countryCode: string;
  registrationNumber: string;
  certificates: string[];
  /** 0 = no score. */
  score: number;
  /** The buyer profile's potential (staff only, like the score). */
  potential: string;
  verified: boolean;
}

const text = (v: string | null | undefined) => v ?? "";
const list = (v: string) => [
  ...new Set(
    v
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
  ),
];

export function companyToValues(c: CompanyAnswer): ProfileValues {
  return {
    name: c.name,
    description: text(c.description),
    website: text(c.website),
    logo: text(c.logo),
    email: text(c.email),
    phoneNumber: text(c.phoneNumber),
    type: text(c.type),
    scope: c.sellerProfile || c.profiles?.includes("seller") ? "seller" : "buyer",
    applications: [...(c.applications ?? [])],
    materials: (c.materials ?? []).join(", "),
    capacityAmount: c.capacity?.amount != null ? String(c.capacity.amount) : "",
    materialSources: [...(c.materialSources ?? [])],
    street: text(c.address?.street),
    city: text(c.address?.city),
    zip: text(c.address?.zip),
    countryCode: text(c.address?.countryCode),
    registrationNumber: text(c.registrationNumber),
    certificates: [...(c.certificates ?? [])],
    score: c.score ?? 0,
    potential: c.buyerProfile?.potential ?? "unknown",
    verified: c.verified === true,
  };
}

/** Switching seller ↔ buyer clears the other profile's data: what only a seller has goes, and the materials list. */
export function switchScope(v: ProfileValues, scope: Scope): ProfileValues {
  if (scope === v.scope) return v;
  return scope === "buyer"
    ? { ...v, scope, materials: "", capacityAmount: "", materialSources: [], certificates: [] }
    : { ...v, scope, materials: "", applications: [] };
}

export function valuesToInput(v: ProfileValues, opts: { isAdmin: boolean; version: number; buyerProfile?: CompanyAnswer["buyerProfile"] }): CompanyInput {
  const seller = v.scope === "seller";
  const amount = v.capacityAmount.trim() === "" ? null : Number(v.capacityAmount.replace(",", "."));
  const input: CompanyInput = {
    name: v.name,
    description: v.description,
    website: v.website,
    logo: v.logo,
    email: v.email,
    phoneNumber: v.phoneNumber,
    type: (v.type || null) as CompanyInput["type"],
    profiles: [v.scope],
    // The other profile is cleared on the server too, not only in the form.
    ...(seller ? { buyerProfile: null } : { sellerProfile: null }),
    applications: v.applications,
    materials: list(v.materials),
    capacity: seller && amount !== null ? { amount, frequency: "year" } : null,
    materialSources: (seller ? v.materialSources : []) as CompanyInput["materialSources"],
    certificates: (seller ? v.certificates : []) as CompanyInput["certificates"],
    address: { street: v.street, city: v.city, zip: v.zip, countryCode: v.countryCode },
    registrationNumber: v.registrationNumber,
    version: opts.version,
  };
  if (opts.isAdmin) Object.assign(input, { score: v.score || null, verified: v.verified });
  // The rest of the buyer profile (products, its materials) is kept as stored; only the potential changes.
  if (opts.isAdmin && !seller) input.buyerProfile = { ...(opts.buyerProfile ?? {}), potential: v.potential as "unknown" };
  return input;
}
