import * as Suspects from "../../functions/core/suspects";
import { listSuspects } from "../../functions/db/queries/suspects";
import { seedCompanies } from "./crm-data";

/**
 * Local demo data only (never deployed): twelve suspects created through the real core function, so each
 * matched an existing company by the duplicate rules or created one, and started its research. Seeded once
 * (when there are no suspects yet). Some names are known companies under another legal form (a match).
 */
const NAMES: [string, string | null][] = [
  ["Polycycle", "Badge scanned at K 2025, hall 9"],
  ["Greenloop B.V.", null],
  ["Baltic Polymer Recycling", "Asked about rPP for crates"],
  ["Iberplast Reciclaje", null],
  ["Kunststoffwerk Oberland", "Possible buyer of HDPE regrind"],
  ["Nordvik Packaging", null],
  ["Circulon", "Existing contact, check new plant"],
  ["Adriatic Compounds", null],
  ["Moravia Film Recycling", "Recommended by Nordic Regrind AB"],
  ["Helvetic Moulding", null],
  ["Loire Emballages", "Card from the Lyon trade day"],
  ["Danube Regranulat", null],
];

export async function seedSuspects(staffIds: string[]) {
  if ((await listSuspects("-createdDate", { limit: 1 })).items.length) return;
  const userId = staffIds[0] ?? "seed";
  const auth = { userId, email: null, companyId: seedCompanies[0]?.id ?? null, isSuperAdmin: true };
  // One at a time: the list's default order (newest first) then shows them in reverse of this list.
  for (const [name, userNotes] of NAMES) await Suspects.create({ name, userNotes: userNotes ?? undefined }, auth);
}
