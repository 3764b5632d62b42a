import {
  MatchListQuery,
  MatchUpdate,
  MaterialRequestBoardQuery,
  MaterialRequestInput,
  MaterialRequestListQuery,
  MaterialRequestUpdate,
} from "../../schemas/material-request";
import { DocumentRecord, UploadRequest } from "../../schemas/material";
import { defineRoutes, FILES, type Needs } from "../contract";

/**
 * Material requests and their matches. Ordinary users
 * reach only their own company's requests (another id answers 404); detail, edit, status and matches are
 * staff work (the handlers check, as some are "user" routes for the owner's read/delete).
 */
/**
 * Answers sign the documents' download links; the document routes presign uploads (under pending/), register
 * and delete them (companies/<id>/requests/…).
 */
const SIGN: Needs["files"] = { access: "read", prefixes: [FILES.companies] };
const OWN: NonNullable<Needs["files"]> = { access: "write", prefixes: [FILES.companies] };

export const requestsRoutes = defineRoutes({
  "requests.list": { method: "GET", path: "/material-requests", access: "user", query: MaterialRequestListQuery, needs: { table: "read", files: SIGN } },
  /** Beyond the spec's paths: the board's status columns in one answer (one Query per column, in parallel). */
  "requests.board": {
    method: "GET",
    path: "/material-requests/board",
    access: "user",
    query: MaterialRequestBoardQuery,
    needs: { table: "read", files: SIGN },
  },
  "requests.create": {
    method: "POST",
    path: "/material-requests",
    access: "user",
    body: MaterialRequestInput,
    needs: { table: "write", files: SIGN, stateMachines: ["matchRequest"], cognito: ["ListUsersInGroup"] },
  },
  "requests.get": { method: "GET", path: "/material-requests/{id}", access: "user", needs: { table: "read", files: SIGN } },
  "requests.update": {
    method: "POST",
    path: "/material-requests/{id}",
    access: "user",
    body: MaterialRequestUpdate,
    needs: { table: "write", files: SIGN, stateMachines: ["matchRequest"], cognito: ["ListUsersInGroup"], live: "post" },
  },
  "requests.delete": { method: "DELETE", path: "/material-requests/{id}", access: "user", needs: { table: "write", files: OWN } },
  "requests.matches": { method: "GET", path: "/material-requests/{id}/matches", access: "admin", query: MatchListQuery, needs: { table: "read" } },
  "requests.updateMatch": { method: "POST", path: "/material-requests/{id}/matches", access: "admin", body: MatchUpdate, needs: { table: "write" } },
  /** Beyond the spec's paths: re-run the matching on demand. */
  "requests.rematch": { method: "POST", path: "/material-requests/{id}/matching", access: "admin", needs: { table: "write", files: SIGN, live: "post" } },
  "requests.ofCompany": {
    method: "GET",
    path: "/companies/{id}/material-requests",
    access: "user",
    query: MaterialRequestListQuery,
    needs: { table: "read", files: SIGN },
  },
  /** The upload flow (presign, PUT, register) for a request's documents (PDF); the author's company or staff. */
  "requests.uploadDocument": {
    method: "POST",
    path: "/material-requests/{id}/upload-document",
    access: "user",
    body: UploadRequest,
    needs: { table: "read", files: { ...OWN, uploads: "presign" } },
  },
  "requests.addDocument": {
    method: "POST",
    path: "/material-requests/{id}/documents",
    access: "user",
    body: DocumentRecord,
    needs: { table: "write", files: { ...OWN, uploads: "register" } },
  },
  "requests.removeDocument": { method: "DELETE", path: "/material-requests/{id}/documents/{fileId}", access: "user", needs: { table: "write", files: OWN } },
});

import type { Page } from "../../schemas/common";
import type { UploadAnswer } from "../../schemas/material";
import type { MatchList, MaterialMatch, MaterialRequestAnswer, RequestBoard } from "../../schemas/material-request";

/** What each route answers: type-only (no runtime cost), kept apart from the entries; the web client is typed from it (shared/api/responses.ts). */
export interface RequestsResponses {
  "requests.list": Page<MaterialRequestAnswer>;
  "requests.board": RequestBoard;
  "requests.create": MaterialRequestAnswer;
  "requests.get": MaterialRequestAnswer;
  "requests.update": MaterialRequestAnswer;
  "requests.delete": { id: string };
  "requests.matches": MatchList;
  "requests.updateMatch": MaterialMatch;
  "requests.rematch": MaterialRequestAnswer;
  "requests.ofCompany": Page<MaterialRequestAnswer>;
  "requests.uploadDocument": UploadAnswer;
  "requests.addDocument": MaterialRequestAnswer;
  "requests.removeDocument": MaterialRequestAnswer;
}
