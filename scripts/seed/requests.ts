import { listRequestMatches, runMatching, setMatchStatus, type StoredRequest } from "../../functions/domains/requests";
import { withoutNulls } from "../../functions/db/queries/versioned";
import { db } from "../../functions/db/service";
import { MaterialRequestInput, requestStatuses, type MatchStatus, type RequestStatus } from "../../shared/schemas/material-request";
import * as z from "../../shared/schemas/zod";
import { daysAgo, seedCompanies } from "./crm-data";
import { SEEDED_COMPANY } from "./demo-companies";

/**
 * Local demo material requests only (never deployed): 28 requests from several buyer companies, every
 * status at least three times, matched by the real matching run (functions/domains/requests/matching.ts), some
 * matches worked on (status and notes). Fixed ids: the seed writes only what is missing.
 */
const SEEDER = "seed";
const generatedBuyers = seedCompanies.filter((c) => c.buyerProfile && c.id.startsWith("c0000000-0000-4000-8000-0000000002")).slice(0, 3);
/** [companyId, contactId] of the buyers the requests come from. */
const BUYERS: [string, string | undefined][] = [
  [SEEDED_COMPANY.demoPackaging, undefined],
  [SEEDED_COMPANY.autoteile, "p-j.keller@autoteile.example.com"],
  [SEEDED_COMPANY.embalagens, "p-joao@embalagens.example.com"],
  [SEEDED_COMPANY.dutchFilm, "p-daan@dutchfilm.example.com"],
  [SEEDED_COMPANY.brandCo, undefined],
  ...generatedBuyers.map((c, i): [string, string] => [c.id, `p-seed-${c.id.slice(-2)}-${i % 2}`]),
];

type Input = z.input<typeof MaterialRequestInput>;
const mfr = (t: number, w: number, min: number, max?: number) => ({ type: "meltFlowRate" as const, min, max, temperature: t, weight: w });

/** What buyers ask for: realistic specifications, some tight (few or no matches), some open. */
export const WANTS: Input[] = [
  {
    description: "rPP black regrind for pallets, steady monthly volume",
    materialType: "pp",
    conditions: ["regrind", "granules"],
    colors: ["black"],
    capacity: { amount: 100, frequency: "month" },
    targetPrice: { amount: 800 },
    applications: ["Pallets"],
    origin: ["DE", "AT", "PL"],
  },
  {
    description: "Natural rHDPE for blow moulded detergent bottles",
    materialType: "hdpe",
    conditions: ["granules"],
    colors: ["natural"],
    amount: 60,
    targetPrice: { amount: 1300 },
    processingMethods: ["blowMolding"],
    viscosity: mfr(190, 2.16, 0.2, 0.8),
  },
  {
    description: "Clear rPET flakes for thermoformed food trays (EFSA)",
    materialType: "pet",
    conditions: ["regrind"],
    colors: ["transparent"],
    capacity: { amount: 150, frequency: "month" },
    certificates: ["efsa"],
    targetPrice: { amount: 950 },
  },
  {
    description: "rLDPE film grade, transparent or natural",
    materialType: "ldpe",
    colors: ["transparent", "natural"],
    amount: 40,
    materialSources: ["postIndustrial"],
    targetPrice: { amount: 700 },
  },
  {
    description: "rPA6 GF30 for automotive brackets",
    materialType: "pa6",
    conditions: ["granules"],
    colors: ["black"],
    amount: 20,
    targetPrice: { amount: 2200 },
    applications: ["Automotive interior parts"],
  },
  {
    description: "Any black rHDPE for pipes, spot purchase",
    materialType: "hdpe",
    colors: ["black"],
    capacity: { amount: 300, frequency: "spot" },
    targetPrice: { amount: 850 },
  },
  { description: "rPC transparent regrind for light covers", materialType: "pc", colors: ["transparent"], amount: 10, targetPrice: { amount: 1800 } },
  {
    description: "rPVC window profile regrind",
    materialType: "pvc",
    conditions: ["regrind"],
    amount: 100,
    origin: ["PL", "DE", "CZ"],
    targetPrice: { amount: 650 },
  },
  {
    description: "rPP copolymer MFR 15–25 for injection moulded crates",
    materialType: "pp",
    conditions: ["granules"],
    viscosity: mfr(230, 2.16, 15, 25),
    amount: 80,
    targetPrice: { amount: 1100 },
    applications: ["Crates"],
  },
  {
    description: "Post-consumer rHDPE, any colour, large volume",
    materialType: "hdpe",
    materialSources: ["postConsumer"],
    capacity: { amount: 2400, frequency: "year" },
    targetPrice: { amount: 700 },
  },
  { description: "rPS white for yoghurt cups (non-food)", materialType: "ps", colors: ["white"], amount: 25, targetPrice: { amount: 650 } },
  { description: "rABS mixed colours for technical parts", materialType: "abs", amount: 50, targetPrice: { amount: 600 } },
  { description: "rPOM natural for clips", materialType: "pom", colors: ["natural"], amount: 10, targetPrice: { amount: 1500 } },
  {
    description: "rPET flakes with IV 0.74–0.80 for strapping",
    materialType: "pet",
    viscosity: { type: "intrinsicViscosity", min: 0.74, max: 0.8 },
    amount: 200,
    targetPrice: { amount: 900 },
  },
  {
    description: "rLLDPE natural granules for stretch film",
    materialType: "lldpe",
    conditions: ["granules"],
    colors: ["natural"],
    amount: 50,
    targetPrice: { amount: 1000 },
  },
  { description: "rPA66 natural regrind, small lots", materialType: "pa66", colors: ["natural"], amount: 5, targetPrice: { amount: 1800 } },
  {
    description: "rPP talc filled black for automotive trims",
    materialType: "pp",
    colors: ["black"],
    conditions: ["granules"],
    amount: 60,
    certificates: ["euCertPlast"],
    targetPrice: { amount: 950 },
  },
  {
    description: "Ocean-bound rHDPE for a consumer brand",
    materialType: "hdpe",
    certificates: ["oceanBoundPlastic"],
    amount: 20,
    targetPrice: { amount: 1400 },
    voucher: "ocean25",
  },
  {
    description: "rPET tray flakes, price sensitive",
    materialType: "pet",
    colors: ["transparent"],
    amount: 100,
    targetPrice: { amount: 650 },
    voucher: "spring",
  },
  { description: "rPC/ABS black for housings", materialType: "pc/abs", colors: ["black"], amount: 15, targetPrice: { amount: 1900 } },
  { description: "rTPE black regrind for shoe soles", materialType: "tpe", amount: 30, targetPrice: { amount: 850 } },
  { description: "rPMMA clear, 5 t trial", materialType: "pmma", colors: ["transparent"], amount: 5, targetPrice: { amount: 1500 } },
  {
    description: "rPP white big bags, one-off",
    materialType: "pp",
    colors: ["white"],
    capacity: { amount: 50, frequency: "spot" },
    targetPrice: { amount: 520 },
  },
  {
    description: "rHDPE crates regrind mixed colours from Spain or Portugal",
    materialType: "hdpe",
    colors: ["mixed"],
    origin: ["ES", "PT"],
    amount: 80,
    targetPrice: { amount: 580 },
  },
  { description: "rPBT black granules for connectors", materialType: "pbt", colors: ["black"], amount: 10, targetPrice: { amount: 1650 } },
  { description: "Recycled PP/PE mix for outdoor furniture", materialType: "pp/pe", amount: 200, targetPrice: { amount: 350 } },
  { description: "rPA6 from fishing nets for textiles", materialType: "pa6", certificates: ["grs"], amount: 10, targetPrice: { amount: 2500 } },
  { description: "Selling our production scrap: PP/EPDM bumpers regrind", type: "sell", materialType: "pp-epdm", amount: 40, targetPrice: { amount: 600 } },
];

