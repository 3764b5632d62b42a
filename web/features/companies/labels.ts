/** Shared with the requests screens (web/lib/applications.ts). */
export { applicationLabel } from "../../lib/applications";

/** The country's name in the user's language ("DE" → "Germany"), the code itself where the browser has none. */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: "region" }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
