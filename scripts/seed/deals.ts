import { addDays } from "../../shared/rules/deal-reminders";
import { claimTransactionNumber, findDeal, type StoredDeal } from "../../functions/domains/deals";
import { withoutNulls } from "../../functions/db/queries/versioned";
import { db } from "../../functions/db/service";
import type { StoredLead } from "../../functions/domains/leads";
import { seedCompanies } from "./crm-data";
import { SEEDED_COMPANY } from "./demo-companies";

/**
 * Local demo deals only (never deployed): seven deals whose ETAs sit relative to today, so the bell always has
 * reminders due today, soon and already past, plus one without an ETA. Fixed ids and numbers; a seeded deal
 * nobody has edited since (updatedBy "seed") gets its dates moved to today's again on every start, one
 * somebody edited is left alone. The first deal comes from a won seeded lead when there is one: its company is
 * the buyer (buy lead) or the seller (sell lead).
 */
const SEEDER = "seed";
const sellers = seedCompanies.filter((c) => c.sellerProfile).map((c) => c.id);
const buyers = seedCompanies.filter((c) => c.buyerProfile).map((c) => c.id);
const at = <T>(list: T[], i: number, fallback: T) => list[i % Math.max(1, list.length)] ?? fallback;
const DEMO_SELLER = SEEDED_COMPANY.demoRecycling;
const DEMO_BUYER = SEEDED_COMPANY.demoPackaging;

type Seed = {
  n: number;
  eta: number | null;
  carrier?: string;
  bl?: string;
  currency?: "EUR" | "USD";
  incoterm?: string;
  payment?: string;
  materials: [string, number, number][];
};

const SEEDS: Seed[] = [
  {
    n: 1,
    eta: 7,
    carrier: "Maersk Line",
    bl: "MAEU240117553",
    incoterm: "CIF Rotterdam",
    payment: "30% advance, 70% against copy of the bill of lading",
    materials: [
      ["rPET flakes, clear, hot-washed, PVC < 50 ppm", 22, 780],
      ["rPET flakes, light blue", 8, 610],
    ],
  },
  {
    n: 2,
    eta: 1,
    carrier: "Hapag-Lloyd",
    bl: "HLCUHAM2411098",
    incoterm: "FCA Hamburg",
    payment: "Net 30 days from invoice date",
    materials: [["HDPE regrind, natural, from milk bottles, MFI 0.3-0.7", 18.5, 640]],
  },
  {
    n: 3,
    eta: 0,
    carrier: "DB Schenker (truck)",
    bl: "CMR-0088123",
    incoterm: "DAP Milan",
    payment: "Cash against documents",
    materials: [
      ["PP post-industrial regranulate, black, injection grade", 24, 910],
      ["PP copolymer regrind, white", 12, 720],
      ["LDPE film regranulate, transparent", 10, 980],
    ],
  },
  {
    n: 4,
    eta: -3,
    carrier: "MSC",
    bl: "MEDUVA118822",
    currency: "USD",
    incoterm: "CFR Valencia",
    payment: "Irrevocable letter of credit at sight",
    materials: [["rPA6 GF30 black granules, automotive grade", 16, 2150]],
  },
  {
    n: 5,
    eta: 21,
    carrier: "CMA CGM",
    bl: "CMDUFRA77120",
    incoterm: "CIF Antwerp",
    payment: "50% advance, balance 14 days after arrival",
    materials: [
      ["HDPE crates regrind, mixed colours", 40, 560],
      ["PP/PE mix for outdoor furniture", 20, 340],
    ],
  },
  { n: 6, eta: 40, carrier: "Evergreen", incoterm: "FOB Gdansk", payment: "Net 45 days", materials: [["rPVC window profile regrind, white", 25, 650]] },
  { n: 7, eta: null, incoterm: "EXW Lyon", materials: [["rABS mixed colours, technical parts", 12, 600]] },
];

const idOf = (n: number) => `e0000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const numberOf = (n: number) => `TRX-DEMO-${String(n).padStart(4, "0")}`;

export async function seedDeals(leads: StoredLead[] = []) {
  const won = leads.find((l) => l.status === "won" || l.completionStatus === "won");
  const today = new Date().toISOString().slice(0, 10);
  const now = new Date().toISOString();
  for (const [i, s] of SEEDS.entries()) {
    const id = idOf(s.n);
    const existing = await findDeal(id);
    if (existing && existing.updatedBy !== SEEDER) continue;
    const record: StoredDeal = {
      id,
      transactionNumber: numberOf(s.n),
      sellerId: i === 0 ? DEMO_SELLER : at(sellers, i, DEMO_SELLER),
      buyerId: i === 0 ? DEMO_BUYER : at(buyers, i + 1, DEMO_BUYER),
      eta: s.eta === null ? undefined : addDays(today, s.eta),
      carrier: s.carrier,
      billOfLanding: s.bl,
      contractData: {
        currency: s.currency ?? "EUR",
        incoterm: s.incoterm ?? null,
        paymentTerms: s.payment ?? null,
        deliveryAddress: null,
        materials: s.materials.map(([description, quantity, price]) => ({ description, quantity, price })),
      },
      createdDate: existing?.createdDate ?? new Date(Date.now() - (SEEDS.length - i) * 86_400_000).toISOString(),
      createdBy: SEEDER,
      updatedDate: now,
      updatedBy: SEEDER,
      version: existing?.version ?? 1,
    };
    if (i === 0 && won) {
      record.leadId = won.id;
      if (won.type === "buy") record.buyerId = won.companyId;
      else record.sellerId = won.companyId;
    }
    await claimTransactionNumber(record.transactionNumber, id);
    await db()
      .deal.put(withoutNulls({ ...record, contractData: withoutNulls(record.contractData) }) as never)
      .go();
  }
}
