import { valueTable } from "./vocabulary/index";

/**
 * Polymer names and the certificates, mapped to the stored material values; more specific
 * patterns come first. The words of every other category are per-language data in vocabulary/.
 */

/** Polymer names and abbreviations → material type. Blends before their parts, LLDPE before LDPE before PE. */
export const POLYMERS: [RegExp, string][] = [
  [/\bpc\s*[/+-]\s*abs\b|\bpcabs\b/, "pc/abs"],
  [/\bpc\s*[/+-]\s*pbt\b/, "pc-pbt"],
  [/\bpp\s*[/+-]\s*epdm\b|\bpp-?epdm\b|\bepdm[- ]modified pp\b/, "pp-epdm"],
  [/\bpp\s*[/+]\s*pe\b|\bpe\s*[/+]\s*pp\b|\bpo mix|\bpolyolefin mix/, "pp/pe"],
  [/\bppe\s*[/+-]\s*ps\b/, "ppe-ps"],
  [/\bppe\s*[/+-]\s*pa\b/, "ppe-pa"],
  [/\br?-?lldpe\b|\bpe-lld\b|linear low[- ]density polyethylene/, "lldpe"],
  [
    /\br?-?ldpe\b|\bpe-?ld\b|\bld-pe\b|\bpe-?bd\b|low[- ]density polyethylene|polyethylen niedriger dichte|poly[ée]thyl[eè]ne basse densit|polietilen[eo] (?:a |de )?(?:bassa|baja|baixa) densi|polietylen niskiej g/,
    "ldpe",
  ],
  [/\br?-?mdpe\b|\bpe-md\b|medium[- ]density polyethylene/, "mdpe"],
  [
    /\br?-?hdpe\b|\bpe-?hd\b|\bhd-pe\b|\bpe-?ad\b|\bpead\b|high[- ]density polyethylene|polyethylen hoher dichte|poly[ée]thyl[eè]ne haute densit|polietilen[eo] (?:ad |de )?alta densi|polietylen wysokiej g/,
    "hdpe",
  ],
  [/\br?-?petg\b|\bpet-g\b/, "petg"],
  [/\br?-?pet\b|polyethylene terephthalate|polyethylenterephthalat/, "pet"],
  [/\br?-?pbt\b|polybutylene terephthalate/, "pbt"],
  [/\br?-?pa\s?-?66\b|\bpa\s?6[.,/]6\b|polyamide?\s?66\b/, "pa66"],
  [/\br?-?pa\s?-?12\b|polyamide?\s?12\b/, "pa12"],
  [/\br?-?pa\s?-?6\b|polyamide?\s?6\b|nylon\s?6\b/, "pa6"],
  [/\br?-?pa\b|\bpolyamide?\b|\bnylon\b/, "pa"],
  [/\br?-?abs\b|acrylonitrile[- ]butadiene[- ]styrene/, "abs"],
  [/\basa\b|acrylonitrile[- ]styrene[- ]acrylate/, "asa"],
  [/\bsan\b|styrene[- ]acrylonitrile/, "san"],
  [/\br?-?pc\b|\bpolycarbonate?\b/, "pc"],
  [/\bpmma\b|polymethyl methacrylate|acrylic glass|plexiglas/, "pmma"],
  [/\bpom\b|polyoxymethylene|polyacetal/, "pom"],
  [/\bpvc\b|polyvinyl ?chlorid/, "pvc"],
  [/\bpvdf\b/, "pvdf"],
  [/\bpeek\b/, "peek"],
  [/\bpla\b|polylactic acid|polylactide/, "pla"],
  [/\bpbat\b/, "pbat"],
  [/\btpu\b|thermoplastic polyurethane/, "tpu"],
  [/\btpv\b/, "tpv"],
  [/\btpe\b|thermoplastic elastomer/, "tpe"],
  [/\beva\b|ethylene[- ]vinyl acetate/, "eva"],
  [/\br?-?hips\b|\br?-?gpps\b|\br?-?ps\b|\bpolystyrene?\b|\bpolystyrol\b|\bpolystyr[eè]ne\b|\bpolistiren[eo]?\b|\bpoliestireno\b/, "ps"],
  [/\br?-?pp\b|\bpp-?[hcr]\b|\bpolypropylene?\b|\bpolypropen\b|\bpolypropyl[eè]ne\b|\bpolipropilen[eo]?\b|\bpolipropylen\b|\bpolypropeen\b/, "pp"],
  [/\br?-?pe\b|\bpolyethylene?\b|\bpolyethylen\b|\bpoly[ée]thyl[eè]ne|\bpolietilen[eo]?\b|\bpolietylen\b|\bpolyetheen\b/, "pe"],
  [/\bpolyolefin/, "po"],
];

/** Certificates are named alike in every language. */
export const CERTIFICATES: [RegExp, string][] = [
  [/eucertplast|eu cert ?plast/, "euCertPlast"],
  [/recyclass/, "recyClass"],
  [/\bgrs\b|global recycled standard/, "grs"],
  [/\bfda\b|food and drug administration/, "fda"],
  [/\befsa\b/, "efsa"],
  [/ocean[- ]bound|\bobp\b/, "oceanBoundPlastic"],
  [/din spec 91446/, "dinSpec91446"],
  [/din spec 91481/, "dinSpec91481"],
  [/\ben\s*18065\b/, "en18065"],
];

/** The words of the other categories are data, one file per language (vocabulary/). */
export const COLORS = valueTable("color");
export const CONDITIONS = valueTable("condition");
export const SOURCES = valueTable("source");
export const PACKAGING = valueTable("packaging").filter(([, v]) => v !== "other");
export const PROCESSING = valueTable("processing");

/** Trade abbreviations of fillers ("PA6 GF30", "PP TD20") are the same in every language. */
const FILLER_ABBREVIATIONS: Record<string, RegExp> = { glassFibres: /\bgf\s?-?\d{0,2}\b/, carbonFibres: /\bcf\s?-?\d{0,2}\b/, talcum: /\btd\s?-?\d{0,2}\b/ };
export const FILLERS: [RegExp, string][] = valueTable("fillers").map(([re, v]) => [
  FILLER_ABBREVIATIONS[v] ? new RegExp(`${re.source}|${FILLER_ABBREVIATIONS[v].source}`) : re,
  v,
]);
