import { blankToNull, csv, id, nonEmpty, pageQuery, versionNumber, type Audited } from "./common";
import { capacityFrequencies } from "./enums";
import { MAX_ID_LENGTH, MAX_LIST_ITEMS, MAX_NAME_LENGTH, MAX_PRICE } from "./limits";
import { colors, conditions, DocumentRecord, materialTypes, Money, processingMethods, sources, ViscosityInput, type FileRecord } from "./material";
import * as z from "./zod";

/**
 * The sales lead: a buy or sell opportunity staff work on
 * the leads board. Super admins only (every lead route is "admin").
 */
export const leadTypes = ["buy", "sell"] as const;
export const leadStatuses = ["open", "inProgress", "offerSubmitted", "sampling", "negotiation", "won", "lost"] as const;
export type LeadStatus = (typeof leadStatuses)[number];
/** The board's columns: won and lost leads are not on the board. */
export const BOARD_COLUMNS = ["open", "inProgress", "offerSubmitted", "sampling", "negotiation"] as const satisfies readonly LeadStatus[];
export type BoardColumn = (typeof BOARD_COLUMNS)[number];
export const leadCompletionStatuses = ["won", "lost"] as const;
export const DEFAULT_LEAD_MATERIAL_TYPE = "abs" as const;
export const DEFAULT_LEAD_ORIGIN_CHANNEL = "LEAD_FORM";
/** A lead made from a material request carries "MATERIAL_REQUEST#<requestId>". */
export const MATERIAL_REQUEST_ORIGIN_PREFIX = "MATERIAL_REQUEST#";
/** The config key of the board order: column → ordered lead ids. */
export const LEADS_BOARD_ORDER_KEY = "leads-board-order";
export type LeadsBoardOrder = Partial<Record<BoardColumn, string[]>>;

const optText = (max = 2000) => z.optional(z.preprocess(blankToNull, z.nullable(nonEmpty.check(z.maxLength(max)))));
const optId = z.optional(z.preprocess(blankToNull, z.nullable(id)));
const list = <T extends z.core.SomeType>(item: T, max = MAX_LIST_ITEMS) => z.optional(z.array(item).check(z.maxLength(max)));
/** Amounts are parsed as numbers and an empty value becomes null (the form sends null; blank strings too). */
const optAmount = z.optional(z.preprocess(blankToNull, z.nullable(z.number().check(z.gt(0, "Must be above 0"), z.maximum(MAX_PRICE)))));

/** Target price: amount per tonne, currency (default EUR) and the frequency the editor shows. */
export const LeadTargetPrice = z.extend(Money, { frequency: z.optional(z.nullable(z.enum(capacityFrequencies))) });

const leadFields = {
  description: nonEmpty.check(z.maxLength(5000)),
  companyId: id,
  /** Must be a contact of companyId (checked on the server). */
  contactId: optId,
  materialType: z._default(z.enum(materialTypes), DEFAULT_LEAD_MATERIAL_TYPE),
  targetPrice: z.optional(z.nullable(LeadTargetPrice)),
  materialIds: list(z.string().check(z.minLength(1, "Must not be empty"), z.maxLength(MAX_ID_LENGTH)), 50),
  /** A staff user's id (checked on the server). */
  assigneeId: optId,
  originChannel: z._default(nonEmpty.check(z.maxLength(200)), DEFAULT_LEAD_ORIGIN_CHANNEL),
  /** Tonnes. */
  amount: optAmount,
  frequency: z.optional(z.nullable(z.enum(capacityFrequencies))),
  colors: list(z.enum(colors), colors.length),
  conditions: list(z.enum(conditions), conditions.length),
  viscosity: z.optional(z.nullable(ViscosityInput)),
  viscosityDescription: optText(1000),
  /** Free text. */
  applications: list(nonEmpty.check(z.maxLength(MAX_NAME_LENGTH))),
  materialSources: list(z.enum(sources), sources.length),
  processingMethods: list(z.enum(processingMethods), processingMethods.length),
  documents: list(DocumentRecord, 30),
  status: z._default(z.enum(leadStatuses), "open"),
  completionStatus: z.optional(z.nullable(z.enum(leadCompletionStatuses))),
};

/** PUT /leads: Type*, Description*, Company*; the rest optional with their defaults. */
export const LeadInput = z.object({ type: z.enum(leadTypes), ...leadFields });
export type LeadInput = z.input<typeof LeadInput>;
export type LeadFields = z.output<typeof LeadInput>;

/** POST /leads: id plus any subset of the fields, and the version read (stale → 409) when given. */
export const LeadUpdate = z.extend(z.partial(z.object({ type: z.enum(leadTypes), ...leadFields })), {
  id,
  // no defaults on update: a partial update keeps what is stored
  materialType: z.optional(z.enum(materialTypes)),
  originChannel: z.optional(nonEmpty.check(z.maxLength(200))),
  status: z.optional(z.enum(leadStatuses)),
  version: z.optional(versionNumber(1)),
});
export type LeadUpdate = z.input<typeof LeadUpdate>;

/** GET /leads: the board reads the open columns; filters by assignee ("none" = unassigned), company or material. */
export const LeadListQuery = z.extend(pageQuery, {
  status: csv(z.enum(leadStatuses), leadStatuses.length),
  assignee: z.optional(z.string().check(z.minLength(1), z.maxLength(MAX_ID_LENGTH))),
  companyId: z.optional(z.string().check(z.minLength(1), z.maxLength(MAX_ID_LENGTH))),
  /** Leads that hold this material (the product screen's leads card). */
  materialId: z.optional(z.string().check(z.minLength(1), z.maxLength(MAX_ID_LENGTH))),
});
export type LeadListQuery = z.output<typeof LeadListQuery>;

/**
 * POST /leads/{id}/move: one drag on the board, applied on the server so concurrent drags compose (a stale
 * board loses neither move): the card goes to `column` right after `afterId` (null = top), which sets the
 * lead's status when the column differs, and the order under LEADS_BOARD_ORDER_KEY is updated.
 */
export const LeadMove = z.object({
  column: z.enum(BOARD_COLUMNS),
  afterId: z.optional(z.nullable(id)),
});

export interface Lead extends Omit<LeadFields, "documents">, Audited {
  id: string;
  documents: FileRecord[];
  company: { id: string; name: string; email?: string | null; website?: string | null; countryCode?: string | null } | null;
  contact: { id: string; name: string; email?: string | null; phoneNumber?: string | null; position?: string | null } | null;
  assignee: { id: string; name: string } | null;
  materials: { id: string; name: string; type: string }[];
}

/** The board's card: what a column shows, kept small so 2,000 leads stay a light answer. */
export interface LeadCard {
  id: string;
  description: string;
  type: (typeof leadTypes)[number];
  status: LeadStatus;
  materialType: string;
  amount?: number | null;
  frequency?: string | null;
  companyId: string;
  company: { id: string; name: string } | null;
  assignee: { id: string; name: string } | null;
  createdDate: string;
  updatedDate: string;
  version: number;
}
