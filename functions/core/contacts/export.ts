import type { ContactListQuery } from "../../../shared/schemas/contact";
import { findEntry } from "../../domains/config";
import { getContact, listContactsForExport } from "../../db/queries/contacts";
import type { AuthContext } from "../../lib/auth";
import { csvHeaders, toCsv } from "../../lib/csv";
import { forbidden } from "../../lib/errors";

/** The config entry naming who may download the contacts CSV (named users only, never every staff member). */
export const CSV_DOWNLOAD_CONFIG = "contacts-csv-download";
export const CSV_HEADERS = csvHeaders("contacts.csv");

/** The most rows one export answers (about 1 MB of CSV per 5,000 rows, well under Lambda's 6 MB). */
export const MAX_EXPORT_ROWS = 20_000;

const COLUMNS = [
  "firstName",
  "lastName",
  "email",
  "position",
  "phoneNumber",
  "linkedIn",
  "language",
  "newsletter",
  "companyName",
  "companyCountry",
  "createdDate",
] as const;

/** Whether the caller is listed; the e-mail is the server's record of the caller, not a token claim. */
export async function mayDownloadCsv(auth: AuthContext): Promise<boolean> {
  const [entry, me] = await Promise.all([findEntry(CSV_DOWNLOAD_CONFIG), getContact(auth.userId)]);
  const listed = Array.isArray(entry?.value) ? entry.value.filter((v): v is string => typeof v === "string").map((v) => v.toLowerCase()) : [];
  return Boolean(me?.email && listed.includes(me.email.toLowerCase()));
}

/** GET /contacts/export: the filtered contacts as CSV, for the users the config entry names (403 for others). */
export async function exportCsv(query: ContactListQuery, auth: AuthContext): Promise<string> {
  if (!(await mayDownloadCsv(auth))) throw forbidden("You may not download contacts");
  const { cursor: _c, limit: _l, ...filters } = query;
  const rows = await listContactsForExport(filters, MAX_EXPORT_ROWS);
  return toCsv(COLUMNS, rows);
}
