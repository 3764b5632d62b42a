import { materialTypes, type MaterialType } from "../schemas/material-enums";

/**
 * Polymer families for the matching engine (ADR 0125): two types are related when they share a family, so a
 * buyer of pp also sees pp-epdm, and a buyer of pe sees hdpe, ldpe and lldpe. Deliberately narrow: a related
 * type is loaded as a candidate and ranked with part credit, so every extra member costs reads and noise.
 * Blends sit in each family whose polymer dominates them (pc/abs in both PC and ABS).
 */
export const materialFamilies: Readonly<Record<string, readonly MaterialType[]>> = {
  polyethylene: ["pe", "hdpe", "mdpe", "ldpe", "lldpe", "pe-epdm", "pe-pe-epdm"],
  polypropylene: ["pp", "pp-epdm"],
  /** Mixed polyolefins: related to each other, not to the pure grades (a pure-grade buyer rarely takes a mix). */
  polyolefinBlends: ["po", "pp/pe", "pe-pp"],
  polyamide: ["pa", "pa6", "pa66", "pa12", "ppa", "ppe-pa"],
  polycarbonate: ["pc", "pc/abs", "pcabs", "pc-pbt"],
  styrenics: ["abs", "pc/abs", "pcabs", "asa", "san"],
  polystyrene: ["ps", "ppe-ps"],
  polyester: ["pet", "petg"],
  polybutylene: ["pbt", "pc-pbt"],
  elastomers: ["tpe", "tpc", "tpe-u", "tpu", "tpv", "pebax"],
  biopolymers: ["pla", "pbat", "pbs"],
};

const order = new Map<string, number>(materialTypes.map((t, i) => [t, i]));
const related = new Map<string, string[]>();
for (const members of Object.values(materialFamilies))
  for (const t of members) {
    const set = new Set(related.get(t) ?? []);
    for (const o of members) if (o !== t) set.add(o);
    related.set(
      t,
      [...set].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0)),
    );
  }

/** Types related to `type` (never `type` itself), in the order of the type list. */
export const relatedTypes = (type: string): readonly string[] => related.get(type) ?? [];
