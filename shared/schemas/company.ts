import { z } from "zod";
import { blankToNull, countryCode, email, nonEmpty, pageQuery } from "./common";
import { capacityFrequencies, companyCertificates, companyTypes, industries, potentials } from "./enums";

export { capacityFrequencies, companyCertificates, companyTypes, industries, potentials };

const optText = z.preprocess(blankToNull, nonEmpty.max(2000).nullable()).optional();

export const Address = z.object({
  street: optText,
  city: optText,
  zip: optText,
  countryCode: z.preprocess(blankToNull, countryCode.nullable()).optional(),
});

export const BuyerProfile = z.object({
  potential: z.enum(potentials).default("unknown"),
  applications: z.array(nonEmpty).default([]),
  products: z.array(nonEmpty).default([]),
  materials: z.array(nonEmpty).default([]),
});
export const SellerProfile = z.object({
  certificates: z.array(z.enum(companyCertificates)).default([]),
  materials: z
    .array(z.object({ type: nonEmpty, capacity: z.object({ amountKg: z.number().min(0), frequency: z.enum(capacityFrequencies) }).nullable().optional() }))
    .default([]),
});

/** Editable company fields (create and update); server sets id, audit fields and version. */
export const CompanyInput = z.object({
  name: nonEmpty.max(200),
  description: optText,
  website: z.preprocess(blankToNull, z.url("Must be a URL").nullable()).optional(),
  email: z.preprocess(blankToNull, email.nullable()).optional(),
  phoneNumber: optText,
  type: z.enum(companyTypes).nullable().optional(),
  industries: z.array(z.enum(industries)).optional(),
  applications: z.array(nonEmpty).optional(),
  score: z.preprocess(blankToNull, z.coerce.number().int().min(1).max(5).nullable()).optional(),
  registrationNumber: optText,
  address: Address.optional(),
  buyerProfile: BuyerProfile.nullable().optional(),
  sellerProfile: SellerProfile.nullable().optional(),
  assignedUserId: z.string().min(1).nullable().optional(),
  mainContactId: z.string().min(1).nullable().optional(),
  verified: z.boolean().optional(),
});
export type CompanyInput = z.input<typeof CompanyInput>;

export const CompanyListQuery = pageQuery.extend({
  q: z.string().trim().max(200).optional(),
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
