import { editOrder, rebuildLeadCounters, type StoredLead } from "../../functions/domains/leads";
import { db } from "../../functions/db/service";
import { withoutNulls } from "../../functions/db/queries/versioned";
import { BOARD_COLUMNS, LeadInput, leadStatuses, type BoardColumn, type LeadStatus } from "../../shared/schemas/lead";
import * as z from "../../shared/schemas/zod";
import { seedMaterialCount, seedMaterialId } from "./materials";
import { SEEDED_COMPANY } from "./demo-companies";

/**
 * Local demo leads only (never deployed): 35 leads over every status and both staff users (some unassigned),
 * from several companies with their contacts, some naming seeded materials, created over the last 12 weeks
 * (so the lead analytics show a history), and the board order. Fixed ids: the seed writes only what is
 * missing. Other seeds (tasks, samples, deals) build on `seedLeads`' answer.
 */
const SEEDER = "seed";
const DAY = 24 * 3600 * 1000;
export const seedLeadId = (i: number) => `1ead0000-0000-4000-8000-${String(i + 1).padStart(12, "0")}`;

/** [companyId, contactId] pairs (the same companies and people as the request seed). */
const COMPANIES: [string, string | undefined][] = [
  [SEEDED_COMPANY.demoPackaging, undefined],
  [SEEDED_COMPANY.demoRecycling, undefined],
  [SEEDED_COMPANY.autoteile, "p-j.keller@autoteile.example.com"],
  [SEEDED_COMPANY.embalagens, "p-joao@embalagens.example.com"],
  [SEEDED_COMPANY.dutchFilm, "p-daan@dutchfilm.example.com"],
  [SEEDED_COMPANY.brandCo, undefined],
];

type Input = z.input<typeof LeadInput>;
const L = (
  type: "buy" | "sell",
  description: string,
  materialType: string,
  amount: number,
  frequency: "month" | "year" | "spot" | null,
  price: number | null,
): Omit<Input, "companyId"> => ({
  type,
  description,
  materialType: materialType as Input["materialType"],
  amount,
  frequency,
  targetPrice: price ? { amount: price, currency: "EUR" } : null,
});

const LEADS: Omit<Input, "companyId">[] = [
  L("buy", "rPP black regrind for pallets", "pp", 100, "month", 800),
  L("buy", "Natural rHDPE for detergent bottles", "hdpe", 60, "month", 1300),
  L("sell", "PP/EPDM bumper regrind from dismantling", "pp-epdm", 40, "spot", 600),
  L("buy", "Clear rPET flakes for food trays", "pet", 150, "month", 950),
  L("buy", "rLDPE film grade, transparent", "ldpe", 40, "month", 700),
  L("sell", "rPA6 GF30 production scrap", "pa6", 20, "month", 2000),
  L("buy", "Black rHDPE for pipes", "hdpe", 300, "spot", 850),
  L("buy", "rPC transparent regrind for light covers", "pc", 10, "month", 1800),
  L("sell", "rPVC window profile regrind", "pvc", 100, "year", 650),
  L("buy", "rPP copolymer for crates", "pp", 80, "month", 1100),
  L("buy", "Post-consumer rHDPE, large volume", "hdpe", 2400, "year", 700),
  L("sell", "rPS white from yoghurt cup production", "ps", 25, "month", 650),
  L("buy", "rABS mixed colours for technical parts", "abs", 50, "month", 600),
  L("buy", "rPOM natural for clips", "pom", 10, "spot", 1500),
  L("sell", "rPET strapping scrap", "pet", 200, "year", 900),
  L("buy", "rLLDPE natural granules for stretch film", "lldpe", 50, "month", 1000),
  L("buy", "rPA66 natural regrind, small lots", "pa66", 5, "spot", 1800),
  L("sell", "rPP talc filled black trims", "pp", 60, "month", 950),
  L("buy", "Ocean-bound rHDPE for a consumer brand", "hdpe", 20, "month", 1400),
  L("buy", "rPET tray flakes, price sensitive", "pet", 100, "month", 650),
  L("sell", "rPC/ABS black housings regrind", "pc/abs", 15, "month", 1900),
  L("buy", "rTPE black regrind for shoe soles", "tpe", 30, "month", 850),
  L("buy", "rPMMA clear, 5 t trial", "pmma", 5, "spot", 1500),
  L("sell", "rPP white big bags, one-off", "pp", 50, "spot", 520),
  L("buy", "rHDPE crates regrind, mixed colours", "hdpe", 80, "month", 580),
  L("buy", "rPBT black granules for connectors", "pbt", 10, "month", 1650),
  L("sell", "PP/PE mix for outdoor furniture", "pp/pe", 200, "year", 350),
  L("buy", "rPA6 from fishing nets for textiles", "pa6", 10, "month", 2500),
  L("buy", "rABS white for housings", "abs", 35, "month", 1200),
  L("sell", "rHDPE natural from caps", "hdpe", 45, "month", 1000),
  L("buy", "rPP homopolymer for fibres", "pp", 70, "month", 900),
  L("buy", "rLDPE black for bin liners", "ldpe", 120, "month", 600),
  L("sell", "rPET green flakes", "pet", 90, "month", 450),
  L("buy", "rABS black regrind, spot", "abs", 25, "spot", 700),
  L("buy", "rPS black for coat hangers", "ps", 40, "month", 600),
];
export const seedLeadCount = LEADS.length;

