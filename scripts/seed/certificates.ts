import { addDays } from "../../shared/rules/certificates";
import type { CertificateFields, CertificateType } from "../../shared/schemas/certificate";
import { db } from "../../functions/db/service";
import { now } from "../../functions/db/audit";
import { CO, seeds } from "./materials";
import { SEEDED_COMPANY } from "./demo-companies";

/**
 * The demo's certificate registers: every seeded seller holds a valid record of each certificate its
 * materials name (so the seeded matches stay what they were), Demo Recycling's RecyClass expires within 30
 * days and its ISO 9001 has expired, and Polimeri's ISCC PLUS has expired. Dates are relative to the seed
 * day. Written once: a register already there is left alone.
 */
const SEEDER = "seed";

type SeedCert = CertificateFields;

const ISSUERS: Partial<Record<CertificateType, string>> = {
  efsa: "European Food Safety Authority",
  fda: "U.S. Food and Drug Administration",
  euCertPlast: "EuCertPlast Certification Body",
  recyClass: "RecyClass / Plastics Recyclers Europe",
  grs: "Textile Exchange",
  oceanBoundPlastic: "Zero Plastic Oceans",
  iso9001: "TÜV Rheinland",
  isccPlus: "ISCC System GmbH",
};

export function seededRegisters(day = now().slice(0, 10)): Map<string, SeedCert[]> {
  const byCompany = new Map<string, Set<CertificateType>>();
  for (const s of seeds) for (const c of s.certificates ?? []) (byCompany.get(CO[s.co]) ?? byCompany.set(CO[s.co], new Set()).get(CO[s.co])!).add(c);
  const out = new Map<string, SeedCert[]>();
  for (const [companyId, types] of byCompany) {
    out.set(
      companyId,
      [...types].map((type, i) => ({
        id: `seed-cert-${companyId.slice(0, 8)}-${type}`,
        type,
        number: `${type.toUpperCase()}-${2024 + (i % 3)}-${String(1000 + i * 37)}`,
        issuer: ISSUERS[type] ?? "Accredited certification body",
        validFrom: addDays(day, -365),
        // Demo Recycling's RecyClass expires within 30 days (still valid, the bell warns)
        validUntil: companyId === SEEDED_COMPANY.demoRecycling && type === "recyClass" ? addDays(day, 20) : addDays(day, 700),
      })),
    );
  }
  const demo = out.get(SEEDED_COMPANY.demoRecycling) ?? [];
  demo.push({
    id: "seed-cert-demo-iso9001",
    type: "iso9001",
    number: "QM-2022-0415",
    issuer: ISSUERS.iso9001!,
    validFrom: addDays(day, -1100),
    validUntil: addDays(day, -10),
  });
  out.set(SEEDED_COMPANY.demoRecycling, demo);
  const it = out.get(SEEDED_COMPANY.polimeri) ?? [];
  it.push({
    id: "seed-cert-polimeri-iscc",
    type: "isccPlus",
    number: "ISCC-PLUS-IT-220-0081",
    issuer: ISSUERS.isccPlus!,
    validFrom: addDays(day, -800),
    validUntil: addDays(day, -35),
  });
  out.set(SEEDED_COMPANY.polimeri, it);
  return out;
}

export async function seedCertificates() {
  const registers = seededRegisters();
  const ids = [...registers.keys()];
  const { data } = await db()
    .certificateRegister.get(ids.map((companyId) => ({ companyId })))
    .go({ attributes: ["companyId"] });
  const have = new Set(data.map((r) => r.companyId));
  const at = now();
  for (const [companyId, certificates] of registers) {
    if (have.has(companyId)) continue;
    await db().certificateRegister.put({ companyId, certificates, createdDate: at, updatedDate: at, updatedBy: SEEDER, version: 1 }).go();
    await db()
      .certificateExpiry.put(certificates.map((c) => ({ companyId, certificateId: c.id, validUntil: c.validUntil })))
      .go();
  }
}
