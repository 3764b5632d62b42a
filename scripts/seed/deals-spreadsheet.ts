import { getCompany } from "../../functions/domains/companies";
import * as Config from "../../functions/domains/config";
import { recentDeals } from "../../functions/domains/deals";
import { toCsv } from "../../functions/lib/csv";
import { env } from "../../functions/lib/env";
import { putObject } from "../../functions/lib/s3";

/**
 * Local demo only (never deployed): the deals page links to "the deals spreadsheet" named by the config entry
 * deals-spreadsheet-url, which production staff set to their own sheet. The demo has no such sheet and no
 * internet, so the seed writes one: a CSV of the demo deals in the local file store (the S3 emulator, which
 * the browser reaches directly and which answers unsigned reads), rewritten on every start as the seeded
 * ETAs move with the date, and points the entry at it, unless somebody set the entry since.
 */
export const DEALS_SPREADSHEET_CONFIG = "deals-spreadsheet-url";
export const DEALS_SPREADSHEET_KEY = "demo/deals-spreadsheet.csv";
const SEEDER = "seed";
const COLUMNS = ["transactionNumber", "seller", "buyer", "eta", "carrier", "billOfLanding", "incoterm", "currency", "total"] as const;

export async function seedDealsSpreadsheet() {
  const s3 = env.endpoint("S3");
  if (!s3) return;
  const deals = (await recentDeals(200)).sort((a, b) => a.transactionNumber.localeCompare(b.transactionNumber));
  const names = new Map<string, string>();
  for (const id of new Set(deals.flatMap((d) => [d.sellerId, d.buyerId]).filter((v): v is string => Boolean(v))))
    names.set(id, (await getCompany(id))?.name ?? "");
  const rows = deals.map((d) => ({
    transactionNumber: d.transactionNumber,
    seller: d.sellerId ? names.get(d.sellerId) : "",
    buyer: d.buyerId ? names.get(d.buyerId) : "",
    // YYYY-MM-DD: a spreadsheet reads it as a date in any locale.
    eta: d.eta ?? "",
    carrier: d.carrier,
    billOfLanding: d.billOfLanding,
    incoterm: d.contractData.incoterm,
    currency: d.contractData.currency,
    total: d.contractData.materials.reduce((sum, m) => sum + m.quantity * m.price, 0).toFixed(2),
  }));
  await putObject(DEALS_SPREADSHEET_KEY, toCsv(COLUMNS, rows), "text/csv; charset=utf-8");
  const url = `${s3.replace(/\/$/, "")}/${env.bucketName}/${DEALS_SPREADSHEET_KEY}`;
  const existing = await Config.findEntry(DEALS_SPREADSHEET_CONFIG);
  if (!existing) await Config.put(DEALS_SPREADSHEET_CONFIG, url, SEEDER);
  else if (existing.updatedBy === SEEDER && existing.value !== url) await Config.put(DEALS_SPREADSHEET_CONFIG, url, SEEDER, existing.version);
}
