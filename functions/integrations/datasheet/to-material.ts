import { DATASHEET_UNREADABLE } from "../../../shared/api/routes/datasheets";
import { MaterialInput } from "../../../shared/schemas/material";
import type { ExtractedFields } from "./types";
import { UnreadableDatasheetError } from "./unreadable";

export interface MaterialDraft {
  /** A valid MaterialInput: what the datasheet stated, plus a name. */
  input: Record<string, unknown> & { name: string };
  /** The fields read from the datasheet and kept. */
  extracted: string[];
  /** Fields read but refused by the material schema, with the reason; the import goes on without them. */
  dropped: { field: string; message: string }[];
}

const shape = MaterialInput.shape as Record<string, { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } }>;

/** "PP regrind (from sheet.pdf)" when the datasheet names no product; "Material (…)" without even a type. */
export function fallbackName(fields: ExtractedFields, fileName: string): string {
  const what = [fields.type?.toUpperCase(), fields.condition].filter(Boolean).join(" ") || "Material";
  return `${what} (from ${fileName})`.slice(0, 200);
}

/**
 * Check each extracted field against the shared material schema on its own, keeping the valid ones. A sheet
 * of which no field but a name was kept, or no polymer type, makes no material (UnreadableDatasheetError): the schema's
 * default type would otherwise file an unknown polymer as ABS, where ABS buyers' matching finds it (ADR 0189).
 */
export function toMaterialDraft(fields: ExtractedFields, fileName: string): MaterialDraft {
  const input: Record<string, unknown> = {};
  const extracted: string[] = [];
  const dropped: MaterialDraft["dropped"] = [];
  for (const [field, value] of Object.entries(fields)) {
    const schema = shape[field];
    if (!schema) {
      dropped.push({ field, message: "Not a material field" });
      continue;
    }
    const r = schema.safeParse(value);
    if (r.success) {
      input[field] = value;
      extracted.push(field);
    } else dropped.push({ field, message: r.error?.issues.map((i) => i.message).join("; ") ?? "Invalid" });
  }
  // A name alone is the sheet's largest line, whatever it says: no fact about a material.
  if (!extracted.some((f) => f !== "name")) throw new UnreadableDatasheetError(DATASHEET_UNREADABLE.nothingRead);
  if (!extracted.includes("type")) throw new UnreadableDatasheetError(DATASHEET_UNREADABLE.noType);
  if (!input.name) input.name = fallbackName(fields, fileName);
  return { input: input as MaterialDraft["input"], extracted, dropped };
}
