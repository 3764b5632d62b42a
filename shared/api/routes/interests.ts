import { InterestInput, InterestListQuery } from "../../schemas/interest";
import { defineRoutes, FILES } from "../contract";

/** Interests: GET /interests for staff; PUT /interests without auth. */
export const interestsRoutes = defineRoutes({
  "interests.list": { method: "GET", path: "/interests", access: "admin", query: InterestListQuery, needs: { table: "read" } },
  /** Public: rate-limited per address, body-limited, honeypot-guarded (functions/domains/public-write.ts). */
  "interests.create": { method: "PUT", path: "/interests", access: "public", body: InterestInput, maxBodyBytes: 16 * 1024, needs: { table: "write" } },
  /** Staff turn an interest into a lead in one click (the lead's origin channel names the interest); as PUT /leads, it checks the assignee against the staff group. */
  "interests.toLead": {
    method: "POST",
    path: "/interests/{id}/lead",
    access: "admin",
    needs: { table: "write", files: { access: "read", prefixes: [FILES.leads] }, cognito: ["ListUsersInGroup"], live: "post" },
  },
});

import type { Page } from "../../schemas/common";
import type { Interest, InterestReceipt } from "../../schemas/interest";
import type { Lead } from "../../schemas/lead";

export interface InterestsResponses {
  "interests.list": Page<Interest>;
  "interests.create": InterestReceipt;
  "interests.toLead": { interest: Interest; lead: Lead };
}