/** The seeded leads as stored (every one: existing and new), for the seeds of tasks, samples and deals. */
export async function seededLeads(): Promise<StoredLead[]> {
  const { data } = await db()
    .lead.get(LEADS.map((_, i) => ({ id: seedLeadId(i) })))
    .go();
  const byId = new Map<string, StoredLead>(data.map((l) => [l.id, l]));
  return LEADS.map((_, i) => byId.get(seedLeadId(i))).filter((l): l is StoredLead => Boolean(l));
}

/** Write the leads that are not there yet, their material rows, the counters and their place on the board. Answers all seeded leads. */
export async function seedLeads(staff: string[] = []): Promise<StoredLead[]> {
  const have = new Set((await seededLeads()).map((l) => l.id));
  const now = Date.now();
  const fresh = LEADS.flatMap((input, i) => {
    const id = seedLeadId(i);
    if (have.has(id)) return [];
    const [companyId, contactId] = COMPANIES[i % COMPANIES.length];
    const status: LeadStatus = leadStatuses[i % leadStatuses.length];
    // spread over the last 12 weeks, the newest first in the seed's order
    const at = new Date(now - (LEADS.length - i) * 2.3 * DAY).toISOString();
    const fields = z.parse(LeadInput, { ...input, companyId });
    const materialIds = i % 4 === 0 ? [seedMaterialId(i % seedMaterialCount), seedMaterialId((i + 7) % seedMaterialCount)] : [];
    const record = {
      ...fields,
      id,
      contactId,
      status,
      completionStatus: status === "won" || status === "lost" ? status : undefined,
      assigneeId: staff.length && i % 5 !== 4 ? staff[i % staff.length] : undefined,
      materialIds,
      originChannel: i % 6 === 0 ? "MATERIAL_REQUEST#e0000000-0000-4000-8000-000000000001" : "LEAD_FORM",
      documents: [],
      createdDate: at,
      updatedDate: at,
      createdBy: SEEDER,
      updatedBy: SEEDER,
      version: 1,
    };
    const stored: StoredLead = withoutNulls(record);
    return [stored];
  });
  if (fresh.length) {
    const res = await db()
      .lead.put(fresh as never[])
      .go();
    if (res.unprocessed?.length) throw new Error(`seed: ${res.unprocessed.length} leads not written`);
    const rows = fresh.flatMap((l) => (l.materialIds ?? []).map((materialId) => ({ materialId, leadId: l.id, createdDate: l.createdDate })));
    if (rows.length) await db().leadMaterial.put(rows).go();
    await rebuildLeadCounters();
    // the board order: new board leads appended to their columns, in the seed's order (newest first)
    const isColumn = (s: string): s is BoardColumn => (BOARD_COLUMNS as readonly string[]).includes(s);
    await editOrder((order) => {
      const out = { ...order };
      for (const l of [...fresh].reverse()) if (isColumn(l.status) && !(out[l.status] ?? []).includes(l.id)) out[l.status] = [...(out[l.status] ?? []), l.id];
      return out;
    }, SEEDER);
  }
  return seededLeads();
}
