import { companyTypes } from "../../../shared/schemas/enums";

/**
 * CSV import: which company and contact field each CSV column fills, guessed from its header and
 * changeable in the preview, and the rows it makes for POST /companies/import. Pure, so it is tested without
 * a browser. Values go to the server as written (blank → left out): the server validates every row with the
 * shared schema and reports each bad one with its reasons, so the browser does not second-guess it.
 */
export const COMPANY_TARGETS = [
  "name",
  "website",
  "email",
  "phoneNumber",
  "type",
  "scope",
  "score",
  "registrationNumber",
  "description",
  "street",
  "city",
  "zip",
  "countryCode",
  "applications",
  "materials",
] as const;
export const CONTACT_TARGETS = ["contactFirstName", "contactLastName", "contactEmail", "contactPosition", "contactPhoneNumber"] as const;
export const IMPORT_TARGETS = [...COMPANY_TARGETS, ...CONTACT_TARGETS] as const;
export type ImportTarget = (typeof IMPORT_TARGETS)[number];
/** Column → target, or "" for a column that is not imported. */
export type ColumnMapping = Record<string, ImportTarget | "">;

/** Rows per POST /companies/import call (the API takes up to 200; smaller calls move the progress bar). */
export const IMPORT_CHUNK_ROWS = 50;

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, "");

/** Header spellings people use in spreadsheets, normalised (lower case, letters and digits only). */
const ALIASES: Record<ImportTarget, string[]> = {
  name: ["name", "company", "companyname", "firma", "organisation", "organization"],
  website: ["website", "web", "url", "homepage", "site"],
  email: ["email", "companyemail", "mail", "emailaddress"],
  phoneNumber: ["phone", "phonenumber", "telephone", "tel", "companyphone"],
  type: ["type", "companytype"],
  scope: ["scope", "profile", "role", "buyerseller"],
  score: ["score", "rating"],
  registrationNumber: ["vat", "vatnumber", "vatid", "registrationnumber", "taxid"],
  description: ["description", "notes", "about"],
  street: ["street", "address", "streetaddress"],
  city: ["city", "town"],
  zip: ["zip", "zipcode", "postcode", "postalcode", "plz"],
  countryCode: ["country", "countrycode", "iso"],
  applications: ["applications", "application"],
  materials: ["materials", "material", "polymers"],
  contactFirstName: ["firstname", "contactfirstname", "givenname"],
  contactLastName: ["lastname", "contactlastname", "surname", "familyname"],
  contactEmail: ["contactemail", "personemail", "contactmail"],
  contactPosition: ["position", "contactposition", "jobtitle", "title"],
  contactPhoneNumber: ["contactphone", "contactphonenumber", "mobile"],
};

/** A first mapping from the header row: each target goes to at most one column, unknown columns are skipped. */
export function guessMapping(headers: string[]): ColumnMapping {
  const taken = new Set<ImportTarget>();
  const out: ColumnMapping = {};
  for (const h of headers) {
    const n = norm(h);
    const target = IMPORT_TARGETS.find((t) => !taken.has(t) && (norm(t) === n || ALIASES[t].includes(n)));
    out[h] = target ?? "";
    if (target) taken.add(target);
  }
  return out;
}

/** "Brand owner" or "brandowner" → "brandOwner"; anything else is sent as written and refused with a reason. */
function companyType(v: string) {
  return companyTypes.find((t) => norm(t) === norm(v)) ?? v;
}

const list = (v: string) =>
  v
    .split(/[;|]/)
    .map((s) => s.trim())
    .filter(Boolean);

/** One CSV record as the import row the API validates: `{ company, contacts }`. */
export function toImportRow(record: Record<string, string>, mapping: ColumnMapping) {
  const value: Partial<Record<ImportTarget, string>> = {};
  for (const [column, target] of Object.entries(mapping)) {
    const v = record[column]?.trim();
    if (target && v) value[target] = v;
  }
  const company: Record<string, unknown> = {};
  for (const k of ["name", "website", "email", "phoneNumber", "registrationNumber", "description"] as const) if (value[k] !== undefined) company[k] = value[k];
  // A row without a name is sent with an empty one so the server names the field in its reason.
  company.name ??= "";
  if (value.type) company.type = companyType(value.type);
  if (value.score) company.score = value.score;
  if (value.scope) {
    const s = norm(value.scope);
    company.profiles = s.startsWith("sell") ? ["seller"] : s.startsWith("buy") ? ["buyer"] : [value.scope];
  }
  const address = { street: value.street, city: value.city, zip: value.zip, countryCode: value.countryCode };
  if (Object.values(address).some(Boolean)) company.address = Object.fromEntries(Object.entries(address).filter(([, v]) => v));
  if (value.applications) company.applications = list(value.applications);
  if (value.materials) company.materials = list(value.materials);
  const contact = {
    firstName: value.contactFirstName,
    lastName: value.contactLastName,
    email: value.contactEmail,
    position: value.contactPosition,
    phoneNumber: value.contactPhoneNumber,
  };
  const contacts = Object.values(contact).some(Boolean) ? [Object.fromEntries(Object.entries(contact).filter(([, v]) => v))] : [];
  return { company, contacts };
}

/**
 * The calls' bodies: rows numbered as a spreadsheet shows them (the header is row 1, so the first record is
 * row 2), in chunks the API accepts.
 */
export function importChunks(records: Record<string, string>[], mapping: ColumnMapping, size = IMPORT_CHUNK_ROWS) {
  const rows = records.map((r, i) => ({ row: i + 2, data: toImportRow(r, mapping) }));
  const chunks: (typeof rows)[] = [];
  for (let i = 0; i < rows.length; i += size) chunks.push(rows.slice(i, i + size));
  return chunks;
}

export interface ImportSummary {
  imported: { row: number; companyId: string }[];
  failed: { row: number; issues: { path: string; message: string }[] }[];
  duplicates: { row: number; companyId: string; name: string; reason: string }[];
  /** Contacts of a row not added again: staff deleted them after this batch began. */
  skipped?: { row: number; companyId: string; contact: number; name: string; reason: string }[];
}
export const emptySummary = (): ImportSummary => ({ imported: [], failed: [], duplicates: [], skipped: [] });

/** The results of every chunk, in row order. */
export function mergeSummary(a: ImportSummary, b: ImportSummary): ImportSummary {
  const byRow = <T extends { row: number }>(x: T[], y: T[]) => [...x, ...y].sort((p, q) => p.row - q.row);
  return {
    imported: byRow(a.imported, b.imported),
    failed: byRow(a.failed, b.failed),
    duplicates: byRow(a.duplicates, b.duplicates),
    skipped: byRow(a.skipped ?? [], b.skipped ?? []),
  };
}

/** "body.rows.0.data.company.email" or "company.email" → "email"; "contacts.0.email" → "contact email". */
export function issueField(path: string): string {
  const p = path.replace(/^body\.rows\.\d+\.data\./, "").replace(/^data\./, "");
  if (p.startsWith("company.")) return p.slice("company.".length);
  const contact = /^contacts\.\d+\.(.+)$/.exec(p);
  return contact ? `contact.${contact[1]}` : p;
}
