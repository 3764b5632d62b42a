import { Entity, type EntityItem } from "electrodb";
import { auditAttributes } from "../audit";

export const SERVICE = "recyclate";

/** The key companies are searched and sorted by (byName index); lists derive cursor positions with it too. */
export const companyNameKey = (name: string) => name.toLowerCase();

export const CompanyEntity = new Entity({
  model: { entity: "company", version: "1", service: SERVICE },
  attributes: {
    id: { type: "string", required: true, readOnly: true },
    name: { type: "string", required: true },
    /** Lower-cased name for case-insensitive search and sorting: derived on every write of name, never answered. */
    nameLower: {
      type: "string",
      hidden: true,
      watch: ["name"],
      set: (_: unknown, item: { name?: string }) => (item.name === undefined ? undefined : companyNameKey(item.name)),
    },
    description: { type: "string" },
    website: { type: "string" },
    email: { type: "string" },
    phoneNumber: { type: "string" },
    type: { type: "string" },
    industries: { type: "list", items: { type: "string" } },
    applications: { type: "list", items: { type: "string" } },
    score: { type: "number" },
    registrationNumber: { type: "string" },
    address: { type: "any" },
    buyerProfile: { type: "any" },
    sellerProfile: { type: "any" },
    assignedUserId: { type: "string" },
    mainContactId: { type: "string" },
    verified: { type: "boolean" },
    ...auditAttributes,
  },
  indexes: {
    byId: { pk: { field: "pk", composite: ["id"] }, sk: { field: "sk", composite: [] } },
    /** All companies ordered by name: the admin list and the global search. */
    byName: {
      index: "gsi1",
      pk: { field: "gsi1pk", composite: [] },
      sk: { field: "gsi1sk", composite: ["nameLower", "id"] },
    },
  },
});

export type CompanyItem = EntityItem<typeof CompanyEntity>;
