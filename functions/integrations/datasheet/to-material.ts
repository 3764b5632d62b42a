import { MaterialInput } from "../../../shared/schemas/material";
import type { ExtractedFields } from "./types";

export interface MaterialDraft {
  /** A valid MaterialInput: what the datasheet stated, plus a name. */
  input: Record<string, unknown> & { name: string };
  /** The fields read from the datasheet and kept. */
  extracted: string[];
  /** Fields read but refused by the material schema, with the reason; the import goes on without them. */
  dropped: { field: string; message: string }[];
}

const shape = MaterialInput.shape as Record<string, { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } }>;

/** "PP regrind (from sheet.pdf)" when the datasheet names no product. */
export function fallbackName(fields: ExtractedFields, fileName: string): string {
  const what = [fields.type?.toUpperCase(), fields.condition].filter(Boolean).join(" ") || "Material";
  return `${what} (from ${fileName})`.slice(0, 200);
}

/** Check each extracted field against the shared material schema on its own, keeping the valid ones. */
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
  if (!input.name) input.name = fallbackName(fields, fileName);
  return { input: input as MaterialDraft["input"], extracted, dropped };
}
