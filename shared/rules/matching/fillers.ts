/**
 * Fillers and reinforcement (ADR 0178): what a request asks ("GF30", "30 % glass fibre", "talc 20", "TD20",
 * "mineral filled", "unfilled") and what a material has (its fillers list, else its name), compared by kind
 * and share. Carbon black is a pigment here, not a filler: it is left out of the comparison.
 */
export type FillerKind = "glassFibres" | "carbonFibres" | "naturalFibres" | "talcum" | "calciumCarbonate" | "mica" | "silica" | "chalk" | "mineral" | "other";

export interface FillerSpec {
  kind: FillerKind;
  /** Share in percent by weight; null when not said. */
  percent: number | null;
}

/** What a text or a material says about fillers: some, explicitly none, or nothing. */
export type FillerInfo = { state: "filled"; fillers: FillerSpec[] } | { state: "unfilled" } | { state: "notStated" };

/** The mineral fillers: a "mineral filled" request is met by any of them, and a "mineral" material meets any. */
const MINERALS: ReadonlySet<FillerKind> = new Set(["talcum", "calciumCarbonate", "mica", "silica", "chalk", "mineral"]);

/** Trade abbreviations: PA6-GF30, PP TD20, PP-T20, PP M30, PBT GB20 (glass beads count as glass). */
const CODE: [RegExp, FillerKind][] = [
  [/\b(?:gf|gb|gk)[\s-]?(\d{1,2})\b/gu, "glassFibres"],
  [/\bcf[\s-]?(\d{1,2})\b/gu, "carbonFibres"],
  [/\b(?:td[\s-]?|t-?)(\d{1,2})\b/gu, "talcum"],
  [/\b(?:md[\s-]?|mf[\s-]?|m-?)(\d{1,2})\b/gu, "mineral"],
  [/\b(?:cd|caco3)[\s-]?(\d{1,2})\b/gu, "calciumCarbonate"],
];

/**
 * Words per kind in the UI languages: [words that name the filler on their own, words that do only beside a
 * share]. "glass", "talk" (German talc) or "mineral" alone are ordinary words ("clear as glass", "talk to",
 * "mineral water bottles"), so they count only as "30 % glass" or "Talk 20"; "glass fibre", "talc" and
 * "mineral filled" count by themselves. A share may stand before ("30 % glass fibre") or after ("talc 20").
 */
const WORDS: [string, string | null, FillerKind][] = [
  [
    String.raw`glass[\s-]?fib\w*|glasfaser\w*|glasvezel\w*|fibres? de verre|fibr[ae] di vetro|włókn\p{L}* szklan\p{L}*|fibra de vidrio|fibra de vidro`,
    String.raw`glass|glas|verre|vetro|vidrio|vidro`,
    "glassFibres",
  ],
  [
    String.raw`carbon[\s-]?fib\w*|kohlefaser\w*|kohlenstofffaser\w*|fibres? de carbone|fibra di carbonio|włókn\p{L}* węglow\p{L}*|fibra de carbono`,
    null,
    "carbonFibres",
  ],
  [String.raw`talc(?:um)?|talkum|talco`, String.raw`talk`, "talcum"],
  [
    String.raw`calcium carbonate|calciumcarbonat|carbonate de calcium|carbonato di calcio|węglan wapnia|carbonato de cálcio|carbonato de calcio`,
    null,
    "calciumCarbonate",
  ],
  [String.raw`chalk|kreide|craie|kreda`, String.raw`gesso|tiza|giz`, "chalk"],
  [String.raw`mica|glimmer`, String.raw`mika`, "mica"],
  [
    String.raw`mineral[\s-]?(?:filled|gefüllt|verstärkt|reinforced)|chargée? minéral\p{L}*|minéral chargé|carica minerale|caricato minerale|carga mineral|cargado mineral|wypełnion\p{L}* mineraln\p{L}*|mineraal gevuld`,
    String.raw`mineral\w*|minéral\w*|minerale|mineraln\p{L}*|mineraal`,
    "mineral",
  ],
];
/** A share: 1–2 digits, "%" optional, never a quantity ("30 t", "230 °C", "20 kg", "900 €"). */
const SHARE = String.raw`(\d{1,2}(?:[.,]\d)?)(?![\d.,])\s?(?:%|wt\.?\s?%|gew\.?\s?%|percent|prozent)?(?!\s?(?:t\b|kg\b|ton|°|€|eur\b))`;
const WORD_RULES: [RegExp, RegExp, FillerKind][] = WORDS.map(([strong, weak, kind]) => {
  const w = weak ? `${strong}|${weak}` : strong;
  return [
    new RegExp(String.raw`${SHARE}\s*(?:de |di |z )?(?:${w})(?![\p{L}])`, "gu"),
    new RegExp(
      String.raw`(?:^|[^\p{L}])(?:${w})\s*(?:filled|gefüllt|verstärkt|reinforced|chargé|caricato|wypełnion\p{L}*|cargado|carregado)?\s*[:(-]?\s*${SHARE}`,
      "gu",
    ),
    kind,
  ];
});
const WORD_ONLY = WORDS.map(([strong, , kind]) => [new RegExp(String.raw`(?:^|[^\p{L}])(?:${strong})`, "u"), kind] as const);
const UNFILLED =
  /\b(?:unfilled|unreinforced|ungefüllt|unverstärkt|non chargé|non renforcé|non caricato|non rinforzato|bez napełniacza|niewzmocnion\p{L}*|sin carga|no reforzado|sem carga|não reforçado|ongevuld)\b/u;