export const seedRequestId = (i: number) => `e0000000-0000-4000-8000-${String(i + 1).padStart(12, "0")}`;
export const seedRequestCount = WANTS.length;

const WORKED: MatchStatus[] = ["contacted", "replied", "offered", "confirmed", "notAvailable"];
const NOTES = [
  "Seller confirmed availability for next month.",
  "Asked for a sample of 25 kg.",
  "Price above target; negotiating.",
  "Datasheet sent to the buyer.",
];

/** The requests that are not there yet, written in batches, then matched one by one by the real run. */
export async function seedRequests(staff: string[] = []) {
  const ids = WANTS.map((_, i) => seedRequestId(i));
  const { data } = await db()
    .materialRequest.get(ids.map((id) => ({ id })))
    .go({ attributes: ["id"] });
  const have = new Set(data.map((r) => r.id));
  const fresh: StoredRequest[] = WANTS.flatMap((w, i) => {
    if (have.has(ids[i])) return [];
    const [companyId, contactId] = BUYERS[i % BUYERS.length];
    const status: RequestStatus = requestStatuses[i % requestStatuses.length];
    const at = daysAgo(60 - i * 2, i % 5);
    const fields = z.parse(MaterialRequestInput, w);
    return [
      withoutNulls({
        ...fields,
        id: ids[i],
        companyId,
        companyName: seedCompanies.find((c) => c.id === companyId)?.name,
        contactId,
        status,
        completionStatus: status === "completed" ? (i % 2 ? "won" : "lost") : undefined,
        assigneeId: staff.length && i % 3 !== 2 ? staff[i % staff.length] : undefined,
        originChannel: i % 4 === 0 ? "BACKOFFICE" : "MARKETPLACE",
        documents: [],
        createdDate: at,
        updatedDate: at,
        createdBy: SEEDER,
        updatedBy: SEEDER,
        version: 1,
      }) as StoredRequest,
    ];
  });
  if (!fresh.length) return { requests: 0, matches: 0, notes: 0 };
  const res = await db()
    .materialRequest.put(fresh as never[])
    .go();
  if (res.unprocessed?.length) throw new Error(`seed: ${res.unprocessed.length} requests not written`);
  // Matched by the real run; the seeded status stays (the demo shows every status).
  const matched = await Promise.all(fresh.map((r) => runMatching(r, SEEDER, { keepStatus: true })));
  let notes = 0;
  let matches = 0;
  const author = staff[0] ?? SEEDER;
  for (const [i, r] of matched.entries()) {
    const ms = await listRequestMatches(r.id);
    matches += ms.length;
    if (i % 3 !== 0 || !ms.length) continue;
    // Some matches worked on: a status beyond open and a note or two.
    const worked = ms.slice(0, 2).map((m, k) => ({ ...m, status: WORKED[(i + k) % WORKED.length], updatedBy: author }));
    await Promise.all(worked.map((m) => setMatchStatus(m, m.status, author)));
    const ns = worked.flatMap((m, k) =>
      NOTES.slice(0, 1 + ((i + k) % 2)).map((content, n) => ({
        id: `n-seed-match-${r.id.slice(-4)}-${k}-${n}`,
        topicType: "MATERIAL_MATCH" as const,
        topicId: m.id,
        content,
        metadata: { materialId: m.materialId, materialRequestId: r.id },
        createdDate: daysAgo(20 - (i % 10), n),
        createdBy: author,
      })),
    );
    const w = await db().note.put(ns).go();
    if (w.unprocessed?.length) throw new Error(`seed: ${w.unprocessed.length} match notes not written`);
    notes += ns.length;
  }
  return { requests: fresh.length, matches, notes };
}
