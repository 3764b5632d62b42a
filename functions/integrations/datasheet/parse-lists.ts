import { firstLabelled, LABEL, labelled, startsWithLabel, type Labelled } from "./labels";
import { figures } from "./parse-numbers";
import { splitList } from "./parse-terms";
import type { Row } from "./rows";
import type { ExtractedFields } from "./types";
import { HEADING, leftmost, spans, valueTable, type ValueKind } from "./vocabulary/index";

type Evidence = Record<string, string>;

/** Processing words name conversion technologies too; the stored spellings differ. */
const CONVERSION: Record<string, string> = { injectionMolding: "injectionMoulding", blowMolding: "blowMoulding", rotationalMolding: "rotationalMoulding" };

/** Each entry of a labelled list as a known value, or as "other#<text>" where the field allows other values. */
function enumList(l: Labelled, kind: ValueKind, other: boolean): string[] | null {
  const table = valueTable(kind);
  const out: string[] = [];
  for (const entry of splitList(l.raw)) {
    const found = spans(entry.toLowerCase(), table);
    // an entry the known words only partly cover ("Optical sorting") is a value of its own where the field allows one
    const covered = found.reduce((n, f) => n + f.end - f.index, 0) / entry.replace(/[^\p{L}]/gu, "").length;
    if (found.length && (!other || covered >= 0.6)) out.push(...found.map((f) => f.value).filter((v) => !out.includes(v)));
    else if (other && /\p{L}/u.test(entry)) out.push(`other#${entry}`);
  }
  return out.length ? out : null;
}

const NONE = /^(none|keine?|aucune?|ninguno|nessun[oa]|brak|nenhum|geen|-|–)$/i;

/** Free text of a labelled row, as written. */
const freeText = (l: Labelled) => (l.raw.length <= 1000 && /\p{L}/u.test(l.raw) ? l.raw : null);

/** "PVC (< 0.1 %) – from labels; Metal (< 50 ppm)": substance, levels in brackets, note after a dash. */
function nonTargets(l: Labelled): ExtractedFields["nonTargetMaterials"] | null {
  const out = l.raw
    .split(";")
    .map((e) => e.trim())
    .filter(Boolean)
    .map((e) => {
      const m = /^(.*?)(?:\s*\(([^()]*)\))?(?:\s+[–-]\s+(.*))?$/.exec(e)!;
      const item: { substance: string; concentrationLevels?: string; note?: string } = { substance: m[1].trim() };
      if (m[2]) item.concentrationLevels = m[2].trim();
      if (m[3]) item.note = m[3].trim();
      return item;
    })
    .filter((e) => e.substance);
  return out.length ? out : null;
}

/** "L* 42.5 · C* 1.2 · h 250" (CIE L*C*h°). */
function colorimetry(l: Labelled): ExtractedFields["colourByColorimetry"] | null {
  const at = (re: RegExp) => {
    const m = re.exec(l.value);
    const f = m ? figures(m[1])[0] : undefined;
    return f?.value;
  };
  const out = { l: at(/\bl\*?\s*[:=]?\s*(\d[\d.,]*)/i), c: at(/\bc\*?\s*[:=]?\s*(\d[\d.,]*)/i), h: at(/\bh°?\s*[:=]?\s*(\d[\d.,]*)/i) };
  const set = Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined));
  return Object.keys(set).length ? set : null;
}

/** "95 % 3–4 mm cylindrical pellets": the share and the size it names. */
function particleSize(l: Labelled): ExtractedFields["particleSizeDistribution"] | null {
  const m = /^\s*(?:>|≥|>=)?\s*(\d{1,3}(?:[.,]\d+)?)\s*%\s*(?:of\s+|in\s+|:)?\s*(.+)$/.exec(l.raw);
  if (!m) return null;
  const percentage = Number(m[1].replace(",", "."));
  return percentage > 0 && percentage <= 100 && m[2].trim() ? { percentage, value: m[2].trim() } : null;
}

/**
 * The description: the text after its label ("Description: …"), or the paragraph under a label or heading
 * standing alone ("Product description", "DESCRIPTION"), up to the next table row, label or heading.
 */
function description(rows: Row[]): { value: string; row: Row } | null {
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    if (row.cells.length !== 1 || !LABEL.description.test(row.lower)) continue;
    const inline = labelled(row, LABEL.description, { strict: true });
    const alone = row.lower.replace(LABEL.description, "").replace(/[\s:]/g, "") === "";
    if (!inline && !alone) continue;
    const parts = alone ? [] : [inline!.raw];
    const font = rows[i + 1]?.fontSize;
    for (const next of rows.slice(i + 1, i + 14)) {
      if (next.cells.length !== 1 || Math.abs(next.fontSize - font) > 0.3 || startsWithLabel(next.text) || HEADING.test(next.lower)) break;
      parts.push(next.rawCells[0]);
    }
    const text = parts.join(" ").replace(/\s+/g, " ").trim();
    if (text.length >= 3) return { value: text.slice(0, 5000), row };
  }
  return null;
}

/** Lists, free texts and the composite fields, each from its labelled row. */
export function parseLists(rows: Row[], fields: ExtractedFields, ev: Evidence): void {
  const take = <K extends keyof ExtractedFields>(key: K, hit: { value: ExtractedFields[K]; row: Row } | null) => {
    if (!hit) return;
    fields[key] = hit.value;
    ev[key] = hit.row.raw;
  };
  const strict = { strict: true };
  take(
    "modifyingAdditives",
    firstLabelled(rows, LABEL.modifyingAdditives, (l) => (NONE.test(l.value.trim()) ? [] : enumList(l, "modifyingAdditives", true)), strict),
  );
  take(
    "intendedMarkets",
    firstLabelled(rows, LABEL.intendedMarkets, (l) => enumList(l, "intendedMarkets", true), strict),
  );
  take(
    "recyclingProcessDetails",
    firstLabelled(rows, LABEL.recyclingProcessDetails, (l) => enumList(l, "recyclingProcessDetails", true), strict),
  );
  take(
    "conversionTechnology",
    firstLabelled(rows, LABEL.conversionTechnology, (l) => enumList(l, "processing", false)?.map((v) => CONVERSION[v] ?? v) ?? null, strict),
  );
  take(
    "applications",
    firstLabelled(rows, LABEL.applications, (l) => nonEmpty(splitList(l.raw)), strict),
  );
  take(
    "origins",
    firstLabelled(rows, LABEL.origins, (l) => nonEmpty(splitList(l.raw, { commas: false })), strict),
  );
  take("colorantDetails", firstLabelled(rows, LABEL.colorantDetails, freeText, strict));
  take("odour", firstLabelled(rows, LABEL.odour, freeText, strict));
  take("nonTargetMaterials", firstLabelled(rows, LABEL.nonTargetMaterials, nonTargets, strict));
  take("colourByColorimetry", firstLabelled(rows, LABEL.colourByColorimetry, colorimetry, strict));
  take("particleSizeDistribution", firstLabelled(rows, LABEL.particleSizeDistribution, particleSize, strict));
  take("description", description(rows));
  // a colour or chain of custody the vocabulary does not know is kept as written ("other")
  for (const key of ["color", "chainOfCustody"] as const) {
    if (fields[key]) continue;
    take(
      key,
      firstLabelled(
        rows,
        LABEL[key],
        (l) => (l.raw.length <= 40 && !/\d/.test(l.raw) && /^\p{L}/u.test(l.raw) && !leftmost(l.lower, valueTable("answer")) ? `other#${l.raw}` : null),
        strict,
      ),
    );
  }
}

const nonEmpty = (xs: string[]) => (xs.length ? xs : null);
