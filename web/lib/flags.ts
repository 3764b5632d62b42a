import { hasFlag } from "country-flag-icons";
import { version } from "country-flag-icons/package.json";

/**
 * Country flags are images, not emoji: regional-indicator emoji draw as empty boxes in Chromium on Linux and
 * not at all on Windows. The web build copies the package's 3:2 SVGs here as static files (scripts/build/web.ts),
 * so the bundle carries none of them; the package version in the path keeps the year-long immutable caching of
 * /assets/ right when an upgrade redraws a flag.
 */
export const FLAGS_PATH = `/assets/flags/${version}`;

/** "de" → "/assets/flags/<version>/DE.svg"; null for anything that is not a two-letter code the package draws. */
export function flagUrl(code: string | null | undefined): string | null {
  if (!code || !/^[A-Za-z]{2}$/.test(code)) return null;
  const upper = code.toUpperCase();
  return hasFlag(upper) ? `${FLAGS_PATH}/${upper}.svg` : null;
}
