import { DELETE_LEASE_MS, resumeCompanyDeletes } from "../../domains/companies";
import type { Recoverer, SweepOptions } from "./types";

/** Company deletes a crash or a timeout left half-way (tombstone set, children left): finished (ADR 0168). */
export const companyDeletes = (o: SweepOptions): Recoverer => ({
  name: "companyDeletes",
  recover: () => resumeCompanyDeletes(new Date(o.startup ? o.now + DELETE_LEASE_MS + 1 : o.now)),
});
