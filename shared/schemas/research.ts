import { id, nonEmpty } from "./common";
import { materialTypes } from "./material-enums";
import * as z from "./zod";
import { researchStatuses } from "./enums";

/**
 * Company research: staff start one from a
 * company (or a suspect, or a k-fair visitor); the companyResearch workflow gathers facts, evaluates the
 * company as a buyer and writes a markdown report. Staff only.
 */
export type ResearchStatus = (typeof researchStatuses)[number];
export const buyerPotentials = ["high", "medium", "low", "none", "unknown"] as const;
export type BuyerPotential = (typeof buyerPotentials)[number];

/** User notes optional, at least 1 character when given. */
export const userNotes = nonEmpty.check(z.maxLength(2000));

/** PUT /v2/companies/{id}/researches: companyId must equal the path's id (the path decides). */
export const ResearchCreate = z.object({
  companyId: z.optional(id),
  userNotes: z.optional(userNotes),
});
export type ResearchCreate = z.input<typeof ResearchCreate>;

/** POST /v2/companies/{id}/researches: the feedback update. */
export const ResearchFeedback = z.object({
  id,
  companyId: z.optional(id),
  userFeedback: z.string().check(z.trim(), z.maxLength(4000)),
});

export interface MaterialReason {
  type: (typeof materialTypes)[number] | string;
  reason: string;
  /** Our own catalogue's material this reason points at, when there is one. */
  materialId?: string;
}

export interface ResearchResult {
  evaluation: { buyerPotential: BuyerPotential; score: number; comment: string } | null;
  company: {
    name: string;
    description: string | null;
    website: string | null;
    applications: string[];
    products: string[];
    materialsInterest: MaterialReason[];
    relevantMaterials: MaterialReason[];
    certificates: string[];
  } | null;
  searchResults: { title: string; url: string; snippet?: string }[];
  /** Where the search results came from: the web search API, or the offline corpus of seeded pages (ADR 0145). */
  searchSource?: "web" | "offline";
  /** Markdown sections of the report. */
  content: string[];
}

export interface Research {
  id: string;
  companyId: string;
  status: ResearchStatus;
  input: { companyName: string; userNotes: string | null };
  result: ResearchResult | null;
  userFeedback: string | null;
  /** Why a failed research failed (the failing step's error), for staff. */
  error: string | null;
  /** The workflow run (GET /workflows/{id}) that produced it. */
  workflowId: string | null;
  createdDate: string;
  completedDate: string | null;
  createdBy: string;
}

export { researchStatuses };
