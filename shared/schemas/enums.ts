/**
 * Value lists shared by several schemas, kept free of zod so the web can import them without pulling the
 * validation library into a page's bundle.
 */
export const currencies = ["EUR", "USD", "GBP", "CHF", "JPY", "CNY"] as const;
export const companyTypes = ["recycler", "converter", "compounder", "trader", "brandOwner", "distributor", "manufacturer", "other"] as const;
export const industries = [
  "agriculture", "automotive", "nonContactSensitivePackaging", "contactSensitivePackaging", "construction", "furniture",
  "electricalAndElectronicEquipment", "industrialEquipmentAndMachinery", "pharmaceuticalCosmeticsHealthcare",
  "foodAndBeverage", "householdProducts", "fashionAndApparel",
] as const;
export const companyCertificates = ["euCertPlast", "recyClass", "iso9001"] as const;
export const potentials = ["high", "medium", "low", "none", "unknown"] as const;
export const capacityFrequencies = ["month", "year", "spot"] as const;
