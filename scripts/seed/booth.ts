import { randomUUID } from "node:crypto";
import type { BoothInput } from "../../shared/schemas/booth";
import * as Booth from "../../functions/domains/booth";
import { db } from "../../functions/db/service";
import { putObject } from "../../functions/lib/s3";
import { badgePng } from "./badge-image";

/**
 * Trade-fair booth visitors (at least 15, with photos, so the booth table has pages to show). Each photo is a real PNG badge made in code;
 * each visitor is added through the same core function as PUT /booth, so each starts its kFair run (their companies
 * are new: the demo companies' contact lists, which other tests read, stay as they are). Skipped when any visitor exists (the seed runs on every start).
 */
const VISITORS: [company: string, type: BoothInput["companyType"], country: string | undefined, person: string, position: string | undefined][] = [
  ["Rheinland Regranulat", "recycler", "DE", "Jonas Weber", "Sales Manager"],
  ["Helvetia Packaging", "converter", "CH", "Lea Keller", "Head of Purchasing"],
  ["Polymer Werke Nord", "compounder", "DE", "Anna Berg", "Technical Buyer"],
  ["Plásticos del Sur", "converter", "ES", "Lucía Romero", "Compras"],
  ["Recyplast France", "recycler", "FR", "Claire Dubois", "Directrice achats"],
  ["Imballaggi Verdi", "converter", "IT", "Marco Bianchi", "Responsabile acquisti"],
  ["EkoPolimer", "trader", "PL", "Piotr Nowak", "Kierownik zakupów"],
  ["Embalagens Lusas", "manufacturer", "PT", "Inês Costa", "Diretora de compras"],
  ["Nordic Crates AB", "manufacturer", "SE", "Erik Lund", "Procurement Lead"],
  ["GreenBottle Brands", "brandOwner", "NL", "Sanne de Vries", "Sustainability Manager"],
  ["Atlantic Polymers", "distributor", "IE", "Sean Murphy", "Account Director"],
  ["Alpine Compounds", "compounder", "AT", "Maria Huber", "R&D Engineer"],
  ["Baltic Regrind", "recycler", "LT", "Tomas Petrauskas", undefined],
  ["Danube Pipes", "manufacturer", "HU", "Gábor Kiss", "Plant Manager"],
  ["Orbit Toys", "brandOwner", "DK", "Freja Nielsen", "Materials Buyer"],
  ["Pacific Resin Trading", "trader", undefined, "Kenji Sato", "Managing Director"],
];

const slug = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z]+/g, ".")
    .replace(/^\.|\.$/g, "")
    .toLowerCase();

export async function seedBooth(staffIds: string[]): Promise<void> {
  const any = await db().boothVisit.query.byCreated({}).go({ limit: 1 });
  if (any.data.length) return;
  let i = 0;
  for (const [companyName, companyType, companyCountry, personName, position] of VISITORS) {
    const photoId = randomUUID();
    await putObject(Booth.boothPhotoKey(photoId), badgePng(personName, (i * 47) % 360), "image/png");
    const [first, ...rest] = personName.split(" ");
    await Booth.create(
      {
        companyName,
        companyType,
        companyCountry,
        contactDetails: { personName, email: `${slug(first)}.${slug(rest.join(" "))}@${slug(companyName).replace(/\./g, "-")}.example.com`, position, photoId },
      },
      { userId: staffIds[i % staffIds.length] ?? "seed" },
    );
    i++;
  }
}
