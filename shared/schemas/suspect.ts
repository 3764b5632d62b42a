import { nonEmptyLine, pageQuery } from "./common";
import { userNotes } from "./research";
import type { ResearchStatus } from "./research";
import * as z from "./zod";

/** Company suspects. Staff only. */
export const SuspectInput = z.object({
  /** The name has at least 1 character. */
  name: nonEmptyLine.check(z.maxLength(200)),
  userNotes: z.optional(userNotes),
});
export type SuspectInput = z.input<typeof SuspectInput>;

export const suspectSorts = ["name", "-name", "createdDate", "-createdDate"] as const;
export const SuspectListQuery = z.extend(pageQuery, { sort: z.optional(z.enum(suspectSorts)) });

export interface Suspect {
  id: string;
  name: string;
  userNotes: string | null;
  createdDate: string;
  createdBy: string;
  /** The company matched (by the duplicate rules) or created for the suspect. */
  companyIds: string[];
  research: { id: string; companyId: string; status: ResearchStatus } | null;
}
