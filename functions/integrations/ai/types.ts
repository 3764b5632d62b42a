import type { ReadNeed } from "../../../shared/schemas/conversation";
import type { BuyerPotential, MaterialReason } from "../../../shared/schemas/research";

/**
 * The AI behind research and outreach (offline first: the tests and the local stack need no provider): one interface, two engines —
 * Amazon Bedrock's Converse API when configured (AI_PROVIDER=bedrock), the offline deterministic engine by
 * default. Both take the same facts and answer the same shapes; callers never know which one ran, the
 * answer says (`engine`).
 */
export type AiEngineName = "offline" | "bedrock";

/** What a research gathered about a company (the GatherFacts step), the input of evaluate and report. */
export interface CompanyFacts {
  company: {
    id: string;
    name: string;
    description: string | null;
    website: string | null;
    countryCode: string | null;
    type: string | null;
    applications: string[];
    products: string[];
    materials: string[];
    certificates: string[];
    /** The material types its seller profile offers (absent in facts gathered before it was kept). */
    offers?: string[];
  };
  userNotes: string | null;
  /** The company's own listed materials (sellers). */
  materials: { id: string; type: string; name: string; condition?: string | null; color?: string | null }[];
  contacts: { name: string; position: string | null }[];
  /** Text of the company's documents (PDF text), trimmed. */
  documents: { name: string; text: string }[];
  /** Web search results: title, URL and the page text the provider returned. */
  searchResults: { title: string; url: string; snippet: string; text?: string }[];
  /** Enrichment data (company.integrations), when the company was enriched. */
  organization?: Record<string, unknown> | null;
}

/**
 * The marketplace's demand for what a company sells, from the matching engine the other way round: the open
 * buy requests of the types it offers, and those one of its listed materials fits (isMatch), best fit first.
 */
export interface SellerDemand {
  openRequests: number;
  fits: MaterialReason[];
  /** Open buy requests of its types that none of its listed materials fits (it may list none yet). */
  asked?: MaterialReason[];
}

export interface CompanyEvaluation {
  evaluation: { buyerPotential: BuyerPotential; score: number; comment: string };
  description: string | null;
  applications: string[];
  products: string[];
  certificates: string[];
  materialsInterest: MaterialReason[];
  /** From our own catalogue: materials we could offer this company, with why. */
  relevantMaterials: MaterialReason[];
}

export interface OutreachContext {
  company: {
    id: string;
    name: string;
    description: string | null;
    type: string | null;
    countryCode: string | null;
    applications: string[];
    materials: string[];
  };
  contact: { firstName: string; lastName: string; position: string | null; email: string };
  /** Our catalogue's materials that match the company's interests (the matching engine's best). */
  materials: { id: string; name: string; type: string; condition?: string | null; color?: string | null; url: string }[];
  /** The research's evaluation, when one completed: its findings (materials of interest and why) may be quoted, its comment is internal. */
  research?: { comment: string; materialsInterest: MaterialReason[] } | null;
  /** Whether this contact (or someone of the company) visited our trade-fair booth: only then does the e-mail mention it. */
  boothVisit?: boolean;
  /** The sender (the staff member who drafts or approves) for the signature. */
  sender: { name: string; position: string | null };
  language?: string;
}

export interface OutreachDraft {
  subject: string;
  /** HTML (only p, ul, li, a, strong, em: sanitised before storage). */
  body: string;
}

/**
 * What a buyer asks for, read from free text (a contact-us message, a chat message): the fields of a buy
 * request the matching engine ranks by. Lists are stored values; applications are phrases.
 */
export type MaterialNeed = ReadNeed;

/** A recommended catalogue material, as the engine may mention it in a reply. */
export interface RecommendedMaterial {
  id: string;
  name: string;
  type: string;
  condition?: string | null;
  color?: string | null;
  /** Its public catalogue page. */
  url: string;
  /** Why it fits (the matching engine's reasons, short). */
  reasons: string[];
  /** The matching engine's verdict: every hard factor (source, condition, colour, amount, viscosity) matches. Only such a material is called a fit. */
  fits: boolean;
  /** The hard factors that did not match (empty when it fits): what the answer says differs. */
  misfits: string[];
}

/** A conversation turn: the history (oldest first), the need read from the visitor's messages and what the matching engine found. */
export interface ConversationContext {
  history: { createdBy: "tool" | "user"; content: string }[];
  need: MaterialNeed;
  recommendations: RecommendedMaterial[];
  language?: string;
}

export interface AiEngine {
  name: AiEngineName;
  /**
   * relevantCatalogue: our catalogue's candidates (the caller queries them), the engine picks and explains;
   * demand: the open buy requests its own materials meet, which judge it as a supplier.
   */
  evaluateCompany(facts: CompanyFacts, relevantCatalogue: OutreachContext["materials"], demand?: SellerDemand): Promise<CompanyEvaluation>;
  /** The markdown report, one string per section. */
  writeReport(facts: CompanyFacts, evaluation: CompanyEvaluation): Promise<string[]>;
  draftOutreach(ctx: OutreachContext): Promise<OutreachDraft>;
  /** What the text asks for (a contact-us message, the visitor's side of a conversation). */
  readNeed(text: string): Promise<MaterialNeed>;
  /** The assistant's reply (plain text; the recommendations travel as the message's artifact). */
  writeReply(ctx: ConversationContext): Promise<string>;
}
