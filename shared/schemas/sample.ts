import { blankToNull, countryCode, id, nonEmpty, pageQuery, type Audited } from "./common";
import { MAX_AMOUNT_KG, MAX_ID_LENGTH } from "./limits";
import { Money } from "./material";
import * as z from "./zod";
import { sampleStatuses, carriers } from "./enums";

/** Material samples shipped for a lead. Staff only. */
export type SampleStatus = (typeof sampleStatuses)[number];

export const SampleAddress = z.object({
  street: nonEmpty.check(z.maxLength(200)),
  city: nonEmpty.check(z.maxLength(100)),
  zip: nonEmpty.check(z.maxLength(20)),
  countryCode,
});

/** POST /samples: creates, or updates when `id` names an existing sample. The company is the lead's. */
export const SampleInput = z.object({
  id: z.optional(id),
  leadId: id,
  materialId: id,
  /** A new sample without one is a draft; an update without one keeps the stored status. */
  status: z.optional(z.enum(sampleStatuses)),
  /** A contact of the lead's company. */
  contactId: z.optional(z.preprocess(blankToNull, z.nullable(id))),
  /** Parsed to a number, empty → null. */
  amountKg: z.optional(z.preprocess(blankToNull, z.nullable(z.number().check(z.gt(0, "Must be above 0"), z.maximum(MAX_AMOUNT_KG))))),
  address: z.optional(z.nullable(SampleAddress)),
  cost: z.optional(z.nullable(Money)),
  trackingNumber: z.optional(z.preprocess(blankToNull, z.nullable(nonEmpty.check(z.maxLength(100))))),
  carrier: z.optional(z.preprocess(blankToNull, z.nullable(z.enum(carriers)))),
});
export type SampleInput = z.input<typeof SampleInput>;
export type SampleFields = z.output<typeof SampleInput>;

/** GET /samples: all, or by material or lead. */
export const SampleListQuery = z.extend(pageQuery, {
  materialId: z.optional(z.string().check(z.minLength(1), z.maxLength(MAX_ID_LENGTH))),
  leadId: z.optional(z.string().check(z.minLength(1), z.maxLength(MAX_ID_LENGTH))),
});

export interface Sample extends Omit<SampleFields, "id" | "status">, Audited {
  id: string;
  status: SampleStatus;
  companyId: string;
  company: { id: string; name: string } | null;
  contact: { id: string; name: string; email?: string | null } | null;
  material: { id: string; name: string; type: string } | null;
  lead: { id: string; description: string } | null;
  statusUpdatedDate: string;
}

export { sampleStatuses, carriers };
