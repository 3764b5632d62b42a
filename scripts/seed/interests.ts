import { interestTypes, type InterestType } from "../../shared/schemas/interest";
import { processingMethods } from "../../shared/schemas/material-enums";
import { newestListedMaterials } from "../../functions/domains/materials";
import { db } from "../../functions/db/service";
import { runScopedId } from "../../functions/lib/stable-id";

/**
 * Interests (at least 20 of every type, so each filter has rows), spread over the last 60 days, about the listed demo
 * materials, from visitors of several countries. Written straight to the table (the public route would
 * count them against its per-address limit); ids derive from their number, so a re-run (after one cut short) writes the same records again.
 */
export const SEEDED_INTERESTS_PER_TYPE = 20;

const PEOPLE: [first: string, last: string, company: string, domain: string][] = [
  ["Jonas", "Weber", "Rheinland Kunststoff", "rheinland-kunststoff"],
  ["Claire", "Dubois", "Emballages Lyon", "emballages-lyon"],
  ["Lucía", "Romero", "Envases Sevilla", "envases-sevilla"],
  ["Marco", "Bianchi", "Stampi Brescia", "stampi-brescia"],
  ["Piotr", "Nowak", "Folie Gdańsk", "folie-gdansk"],
  ["Inês", "Costa", "Moldes Porto", "moldes-porto"],
  ["Erik", "Lund", "Nordic Pallets", "nordic-pallets"],
  ["Sanne", "de Vries", "Dutch Crates", "dutch-crates"],
  ["Sean", "Murphy", "Emerald Pipes", "emerald-pipes"],
  ["Maria", "Huber", "Tirol Compounds", "tirol-compounds"],
  ["Kenji", "Sato", "Osaka Resin", "osaka-resin"],
  ["Amira", "Haddad", "Levant Packaging", "levant-packaging"],
];
const NOTES: Partial<Record<InterestType, string[]>> = {
  CATALOG: ["Looks like a fit for our crates line.", "Do you have a datasheet with MFI at 230 °C?", "", "Please send the full TDS."],
  PRICE: ["Price for 20 t per month, delivered to Rotterdam?", "What is the price FCA for a full truck?", "Quarterly contract possible?", ""],
  SAMPLE: ["Sample for a trial run next month.", "We test in our lab first.", "", "Two bags please."],
};
const APPLICATIONS = ["crates", "pipes", "film", "bottles", "automotive parts", "garden furniture"];
/** A material request names its polymer and use: its materials are listed ones of that polymer, never others. */
const MATERIAL_REQUESTS: { note: string; type: string; application: string }[] = [
  { note: "We need black HDPE regrind for blow moulding, 20 t per month.", type: "hdpe", application: "canisters" },
  { note: "Looking for natural PP granules, injection grade, 100 t per year, EuCertPlast.", type: "pp", application: "crates" },
  { note: "Clear PET flakes, food contact EFSA, 500 t.", type: "pet", application: "trays" },
  { note: "LDPE film grade granules, post-consumer, 10 t per month for refuse sacks.", type: "ldpe", application: "refuse sacks" },
];

export async function seedInterests(): Promise<void> {
  const last = runScopedId("seed-interest", String(interestTypes.length * SEEDED_INTERESTS_PER_TYPE - 1));
  if ((await db().interest.get({ id: last }).go()).data) return;
  const materials = await newestListedMaterials(60);
  if (!materials.length) return;
  const day = 24 * 3600 * 1000;
  let n = 0;
  for (const type of interestTypes) {
    for (let i = 0; i < SEEDED_INTERESTS_PER_TYPE; i++, n++) {
      const [firstName, lastName, companyName, domain] = PEOPLE[n % PEOPLE.length];
      const request = type === "MATERIAL_REQUEST" ? MATERIAL_REQUESTS[i % MATERIAL_REQUESTS.length] : null;
      const pool = request ? materials.filter((m) => m.type === request.type) : materials;
      const picked = pool.length
        ? [pool[n % pool.length], ...(n % 4 === 0 && pool.length > 1 ? [pool[(n + 7) % pool.length]] : [])].filter((m, k, all) => all.indexOf(m) === k)
        : [];
      const at = new Date(Date.now() - ((n * 37) % 60) * day - (n % 24) * 3600 * 1000).toISOString();
      const note = request ? request.note : NOTES[type]![i % NOTES[type]!.length];
      const application = request ? request.application : i % 3 === 0 ? APPLICATIONS[n % APPLICATIONS.length] : undefined;
      await db()
        .interest.put({
          id: runScopedId("seed-interest", String(n)),
          type,
          email: `${firstName
            .toLowerCase()
            .normalize("NFD")
            .replace(/[\u0300-\u036f]/g, "")}.${lastName.toLowerCase().replace(/\s+/g, "")}@${domain}.example.com`,
          firstName,
          lastName,
          companyName,
          ...(request ? { materialTypes: [request.type] } : {}),
          materials: picked.map((m) => m.id),
          ...(type === "SAMPLE" ? { requestedSamples: picked.map((m, k) => ({ materialId: m.id, amount: [5, 10, 25, 2][(n + k) % 4] })) } : {}),
          ...(note ? { description: note } : {}),
          ...(application ? { application } : {}),
          ...(!request && i % 5 === 0 ? { processingMethods: [processingMethods[n % 3]] } : {}),
          createdDate: at,
          updatedDate: at,
          createdBy: "public",
        })
        .go();
    }
  }
}
