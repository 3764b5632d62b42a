import type { ContactListQuery } from "../../../shared/schemas/contact";
import { mayDownloadCsv } from "./csv-access";
import { listContactsForExport } from "./queries";
import type { AuthContext } from "../../lib/auth";
import { csvHeaders, toCsv } from "../../lib/csv";
import { forbidden } from "../../lib/errors";

/**
 * The contacts CSV export: imported by its handler alone, where it is used, so the other contact Lambdas do not
 * carry papaparse.
 */

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

/** GET /contacts/export: the filtered contacts as CSV, for the users the config entry names (403 for others). */
export async function exportCsv(query: ContactListQuery, auth: AuthContext): Promise<string> {
  if (!(await mayDownloadCsv(auth))) throw forbidden("You may not download contacts");
  const { cursor: _c, limit: _l, ...filters } = query;
  const rows = await listContactsForExport(filters, MAX_EXPORT_ROWS);
  return toCsv(COLUMNS, rows);
}
