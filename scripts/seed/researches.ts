import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { getCompany } from "../../functions/domains/companies";
import { getResearch, listCompanyResearches, startResearch } from "../../functions/domains/researches";
import { putCorpusPages } from "../../functions/integrations/search/offline";
import type { WorkflowFault } from "../local/workflows";
import { seedCompanies, type SeedCompany } from "./crm-data";
import { SEEDED_COMPANY } from "./demo-companies";

/**
 * Local demo research only (never deployed, ADR 0144/0145): the offline search corpus (web pages written from
 * each seeded company's own record, so the research has something to read), then researches produced by the
 * real companyResearch workflow — several completed, one failed through an injected fault (the local runner's
 * faults file, removed afterwards), and two started last, so they are still running as the app comes up. Runs
 * once: a data directory that already has the demo buyer's research is left alone.
 */
const DEMO_BUYER = SEEDED_COMPANY.demoPackaging;
const COMPLETED: [string, string | null][] = [
  [DEMO_BUYER, "Met at K 2025; they want to raise recycled content in crates"],
  [SEEDED_COMPANY.autoteile, "Automotive tier 2, PP and PA6 parts"],
  [SEEDED_COMPANY.dutchFilm, null],
  [SEEDED_COMPANY.demoRecycling, "Check whether they also buy"],
  [SEEDED_COMPANY.greenloop, null],
];
const FAILED = SEEDED_COMPANY.embalagens;
const FAULT: WorkflowFault = { state: "GatherFacts", message: "Web search provider unavailable (seeded failure)", companyId: FAILED };
const RUNNING = [SEEDED_COMPANY.brandCo, SEEDED_COMPANY.circulon];

const PROCESS: Record<string, string> = {
  converter: "injection moulding and film extrusion",
  compounder: "compounding and extrusion",
  manufacturer: "injection moulding",
  brandOwner: "injection moulding and blow moulding at our partners",
  recycler: "washing, extrusion and regranulation",
};
const polymersOf = (c: SeedCompany) =>
  [...new Set([...(c.buyerProfile?.materials ?? []), ...(c.sellerProfile?.materials ?? []).map((m) => m.type)])].map((p) => p.toUpperCase());
const list = (xs: string[]) => (xs.length > 1 ? `${xs.slice(0, -1).join(", ")} and ${xs.at(-1)}` : (xs[0] ?? "plastics"));

/** A home page and one about buying or supplying, from the company's own record (type, polymers, applications, country). */
export function corpusPages(c: SeedCompany, i: number) {
  if (!c.website) return [];
  const base = c.website.replace(/\/$/, "");
  const polymers = polymersOf(c);
  const apps = (c.applications ?? c.buyerProfile?.applications ?? []).slice(0, 3);
  const process = PROCESS[c.type ?? ""] ?? "processing";
  const city = c.address?.city ?? "Europe";
  const home = {
    url: `${base}/`,
    title: `${c.name} – ${c.type === "recycler" ? "recycled plastics" : "plastic products"} from ${city}`,
    text: `${c.name} is a ${c.type ?? "company"} based in ${city}. ${c.description ?? ""} We work with ${list(polymers)} by ${process}${apps.length ? ` for ${list(apps)}` : ""}.`,
  };
  const tons = (i % 7) * 1500 + 1200;
  const second = c.buyerProfile
    ? {
        url: `${base}/sourcing`,
        title: `Sourcing and sustainability at ${c.name}`,
        text: `We buy post-consumer ${list(polymers)} regranulate, about ${tons.toLocaleString("en")} t per year, and aim for 30% recycled content by 2030. Our plant is ISO 9001 certified. Suppliers with EuCertPlast are preferred.`,
      }
    : {
        url: `${base}/products`,
        title: `Our recyclates – ${c.name}`,
        text: `We sell ${list(polymers)} regranulate and regrind from our recycling plant in ${city}, about ${tons.toLocaleString("en")} t per month. ${(c.sellerProfile?.certificates ?? []).length ? `Certified: ${c.sellerProfile!.certificates.join(", ")}.` : ""}`,
      };
  return [home, second];
}

function setFault(file: string | undefined, on: boolean) {
  if (!file) return;
  const faults = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as WorkflowFault[]) : [];
  const others = faults.filter((f) => !(f.state === FAULT.state && f.companyId === FAULT.companyId));
  writeFileSync(file, JSON.stringify(on ? [...others, FAULT] : others));
}

async function start(companyId: string, notes: string | null, userId: string) {
  const company = await getCompany(companyId);
  return company ? startResearch(company, notes, userId) : null;
}

/** Wait for a research to end (the local runner runs it in this process); a slow one is left running. */
async function ended(id: string, ms = 30_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const r = await getResearch(id);
    if (!r || r.status === "completed" || r.status === "failed") return;
    await new Promise((s) => setTimeout(s, 100));
  }
}

export async function seedResearches(staff: string[], ctx: { workflowFaultsFile?: string } = {}) {
  await putCorpusPages(seedCompanies.flatMap(corpusPages));
  if ((await listCompanyResearches(DEMO_BUYER, { limit: 1 })).items.length) return;
  const userId = staff[0] ?? "seed";
  setFault(ctx.workflowFaultsFile, true);
  try {
    const done = await Promise.all([
      ...COMPLETED.map(([id, notes]) => start(id, notes, userId)),
      ctx.workflowFaultsFile ? start(FAILED, "Portuguese packaging converter", userId) : null,
    ]);
    await Promise.all(done.map((r) => r && ended(r.id)));
  } finally {
    setFault(ctx.workflowFaultsFile, false);
  }
  for (const id of RUNNING) await start(id, "Started as the app came up", userId);
}