const pct = (s: string | undefined): number | null => {
  if (!s) return null;
  const n = Number(s.replace(",", "."));
  return n > 0 && n < 90 ? n : null;
};

/** Fillers named in a text (lower-cased). Abbreviations and words with a share first; a kind without a share after. */
export function fillersInText(text: string): FillerInfo {
  const found = new Map<FillerKind, number | null>();
  const add = (kind: FillerKind, percent: number | null) => {
    if (!found.has(kind) || (found.get(kind) == null && percent != null)) found.set(kind, percent);
  };
  for (const [re, kind] of CODE) for (const m of text.matchAll(re)) add(kind, pct(m[1]));
  for (const [before, after, kind] of WORD_RULES) {
    for (const m of text.matchAll(before)) add(kind, pct(m[1]));
    for (const m of text.matchAll(after)) add(kind, pct(m[1]));
  }
  for (const [re, kind] of WORD_ONLY) if (re.test(text)) add(kind, null);
  // "mineral" alongside a named mineral says nothing more
  if (found.has("mineral") && [...found.keys()].some((k) => k !== "mineral" && MINERALS.has(k))) found.delete("mineral");
  if (found.size) return { state: "filled", fillers: [...found].map(([kind, percent]) => ({ kind, percent })) };
  return UNFILLED.test(text) ? { state: "unfilled" } : { state: "notStated" };
}

/**
 * A material's fillers: its fillers list when it has one (carbon black left out); an empty list is the seller's
 * statement "no fillers"; else what its name says.
 */
export function materialFillers(m: { name?: string | null; fillers?: readonly { filler?: string | null; percentage?: number | null }[] | null }): FillerInfo {
  if (m.fillers && m.fillers.length === 0) return { state: "unfilled" };
  const listed = (m.fillers ?? []).filter((f) => f.filler && f.filler !== "carbonBlack");
  if (listed.length) {
    return {
      state: "filled",
      fillers: listed.map((f) => ({ kind: (f.filler!.startsWith("other") ? "other" : f.filler) as FillerKind, percent: f.percentage ?? null })),
    };
  }
  return m.name ? fillersInText(m.name.toLowerCase()) : { state: "notStated" };
}

/** Shares this many points apart or less are the same grade (GF30 vs GF 32); further apart, another grade. */
export const FILLER_SHARE_TOLERANCE = 5;

const sameKind = (wanted: FillerKind, have: FillerKind) =>
  wanted === have || (MINERALS.has(wanted) && MINERALS.has(have) && (wanted === "mineral" || have === "mineral"));

export type FillerComparison = "sameFiller" | "shareNotStated" | "otherShare" | "otherFiller" | "unfilled" | "filled";

/** How a material's fillers meet each wanted one: the worst outcome over the wanted fillers. */
export function compareFillers(wanted: FillerInfo, have: FillerInfo): FillerComparison | "notStated" | "notAsked" {
  if (wanted.state === "notStated") return "notAsked";
  if (have.state === "notStated") return "notStated";
  if (wanted.state === "unfilled") return have.state === "unfilled" ? "sameFiller" : "filled";
  if (have.state === "unfilled") return "unfilled";
  const order: FillerComparison[] = ["sameFiller", "shareNotStated", "otherShare", "otherFiller"];
  let worst = 0;
  for (const w of wanted.fillers) {
    const h = have.fillers.find((x) => sameKind(w.kind, x.kind));
    const outcome = !h ? 3 : w.percent == null || h.percent == null ? 1 : Math.abs(w.percent - h.percent) <= FILLER_SHARE_TOLERANCE ? 0 : 2;
    worst = Math.max(worst, outcome);
  }
  return order[worst];
}

/** "glassFibres 30 %, talcum" for the explanation (codes: the web translates the kind). */
export const showFillers = (f: FillerInfo): string[] | null =>
  f.state === "filled" ? f.fillers.map((x) => (x.percent != null ? `${x.kind} ${x.percent} %` : x.kind)) : f.state === "unfilled" ? ["unfilled"] : null;
