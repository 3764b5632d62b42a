import type { BoothRow } from "../../../shared/schemas/booth";

/** The booth table's includes-string global filter: any shown or hidden column's text contains the term. */
export function matchesFilter(row: BoothRow, term: string, typeLabel: (t: string) => string): boolean {
  const q = term.trim().toLowerCase();
  if (!q) return true;
  const cells = [
    typeLabel(row.companyType),
    row.companyType,
    row.companyName,
    row.contactDetails.email,
    row.contactDetails.personName,
    row.contactDetails.position ?? "",
    row.companyCountry ?? "",
    String(row.verified),
  ];
  return cells.some((c) => c.toLowerCase().includes(q));
}
