import * as Suspects from "../../functions/domains/suspects";
import { seedCompanies } from "./crm-data";

/**
 * Local demo data only (never deployed): twelve suspects created through the real core function, so each
 * matched an existing company by the duplicate rules or created one, and started its research. Seeded once
 * (when there are no suspects yet). Some names are known companies under another legal form (a match); the
 * others are new companies with only a name, so their notes say what the badge or the talk at the fair told
 * (what they process or sell), which is all their research can read.
 */
const NAMES: [string, string | null][] = [
  ["Polycycle", "Badge scanned at K 2025, hall 9"],
  ["Greenloop B.V.", null],
  ["Baltic Polymer Recycling", "Recycler; we sell PP and HDPE regranulate, about 1,500 t per month, EuCertPlast certified. Asked about rPP for crates"],
  ["Iberplast Reciclaje", "Recycler of post-consumer LDPE film; we sell LDPE regranulate, 600 t per month"],
  ["Kunststoffwerk Oberland", "Possible buyer of HDPE regrind for pipes: we buy 2,000 t per year by extrusion"],
  ["Nordvik Packaging", "Converter of PP and PET trays by thermoforming; looking for recycled PET, 300 t per month"],
  ["Circulon", "Existing contact, check new plant"],
  ["Adriatic Compounds", "Compounder; we buy PP regrind and sell PP compounds, ISO 9001 certified"],
  ["Moravia Film Recycling", "Recommended by Nordic Regrind AB; recycling plant for LDPE film, we sell regrind"],
  ["Helvetic Moulding", "Injection moulding of ABS and PC housings; we use recycled ABS, 80 t per month"],
  ["Loire Emballages", "Card from the Lyon trade day; blow moulding of HDPE bottles, we need natural HDPE granules"],
  ["Danube Regranulat", "Recycler; we sell PP and HDPE regranulate from our recycling plant, 900 t per month"],
];

export async function seedSuspects(staffIds: string[]) {
  if ((await Suspects.list({ limit: 1 })).items.length) return;
  const userId = staffIds[0] ?? "seed";
  const auth = { userId, email: null, companyId: seedCompanies[0]?.id ?? null, isSuperAdmin: true };
  // One at a time: the list's default order (newest first) then shows them in reverse of this list.
  for (const [name, userNotes] of NAMES) await Suspects.create({ name, userNotes: userNotes ?? undefined }, auth);
}
