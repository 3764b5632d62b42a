import * as z from "../../schemas/zod";
import { fileName } from "../../schemas/common";
import { defineRoutes, FILES } from "../contract";

/** Largest datasheet PDF accepted for extraction (decoded bytes); see docs/decisions/0040-datasheet-upload-transport.md. */
export const MAX_DATASHEET_BYTES = 4 * 1024 * 1024;
/** The JSON body carries the file base64-encoded (4/3 larger) and stays under Lambda's 6 MB request limit. */
export const MAX_DATASHEET_BODY_BYTES = 5_800_000;

/** POST /companies/{id}/material-from-datasheet: the datasheet PDF, base64-encoded, and its file name. */
export const DatasheetUpload = z.object({
  fileName,
  file: z.string().check(z.minLength(1, "Must not be empty"), z.regex(/^[A-Za-z0-9+/=\s]+$/, "Must be base64")),
});
export type DatasheetUpload = z.infer<typeof DatasheetUpload>;

/**
 * Why a datasheet made no material: material-from-datasheet answers 422 with the message, also as the issue of
 * `body.file`. The SPA shows them in the user's language (validationErrorMessages holds each sentence).
 */
export const DATASHEET_UNREADABLE = {
  /** pdf.js found no text at all: a scanned or photographed sheet (there is no OCR, ADR 0189). */
  noTextLayer: "This PDF has no text layer (a scan?)",
  /** Text, but not one material field in it. */
  nothingRead: "Nothing could be read from this datasheet",
  /** Fields, but no polymer type: a material's type is never guessed (ADR 0189). */
  noType: "No polymer type could be read from this datasheet",
} as const;

/** Datasheet PDFs and material-from-datasheet extraction. */
export const datasheetsRoutes = defineRoutes({
  "datasheets.material": {
    method: "GET",
    path: "/materials/{id}/datasheet",
    access: "user",
    needs: { table: "read", files: { access: "write", prefixes: [FILES.datasheets] }, links: true },
  },
  "datasheets.catalog": {
    method: "GET",
    path: "/catalog/materials/{id}/datasheet",
    access: "public",
    needs: { table: "read", files: { access: "write", prefixes: [FILES.datasheets] }, links: true },
  },
  "datasheets.extract": {
    method: "POST",
    path: "/companies/{id}/material-from-datasheet",
    access: "user",
    body: DatasheetUpload,
    maxBodyBytes: MAX_DATASHEET_BODY_BYTES,
    needs: { table: "write", files: { access: "write", prefixes: [FILES.companies] } },
  },
});

import type { Material } from "../../schemas/material";

/** The 201 answer of material-from-datasheet: the draft material, the fields read and dropped, where each was found. */
export interface DatasheetExtraction {
  material: Material;
  extracted: string[];
  dropped?: string[];
  evidence: Record<string, unknown>;
  engine: string;
}

/** What each route answers: type-only (no runtime cost), kept apart from the entries; the web client is typed from it (shared/api/responses.ts). */
export interface DatasheetsResponses {
  "datasheets.material": { url: string };
  "datasheets.catalog": { url: string };
  "datasheets.extract": DatasheetExtraction;
}
