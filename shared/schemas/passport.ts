import type { CertificateStatus } from "../rules/certificates";
import type { DataQualityLevel, DqlField } from "../rules/data-quality";

/**
 * A listed material's digital product passport: the catalogue's public facts arranged by what a buyer or an
 * auditor asks of a recyclate (how good the data is, what was measured, how much is recycled and from where,
 * which certificates hold). Only catalogue-safe facts: no seller identity, price, lot number or internal name.
 */

/** A certificate's standing in the certificate register, by the rule matching and the catalogue use too. */
export type { CertificateStatus } from "../rules/certificates";

export interface PassportCertificate {
  /** The material certificate's key (materialCertificates: "grs", "recyClass", …). */
  name: string;
  status: CertificateStatus;
  /** yyyy-MM-dd, when the register knows the certificate's end. */
  validUntil?: string;
}

/** One measured property; `value` is a single figure, or the lower bound when `max` closes a range. */
export interface PassportProperty {
  /** The material field ("density", "tensileModulus", "viscosity"…). */
  field: string;
  value: number | string | null;
  max?: number | string | null;
  unit?: string;
  /** What exactly was measured: the viscosity's kind (ViscosityType), strain's point, hardness's scale. */
  kind?: string;
  /** Test conditions (the viscosity's) and the standard measured by. */
  temperatureC?: number;
  loadKg?: number;
  standard?: string;
}

export interface Passport {
  id: string;
  name: string;
  type: string;
  description: string | null;
  /** The public passport page. */
  url: string;
  dataQuality: {
    level: DataQualityLevel | null;
    /** The fields the level rests on: every field of the levels reached (all stated). */
    basis: DqlField[];
  };
  properties: PassportProperty[];
  /** Percent of the product; the split is by where the waste came from, each null when not stated. */
  recycledContent: { total: number | null; postConsumer: number | null; postIndustrial: number | null };
  chainOfCustody: {
    source: string | null;
    model: string | null;
    recyclingMethod: string | null;
    washingProcess: string | null;
    recyclingProcessDetails: string[];
    origins: string[];
  };
  /** ISO 3166 alpha-2 code with its English name. */
  countryOfOrigin: { code: string; name: string } | null;
  certificates: PassportCertificate[];
  /** ISO timestamp of the material's last change, and the same day as dd/MM/yyyy. */
  updatedDate: string;
  updated: string;
}

/** schema.org's PropertyValue: one measured property as linked data. */
export interface JsonLdPropertyValue {
  "@type": "PropertyValue";
  propertyID: string;
  name: string;
  value?: number | string;
  minValue?: number | string;
  maxValue?: number | string;
  unitText?: string;
  description?: string;
}

/** The passport as a schema.org Product (JSON-LD), the same facts for search engines and other tools. */
export interface PassportJsonLd {
  "@context": "https://schema.org";
  "@type": "Product";
  "@id": string;
  url: string;
  identifier: string;
  name: string;
  description?: string;
  category: string;
  material: string;
  dateModified: string;
  countryOfOrigin?: { "@type": "Country"; name: string; identifier: string };
  additionalProperty: JsonLdPropertyValue[];
  hasCertification: { "@type": "Certification"; name: string; certificationStatus: CertificateStatus; expires?: string }[];
}

export interface PassportAnswer {
  passport: Passport;
  jsonLd: PassportJsonLd;
}
