/**
 * The attributes of a stored material the matching engine reads, plus the owner and name a candidate carries:
 * the candidate index (gsi10, functions/db/table.ts) projects exactly these, and every reader that feeds the
 * engine asks for them. A module of its own with no imports, so the table definition can name them without
 * loading the engine.
 */
export const MATCHABLE_ATTRIBUTES = [
  "id",
  "companyId",
  "name",
  "type",
  "source",
  "condition",
  "color",
  "capacity",
  "viscosity",
  "pricePerTon",
  "countryOfOrigin",
  "certificates",
  "applications",
  "intendedMarkets",
  "processingMethods",
  "dataQualityLevel",
  "fillers",
] as const;
