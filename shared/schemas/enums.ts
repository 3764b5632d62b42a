/**
 * Value lists shared by several schemas, kept free of zod so the web can import them without pulling the
 * validation library into a page's bundle.
 */
export const currencies = ["EUR", "USD", "GBP", "CHF", "JPY", "CNY"] as const;
export const companyTypes = ["recycler", "converter", "compounder", "trader", "brandOwner", "distributor", "manufacturer", "other"] as const;
export const industries = [
  "agriculture",
  "automotive",
  "nonContactSensitivePackaging",
  "contactSensitivePackaging",
  "construction",
  "furniture",
  "electricalAndElectronicEquipment",
  "industrialEquipmentAndMachinery",
  "pharmaceuticalCosmeticsHealthcare",
  "foodAndBeverage",
  "householdProducts",
  "fashionAndApparel",
] as const;
export const companyCertificates = ["euCertPlast", "recyClass", "iso9001"] as const;
export const potentials = ["high", "medium", "low", "none", "unknown"] as const;
export const capacityFrequencies = ["month", "year", "spot"] as const;

// Record states and topic types, here rather than in their schema files so the Lambda entities can use them
// without building those files' zod schemas at start (the schema files re-export them).
export const sampleStatuses = ["draft", "sent", "delivered"] as const;
/** Both carriers the form offers are accepted (the spec's own schema allows only dhl; see the ADR). */
export const carriers = ["dhl", "ups"] as const;
export const noteTopicTypes = ["COMPANY", "LEAD", "MATERIAL_REQUEST", "MATERIAL_MATCH"] as const;
export const taskTopicTypes = ["LEAD"] as const;
export const taskStatuses = ["open", "done"] as const;
export const workflowTypes = ["companyResearch", "kFair", "contactUs"] as const;
/** Values seen: completed, failed, running; awaitingApproval is a kFair run waiting for staff (shown grey). */
export const workflowStatuses = ["running", "completed", "failed", "awaitingApproval"] as const;
/** "sending": approved and its e-mail being sent (the attempt marker); "approved" once SES answered. */
export const kFairActionStatuses = ["pending", "sending", "approved", "rejected"] as const;
export const researchStatuses = ["pending", "inProgress", "completed", "failed"] as const;
export const conversationTypes = ["MATERIAL_REQUEST", "CATALOG"] as const;
export const interestTypes = ["CATALOG", "PRICE", "MATERIAL_REQUEST", "SAMPLE"] as const;
