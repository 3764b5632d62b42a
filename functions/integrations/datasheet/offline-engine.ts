import { parseLines } from "./parse";
import { datasheetLines } from "./pdf-text";
import type { DatasheetExtractor, Extraction } from "./types";

/** The default, offline extractor: PDF text by position, then rules (no network, deterministic); a PDF without a text layer is refused. */
export const offlineExtractor: DatasheetExtractor = {
  name: "offline-rules",
  async extract(pdf: Uint8Array): Promise<Extraction> {
    return parseLines(await datasheetLines(pdf));
  },
};
