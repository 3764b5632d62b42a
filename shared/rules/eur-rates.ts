import type { currencies } from "../schemas/enums";

/**
 * The one rate table prices are compared in (ADR 0123): EUR per unit of each currency the product form
 * offers (shared/schemas/enums.ts `currencies`). Fixed reference rates, not a live feed: statistics must be
 * reproducible offline and in tests, and a few per cent of rate drift is small against the spread of
 * recyclate prices. Update the table (and EUR_RATES_AS_OF) when rates move noticeably.
 */
export const EUR_RATES_AS_OF = "2026-11-02";
export const EUR_RATES: Record<(typeof currencies)[number], number> = {
  EUR: 1,
  USD: 0.86,
  GBP: 1.14,
  CHF: 1.07,
  JPY: 0.0057,
  CNY: 0.12,
};

/** Mass units a price may be quoted per, in tonnes (prices are stored per tonne today; kg and lb if they come). */
const TONNES_PER_UNIT: Record<string, number> = { t: 1, kg: 0.001, lb: 0.00045359237 };

/**
 * A price in EUR per tonne, rounded to the cent; null for a currency or unit the table does not know (such
 * a price is left out of statistics rather than guessed).
 */
export function toEurPerTonne(money: { amount: number; currency?: string | null; unit?: string | null }): number | null {
  const rate = EUR_RATES[(money.currency ?? "EUR") as keyof typeof EUR_RATES];
  const perUnit = TONNES_PER_UNIT[money.unit ?? "t"];
  if (rate === undefined || perUnit === undefined || !Number.isFinite(money.amount)) return null;
  return Math.round(((money.amount * rate) / perUnit) * 100) / 100;
}
