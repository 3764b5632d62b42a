import type { CompanyListItem, CompanyListQuery } from "../../../shared/schemas/company";
import { listCompanies } from "./queries";
import { csvHeaders, toCsv } from "../../lib/csv";

export const COMPANIES_CSV_HEADERS = csvHeaders("companies.csv");

/** The most rows one export answers (~200 B a row: about 2 MB, well under Lambda's 6 MB answer). */
export const MAX_EXPORT_ROWS = 10_000;

const COLUMNS = [
  "name",
  "type",
  "scope",
  "countryCode",
  "score",
  "assignedUserId",
  "materials",
  "applications",
  "verified",
  "createdDate",
  "updatedDate",
  "id",
] as const;

/** GET /companies/export (staff): the filtered list, page after page of the list's own Query, as CSV. */
export async function exportCsv(query: Partial<CompanyListQuery>): Promise<string> {
  const { cursor: _c, limit: _l, ...filters } = query;
  const rows: CompanyListItem[] = [];
  let cursor: string | null | undefined;
  do {
    const page = await listCompanies(filters, { cursor, limit: 200 });
    rows.push(...page.items);
    cursor = page.cursor;
  } while (cursor && rows.length < MAX_EXPORT_ROWS);
  return toCsv(COLUMNS, rows.slice(0, MAX_EXPORT_ROWS));
}
