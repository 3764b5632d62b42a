/** Shared with the requests screens (web/lib/applications.ts). */
export { applicationLabel } from "../../lib/applications";

/** "DE" → 🇩🇪 (two regional indicator letters); null for anything that is not two letters. */
export function flagEmoji(code: string | null | undefined): string | null {
  if (!code || !/^[A-Za-z]{2}$/.test(code)) return null;
  return String.fromCodePoint(...[...code.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

/** The country's name in the user's language ("DE" → "Germany"), the code itself where the browser has none. */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: "region" }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
