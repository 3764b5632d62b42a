export { getResearch, listCompanyResearches } from "./queries";

/**
 * The researches as outreach reads them (a company's completed research): this service's steps call the
 * outreach module, so its import of index.ts would close a circle of imports (scripts/check/import-cycles.ts);
 * it reads through this narrow door, which imports no other domain. Every other caller uses index.ts, which
 * exports the same.
 */
