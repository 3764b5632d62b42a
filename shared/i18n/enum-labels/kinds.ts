import type { ApplicationTag } from "../../schemas/applications";
import type { companyCertificates } from "../../schemas/enums";
import type { colors, conditions, materialCertificates, processingMethods, sources } from "../../schemas/material-enums";

/** Every stored enumeration whose values the server writes into texts for people, each value with its label. */
export interface EnumLabels {
  application: Record<ApplicationTag, string>;
  condition: Record<(typeof conditions)[number], string>;
  color: Record<(typeof colors)[number], string>;
  source: Record<(typeof sources)[number], string>;
  processingMethod: Record<(typeof processingMethods)[number], string>;
  certificate: Record<(typeof materialCertificates)[number], string>;
  companyCertificate: Record<(typeof companyCertificates)[number], string>;
}

export type EnumKind = keyof EnumLabels;

/** Where the SPA reads each kind: its namespace file in web/locales/<lang>/ and the key path in it (none: the whole file). */
export const WEB_LOCATION: Record<EnumKind, { namespace: string; path: string[] }> = {
  application: { namespace: "applications", path: [] },
  condition: { namespace: "options", path: ["condition"] },
  color: { namespace: "options", path: ["color"] },
  source: { namespace: "options", path: ["source"] },
  processingMethod: { namespace: "options", path: ["processingMethod"] },
  certificate: { namespace: "options", path: ["certificate"] },
  companyCertificate: { namespace: "companyProfile", path: ["certificates"] },
};

/** Certificates are proper names, the same in every language. */
export const certificateNames: EnumLabels["certificate"] = {
  efsa: "EFSA",
  oceanBoundPlastic: "Ocean Bound Plastic",
  grs: "GRS",
  fda: "FDA",
  recyClass: "RecyClass",
  euCertPlast: "EuCertPlast",
  dinSpec91446: "DIN SPEC 91446",
  dinSpec91481: "DIN SPEC 91481",
  en18065: "EN 18065",
};

export const companyCertificateNames: EnumLabels["companyCertificate"] = {
  euCertPlast: "EuCertPlast",
  recyClass: "RecyClass",
  iso9001: "ISO 9001",
};
