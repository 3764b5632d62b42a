import type { Sample, SampleInput } from "../../../shared/schemas/sample";
import { call } from "../../lib/api";
import { invalidate, useApi } from "../../lib/queryKeys";

/** Sample API hooks and calls. */

export const SAMPLES_PAGE = 25;
/** The lead page's card lists up to this many; a lead has a handful. */
export const LEAD_SAMPLES_LIMIT = 100;

export const useSamples = (cursor: string | undefined) => useApi("GET /samples", { query: { cursor, limit: SAMPLES_PAGE } });
export const useLeadSamples = (leadId: string) => useApi("GET /samples", { query: { leadId, limit: LEAD_SAMPLES_LIMIT } });

export async function saveSample(input: SampleInput): Promise<Sample> {
  const saved = await call("POST /samples", { body: input });
  // The lists, and the warehouse whose reservations are the draft samples (ADR 0138).
  await Promise.all([invalidate("GET /samples"), invalidate("GET /warehouse/materials"), invalidate("GET /warehouse/materials/{id}")]);
  return saved;
}
