import { Entity, type EntityItem } from "electrodb";
import { DocumentRecord } from "../../../shared/schemas/material";
import { MatchUpdate, MaterialRequestInput, MaterialRequestUpdate, requestStatuses } from "../../../shared/schemas/material-request";
import * as z from "../../../shared/schemas/zod";
import { attributeFromZod, attributesFromZod } from "../../db/attributes-from-zod";
import { auditAttributes } from "../../db/audit";
import { nameSearchKey } from "../../db/name-sort-key";
import { SERVICE } from "../../db/entities/company";
import { lazyEntity } from "../../db/entities/lazy";
import { MaterialMatchEntity } from "./entity-match";
import { storedSchemasOf } from "../define";

/** Index key of the assignee filter: never empty, so an unassigned request sits under "none" (as companies, ADR 0108). */
export const requestAssigneeKey = (assigneeId: string | null | undefined) => assigneeId || "none";
/** Lower-cased description, company name, voucher, internal id and applications: the list's text search (a filter expression). */
export const requestSearchText = (r: {
  description?: string | null;
  companyName?: string | null;
  voucher?: string | null;
  internalId?: string | null;
  applications?: string[] | null;
}) => [r.description, r.companyName, r.voucher, r.internalId, ...(r.applications ?? [])].filter(Boolean).join(" ").toLowerCase();

/**
 * A material request (shared/schemas/material-request.ts; ADR 0122). Writes are whole-item
 * puts guarded by the version (queries.ts), so every index key is rebuilt from
 * the full record and the derived attributes always see all of it. The fields are MaterialRequestInput's
 * (attributes-from-zod.ts); the rest are the server's.
 */
export const MaterialRequestEntity = lazyEntity(
  () =>
    new Entity({
      model: { entity: "materialRequest", version: "1", service: SERVICE },
      attributes: {
        ...attributesFromZod(MaterialRequestInput),
        id: { type: "string", required: true, readOnly: true },
        companyId: { type: "string", required: true },
        /** The company's name when the request was written, for the text search; a company rename rewrites it (functions/domains/companies). */
        companyName: { type: "string" },
        status: { type: requestStatuses, required: true },
        documents: attributeFromZod(z.array(DocumentRecord)),
        /** Written by the matching run (ADR 0128): matches written, candidates ranked, and when. */
        matchCount: { type: "number" },
        candidates: { type: "number" },
        matchedDate: { type: "string" },
        /**
         * When the background matching was started and has not yet recorded its outcome (cleared by the run's
         * outcome), and how often the recovery sweep started it again: a request whose run was cut short is found
         * by the sweep through the matchingPending index. Never answered.
         */
        matchingStartedDate: { type: "string" },
        matchingAttempts: { type: "number" },
        /** When a person last set the status: a matching run started earlier leaves that status alone. Never answered. */
        statusSetDate: { type: "string" },
        /* ---------- derived, hidden: list indexes and filters ---------- */
        assigneeKey: {
          type: "string",
          hidden: true,
          watch: ["assigneeId"],
          set: (_: unknown, item: { assigneeId?: string | null }) => requestAssigneeKey(item.assigneeId),
        },
        searchText: {
          type: "string",
          hidden: true,
          watch: ["description", "companyName", "voucher", "internalId", "applications"],
          set: (_: unknown, item: Parameters<typeof requestSearchText>[0]) => requestSearchText(item),
        },
        /** The description's start as the name search keys it (the byName and byCompanyName indexes). */
        nameKey: {
          type: "string",
          hidden: true,
          watch: ["description"],
          set: (_: unknown, item: { description?: string }) => nameSearchKey(item.description),
        },
        ...auditAttributes,
      },
      indexes: {
        byId: { pk: { field: "pk", composite: ["id"] }, sk: { field: "sk", composite: [] } },
        /** A company's requests by creation date: ordinary users' list and GET /companies/{id}/material-requests. */
        byCompany: {
          index: "gsi1",
          pk: { field: "gsi1pk", composite: ["companyId"] },
          sk: { field: "gsi1sk", composite: ["createdDate", "id"] },
        },
        /** Every request by creation date: the admin list (the createdDate sorts). */
        byCreated: {
          index: "gsi2",
          pk: { field: "gsi2pk", composite: [] },
          sk: { field: "gsi2sk", composite: ["createdDate", "id"] },
        },
        /** Every request by last change: the updatedDate sorts. */
        byUpdated: {
          index: "gsi3",
          pk: { field: "gsi3pk", composite: [] },
          sk: { field: "gsi3sk", composite: ["updatedDate", "id"] },
        },
        /** The ?status= filter (the board's columns too), by creation date. */
        byStatus: {
          index: "gsi4",
          pk: { field: "gsi4pk", composite: ["status"] },
          sk: { field: "gsi4sk", composite: ["createdDate", "id"] },
        },
        /** The assignee filter ("none" = unassigned), by creation date. */
        byAssignee: {
          index: "gsi5",
          pk: { field: "gsi5pk", composite: ["assigneeKey"] },
          sk: { field: "gsi5sk", composite: ["createdDate", "id"] },
        },
        /** A company's requests by last change: the updatedDate sorts of a company's list. */
        byCompanyUpdated: {
          index: "gsi6",
          pk: { field: "gsi6pk", composite: ["companyId"] },
          sk: { field: "gsi6sk", composite: ["updatedDate", "id"] },
        },
        /**
         * Sparse: only requests whose matching was started and has not finished (the recovery sweep). Keyed by
         * attributes every request has (ElectroDB wants all of a conditional index's composites on each write);
         * the start date is a filter on these few items.
         */
        matchingPending: {
          index: "gsi7",
          condition: (attr: { matchingStartedDate?: string }) => Boolean(attr.matchingStartedDate),
          pk: { field: "gsi7pk", composite: [] },
          sk: { field: "gsi7sk", composite: ["createdDate", "id"] },
        },
        /** Every request by the start of its description: staff's name search (begins_with, bounded). */
        byName: {
          index: "gsi8",
          pk: { field: "gsi8pk", composite: [] },
          sk: { field: "gsi8sk", composite: ["nameKey", "id"] },
        },
        /** One company's requests by the start of their description: an ordinary user's name search. */
        byCompanyName: {
          index: "gsi9",
          pk: { field: "gsi9pk", composite: ["companyId"] },
          sk: { field: "gsi9sk", composite: ["nameKey", "id"] },
        },
      },
    }),
);

export type MaterialRequestItem = EntityItem<typeof MaterialRequestEntity>;

/** The domain's entities (requests and their matches), registered with the table through functions/domains/entities.ts. */
export const entities = { materialRequest: MaterialRequestEntity, materialMatch: MaterialMatchEntity };
/** The schemas each entity stores (functions/domains/define.ts). */
export const storedSchemas = /* @__PURE__ */ storedSchemasOf(entities, {
  materialRequest: [MaterialRequestInput, MaterialRequestUpdate],
  materialMatch: [MatchUpdate],
});
