import { UploadRequest } from "../../schemas/material";
import { LeadInput, LeadListQuery, LeadMove, LeadUpdate } from "../../schemas/lead";
import { defineRoutes, FILES } from "../contract";

/** Sales leads. Super admins only. */
export const leadsRoutes = defineRoutes({
  "leads.list": { method: "GET", path: "/leads", access: "admin", query: LeadListQuery, needs: { table: "read" } },
  "leads.create": {
    method: "PUT",
    path: "/leads",
    access: "admin",
    body: LeadInput,
    needs: { table: "write", files: { access: "read", prefixes: [FILES.leads] }, cognito: ["ListUsersInGroup"], live: "post" },
  },
  "leads.update": {
    method: "POST",
    path: "/leads",
    access: "admin",
    body: LeadUpdate,
    needs: { table: "write", files: { access: "write", prefixes: [FILES.leads], uploads: "register" }, cognito: ["ListUsersInGroup"], live: "post" },
  },
  "leads.get": { method: "GET", path: "/leads/{id}", access: "admin", needs: { table: "read", files: { access: "read", prefixes: [FILES.leads] } } },
  "leads.delete": {
    method: "DELETE",
    path: "/leads/{id}",
    access: "admin",
    needs: { table: "write", files: { access: "write", prefixes: [FILES.leads] }, live: "post" },
  },
  /** Beyond the spec's paths: one board drag, applied on the server so concurrent drags compose (ADR). */
  "leads.move": { method: "POST", path: "/leads/{id}/move", access: "admin", body: LeadMove, needs: { table: "write", live: "post" } },
  /** Beyond the spec's paths: a presigned upload for the documents card (the file record is then saved with POST /leads). */
  "leads.uploadDocument": {
    method: "POST",
    path: "/leads/{id}/upload-document",
    access: "admin",
    body: UploadRequest,
    needs: { table: "read", files: { access: "write", prefixes: [FILES.leads], uploads: "presign" } },
  },
  /** Lead analytics: weekly created, per assignee, by status today. */
  "leads.analytics": { method: "GET", path: "/leads/analytics", access: "admin", needs: { table: "read" } },
});

import type { Page } from "../../schemas/common";
import type { Lead, LeadCard, LeadsBoardOrder } from "../../schemas/lead";
import type { UploadAnswer } from "../../schemas/material";

export interface LeadAnalytics {
  /** Monday-start ISO weeks (YYYY-MM-DD of the Monday) → leads created. */
  weeklyCreated: { week: string; count: number }[];
  perAssignee: { assigneeId: string | null; name: string | null; count: number }[];
  byStatus: { status: string; count: number }[];
}

/** What each route answers: type-only (no runtime cost), kept apart from the entries; the web client is typed from it (shared/api/responses.ts). */
export interface LeadsResponses {
  "leads.list": Page<LeadCard> & { order?: LeadsBoardOrder };
  "leads.create": Lead;
  "leads.update": Lead;
  "leads.get": Lead;
  "leads.delete": { id: string };
  "leads.move": { lead: LeadCard; order: LeadsBoardOrder; orderVersion: number };
  "leads.uploadDocument": UploadAnswer;
  "leads.analytics": LeadAnalytics;
}
