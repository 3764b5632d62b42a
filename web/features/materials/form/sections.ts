import { dqlFields } from "../../../../shared/rules/data-quality";
import { optionalCharacteristicFields } from "../../../../shared/schemas/material";

/**
 * The product form's sections (the 'Edit product' screen): identity, the four data quality level
 * groups, optional characteristics and Commercial. Files and the catalog flag are edited apart.
 */
export const IDENTITY = ["name", "internalName", "type", "description"] as const;
export const COMMERCIAL = ["capacity", "pricePerTon", "countryOfOrigin", "batchSize", "certificates", "incoterms"] as const;

export type SectionKey = "identity" | "dql1" | "dql2" | "dql3" | "dql4" | "optional" | "commercial";
export const SECTIONS: { key: SectionKey; level?: 1 | 2 | 3 | 4; fields: readonly string[] }[] = [
  { key: "identity", fields: IDENTITY },
  { key: "dql1", level: 1, fields: dqlFields[1].filter((f) => !(IDENTITY as readonly string[]).includes(f)) },
  { key: "dql2", level: 2, fields: dqlFields[2] },
  { key: "dql3", level: 3, fields: dqlFields[3] },
  { key: "dql4", level: 4, fields: dqlFields[4] },
  { key: "optional", fields: optionalCharacteristicFields() },
  { key: "commercial", fields: COMMERCIAL },
];

/** The simple form: what level 1 needs plus the commercial basics that keep a product valid. */
export const SIMPLE_SECTIONS: { key: SectionKey; fields: readonly string[] }[] = [
  { key: "identity", fields: ["name", "internalName", "type"] },
  { key: "dql1", fields: SECTIONS[1].fields },
  { key: "commercial", fields: ["capacity", "pricePerTon", "countryOfOrigin"] },
];
