import { currencies } from "../schemas/enums";

/**
 * One documented rate table for turning prices into euro (ADR 0125): the matching engine compares a
 * material's price with a request's target price with it, and the price statistics (GET /prices) use it to
 * pool prices in different currencies. Fixed reference rates, not live ones: a ranking or a statistic must
 * not change overnight because a rate moved, and a pure rule cannot fetch. Update the table (and its date)
 * by hand when the rates drift by more than a few percent; prices are per tonne everywhere.
 */
export type Currency = (typeof currencies)[number];

/** Euro per one unit of the currency; ECB reference rates of the date below, rounded to 4 significant digits. */
export const EUR_PER_UNIT: Readonly<Record<Currency, number>> = {
  EUR: 1,
  USD: 0.8636,
  GBP: 1.137,
  CHF: 1.073,
  JPY: 0.005552,
  CNY: 0.1214,
};
export const EUR_RATES_AS_OF = "2026-11-02";

/** The amount in euro, or null for an unknown currency or a missing/non-finite amount. Missing currency is EUR. */
export function toEur(money: { amount?: number | null; currency?: string | null } | null | undefined): number | null {
  const amount = money?.amount;
  if (typeof amount !== "number" || !Number.isFinite(amount)) return null;
  const rate = EUR_PER_UNIT[(money?.currency ?? "EUR") as Currency];
  return rate === undefined ? null : amount * rate;
}

/** Mass units a price may be quoted per, in tonnes (prices are stored per tonne today; kg and lb if they come). */
const TONNES_PER_UNIT: Record<string, number> = { t: 1, kg: 0.001, lb: 0.00045359237 };

/**
 * A price in EUR per tonne, rounded to the cent, for the price statistics (ADR 0123); null for a currency or
 * unit the table does not know (such a price is left out of statistics rather than guessed).
 */
export function toEurPerTonne(money: { amount: number; currency?: string | null; unit?: string | null }): number | null {
  const eur = toEur(money);
  const perUnit = TONNES_PER_UNIT[money.unit ?? "t"];
  if (eur === null || perUnit === undefined) return null;
  return Math.round((eur / perUnit) * 100) / 100;
}
