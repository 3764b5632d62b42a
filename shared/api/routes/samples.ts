import { SampleInput, SampleListQuery } from "../../schemas/sample";
import { defineRoutes } from "../contract";

/** Material samples. Staff only. */
export const samplesRoutes = defineRoutes({
  "samples.list": { method: "GET", path: "/samples", access: "admin", query: SampleListQuery, needs: { table: "read" } },
  "samples.save": { method: "POST", path: "/samples", access: "admin", body: SampleInput, needs: { table: "write" } },
});

import type { Page } from "../../schemas/common";
import type { Sample } from "../../schemas/sample";

/** What each route answers: type-only (no runtime cost), kept apart from the entries; the web client is typed from it (shared/api/responses.ts). */
export interface SamplesResponses {
  "samples.list": Page<Sample>;
  "samples.save": Sample;
}
