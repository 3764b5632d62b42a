import { fieldsUpTo } from "../../../shared/rules/data-quality";
import type { Material } from "../../../shared/schemas/material";
import type { Passport, PassportCertificate } from "../../../shared/schemas/passport";
import { measuredProperties } from "./properties";

const nullable = <T>(v: T | null | undefined): T | null => v ?? null;

/** The English name of an ISO 3166 alpha-2 code (the code itself when the runtime knows none). */
export function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(["en"], { type: "region" }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/**
 * The one place a passport is shaped, from a listed material and its certificates' standing. It picks the
 * catalogue's public facts by name, so what the catalogue hides (the seller company, the price, the lot
 * number, the internal name, the authors) cannot reach it.
 */
export function passportView(m: Material, certificates: PassportCertificate[], url: string): Passport {
  const level = m.dataQualityLevel;
  return {
    id: m.id,
    name: m.name,
    type: m.type,
    description: nullable(m.description),
    url,
    dataQuality: { level, basis: level ? fieldsUpTo(level) : [] },
    properties: measuredProperties(m),
    recycledContent: {
      total: nullable(m.recycledContent),
      postConsumer: nullable(m.recycledContentPostConsumer),
      postIndustrial: nullable(m.recycledContentPostIndustrial),
    },
    chainOfCustody: {
      source: nullable(m.source),
      model: nullable(m.chainOfCustody),
      recyclingMethod: nullable(m.recyclingMethod),
      washingProcess: nullable(m.washingProcess),
      recyclingProcessDetails: m.recyclingProcessDetails ?? [],
      origins: m.origins ?? [],
    },
    countryOfOrigin: m.countryOfOrigin ? { code: m.countryOfOrigin, name: countryName(m.countryOfOrigin) } : null,
    certificates,
    updatedDate: m.updatedDate,
    // dd/MM/yyyy of the stored UTC timestamp, as the datasheet prints it (without loading the PDF code)
    updated: m.updatedDate.slice(0, 10).split("-").reverse().join("/"),
  };
}
