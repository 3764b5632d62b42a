import { blankToNull, countryCode, email, httpUrl, nonEmpty, notTiny, pageQuery } from "./common";
import { MAX_AMOUNT_KG, MAX_ID_LENGTH, MAX_LIST_ITEMS, MAX_NAME_LENGTH } from "./limits";
import { capacityFrequencies, companyCertificates, companyTypes, industries, potentials } from "./enums";
import * as z from "./zod";

export { capacityFrequencies, companyCertificates, companyTypes, industries, potentials };

const optText = z.optional(z.preprocess(blankToNull, z.nullable(nonEmpty.check(z.maxLength(2000)))));

/** A free list of short names (applications, products, materials): each entry and the list are capped. */
const names = () => z.array(nonEmpty.check(z.maxLength(MAX_NAME_LENGTH))).check(z.maxLength(MAX_LIST_ITEMS));

export const Address = z.object({
  street: optText,
  city: optText,
  zip: optText,
  countryCode: z.optional(z.preprocess(blankToNull, z.nullable(countryCode))),
});

export const BuyerProfile = z.object({
  potential: z._default(z.enum(potentials), "unknown"),
  applications: z._default(names(), []),
  products: z._default(names(), []),
  materials: z._default(names(), []),
});
export const SellerProfile = z.object({
  certificates: z._default(z.array(z.enum(companyCertificates)).check(z.maxLength(MAX_LIST_ITEMS)), []),
  materials: z._default(
    z.array(
      z.object({
        type: nonEmpty.check(z.maxLength(MAX_NAME_LENGTH)),
        capacity: z.optional(z.nullable(z.object({ amountKg: z.number().check(z.minimum(0), z.maximum(MAX_AMOUNT_KG, `Must be at most ${MAX_AMOUNT_KG}`), notTiny), frequency: z.enum(capacityFrequencies) }))),
      }),
    ).check(z.maxLength(MAX_LIST_ITEMS)),
    [],
  ),
});

/** Editable company fields (create and update); server sets id, audit fields and version. */
export const CompanyInput = z.object({
  name: nonEmpty.check(z.maxLength(200)),
  description: optText,
  website: z.optional(z.preprocess(blankToNull, z.nullable(httpUrl))),
  email: z.optional(z.preprocess(blankToNull, z.nullable(email))),
  phoneNumber: optText,
  type: z.optional(z.nullable(z.enum(companyTypes))),
  industries: z.optional(z.array(z.enum(industries)).check(z.maxLength(MAX_LIST_ITEMS))),
  applications: z.optional(names()),
  score: z.optional(z.preprocess(blankToNull, z.nullable(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(5))))),
  registrationNumber: optText,
  address: z.optional(Address),
  buyerProfile: z.optional(z.nullable(BuyerProfile)),
  sellerProfile: z.optional(z.nullable(SellerProfile)),
  assignedUserId: z.optional(z.nullable(z.string().check(z.minLength(1), z.maxLength(MAX_ID_LENGTH)))),
  mainContactId: z.optional(z.nullable(z.string().check(z.minLength(1), z.maxLength(MAX_ID_LENGTH)))),
  verified: z.optional(z.boolean()),
});
export type CompanyInput = z.input<typeof CompanyInput>;

export const CompanyListQuery = z.extend(pageQuery, {
  q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
});

export interface Company {
  id: string;
  name: string;
  description?: string | null;
  website?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
  type?: (typeof companyTypes)[number] | null;
  industries?: string[];
  applications?: string[];
  score?: number | null;
  registrationNumber?: string | null;
  address?: z.infer<typeof Address>;
  buyerProfile?: z.infer<typeof BuyerProfile> | null;
  sellerProfile?: z.infer<typeof SellerProfile> | null;
  assignedUserId?: string | null;
  mainContactId?: string | null;
  verified?: boolean;
  createdDate: string;
  updatedDate: string;
  createdBy: string;
  updatedBy: string;
  version: number;
}
