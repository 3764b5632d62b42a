/**
 * Who gets the CSV Download button (offered only to a few named internal
 * users). The list is the `contacts-csv-download` config entry (a list of e-mails) the export route itself
 * checks, never a list in the code. Anything other than a list of strings offers the button to nobody.
 */
export const CSV_DOWNLOAD_CONFIG = "contacts-csv-download";

export function mayDownloadCsv(entryValue: unknown, email: string | null | undefined): boolean {
  if (!email || !Array.isArray(entryValue)) return false;
  const me = email.trim().toLowerCase();
  return entryValue.some((v) => typeof v === "string" && v.trim().toLowerCase() === me);
}
