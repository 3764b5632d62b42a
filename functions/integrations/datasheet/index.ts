import { offlineExtractor } from "./offline-engine";
import type { DatasheetExtractor } from "./types";

export type { DatasheetExtractor, Extraction, ExtractedFields } from "./types";
export { toMaterialDraft } from "./to-material";

/**
 * The datasheet engine in use. Only the offline rule engine exists today; a Bedrock (Converse API) extractor
 * would implement the same interface and be chosen here when configured; the offline engine stays the default.
 */
export function datasheetExtractor(): DatasheetExtractor {
  return offlineExtractor;
}

/** A PDF file starts with "%PDF-" (after at most a few bytes of junk, which readers tolerate). */
export const isPdf = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 1024)).includes("%PDF-");
