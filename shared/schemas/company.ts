import { blankToNull, countryCode, email, nonEmpty, pageQuery } from "./common";
import { capacityFrequencies, companyCertificates, companyTypes, industries, potentials } from "./enums";
import * as z from "./zod";

export { capacityFrequencies, companyCertificates, companyTypes, industries, potentials };

const optText = z.optional(z.preprocess(blankToNull, z.nullable(nonEmpty.check(z.maxLength(2000)))));

export const Address = z.object({
  street: optText,
  city: optText,
  zip: optText,
  countryCode: z.optional(z.preprocess(blankToNull, z.nullable(countryCode))),
});

export const BuyerProfile = z.object({
  potential: z._default(z.enum(potentials), "unknown"),
  applications: z._default(z.array(nonEmpty), []),
  products: z._default(z.array(nonEmpty), []),
  materials: z._default(z.array(nonEmpty), []),
});
export const SellerProfile = z.object({
  certificates: z._default(z.array(z.enum(companyCertificates)), []),
  materials: z._default(
    z.array(
      z.object({
        type: nonEmpty,
        capacity: z.optional(z.nullable(z.object({ amountKg: z.number().check(z.minimum(0)), frequency: z.enum(capacityFrequencies) }))),
      }),
    ),
    [],
  ),
});

/** Editable company fields (create and update); server sets id, audit fields and version. */
export const CompanyInput = z.object({
  name: nonEmpty.check(z.maxLength(200)),
  description: optText,
  website: z.optional(z.preprocess(blankToNull, z.nullable(z.url("Must be a URL")))),
  email: z.optional(z.preprocess(blankToNull, z.nullable(email))),
  phoneNumber: optText,
  type: z.optional(z.nullable(z.enum(companyTypes))),
  industries: z.optional(z.array(z.enum(industries))),
  applications: z.optional(z.array(nonEmpty)),
  score: z.optional(z.preprocess(blankToNull, z.nullable(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(5))))),
  registrationNumber: optText,
  address: z.optional(Address),
  buyerProfile: z.optional(z.nullable(BuyerProfile)),
  sellerProfile: z.optional(z.nullable(SellerProfile)),
  assignedUserId: z.optional(z.nullable(z.string().check(z.minLength(1)))),
  mainContactId: z.optional(z.nullable(z.string().check(z.minLength(1)))),
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
