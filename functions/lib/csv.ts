import Papa from "papaparse";

/** Headers of a CSV download named `filename`. */
export const csvHeaders = (filename: string) => ({ "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="${filename}"` });

/** Cells a spreadsheet would run as a formula are quoted as text (CSV injection). */
const safeCell = (v: unknown) => {
  if (Array.isArray(v)) v = v.join("; ");
  return typeof v === "string" && /^[=+\-@\t\r]/.test(v) ? `'${v}` : (v ?? "");
};

/**
 * Rows as CSV with the given columns, every cell made safe. Only export handlers import this, so papaparse
 * stays out of the other Lambdas' bundles.
 */
export function toCsv<K extends string>(columns: readonly K[], rows: Partial<Record<K, unknown>>[]): string {
  return Papa.unparse({ fields: [...columns], data: rows.map((r) => columns.map((k) => safeCell(r[k]))) });
}
