export { companiesBatch, companiesById, createCompany, getCompany, listAllCompanies, updateCompany } from "./queries";
export { companyDocumentKey } from "./documents";

/**
 * The company records as the domains the companies service itself calls read and write them (contacts, e-mail
 * messages, researches, enrichment, outreach, the material lists): their import of index.ts would close a
 * circle of imports (scripts/check/import-cycles.ts), so they read through this narrow door, and through
 * ./live.ts for the checks of a child write. Every other caller uses index.ts, which exports the same.
 */
