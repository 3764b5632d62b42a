import type { MatchableRequest } from "../matching";

/**
 * What a request says in words: its description and applications, lower-cased and joined, read once per
 * ranking by the rules that look for phrases (food contact, fillers, packaging) in any of the UI languages.
 * camelCase codes are unfolded ("foodPackaging" → "food packaging") so codes and free text read alike.
 */
export function requestText(req: Pick<MatchableRequest, "description" | "applications">): string {
  const parts = [req.description ?? "", ...(req.applications ?? [])];
  return parts
    .map((p) => (p.startsWith("other#") ? p.slice(6) : p).replace(/([a-z])([A-Z])/g, "$1 $2"))
    .join(" \n ")
    .toLowerCase();
}

/**
 * Food contact asked for, in the seven UI languages (en, de, fr, it, pl, es, pt) and Dutch: "food contact",
 * "food grade", "food packaging" (not "non-food packaging"), "Lebensmittelkontakt", "contact alimentaire",
 * "contatto alimentare", "kontakt z żywnością", "contacto alimentario", "contato com alimentos", …
 */
const FOOD_CONTACT = new RegExp(
  [
    String.raw`(?<!non[\s-]?)food[\s-]?(?:contact|grade|packaging|safe|approved|tray|container)`,
    String.raw`contact with food`,
    String.raw`lebensmittel(?:kontakt|echt|verpackung|tauglich|qualität|konform|zulassung)`,
    String.raw`kontakt mit lebensmitteln`,
    String.raw`contact alimentaire|qualité alimentaire|emballages? alimentaires?|contact avec (?:les )?(?:denrées|aliments)`,
    String.raw`contatto (?:alimentare|con (?:gli )?alimenti)|(?:uso|grado) alimentare|imballagg(?:io|i) alimentar[ei]|per alimenti`,
    String.raw`kontakt(?:u)? z żywnością|(?<!nie)spożywcz|opakowa\p{L}* (?:do )?żywności`,
    String.raw`contacto (?:alimentario|con (?:los )?alimentos)|grado alimentario|envases? alimentarios?|embalajes? alimentarios?|uso alimentario`,
    String.raw`conta(?:c)?to (?:alimentar|com (?:os )?alimentos)|grau alimentar|embalage(?:m|ns) alimentar(?:es)?|uso alimentar`,
    String.raw`levensmiddelen(?:contact|verpakking)|contact met levensmiddelen|voedselveilig|voedselcontact`,
  ].join("|"),
  "u",
);

export const asksFoodContact = (text: string) => FOOD_CONTACT.test(text);

/** Packaging named as the application or market, in the same languages ("packaging", "Verpackung", "emballage", …). */
const PACKAGING = /packaging|verpackung|emballage|imballagg|opakow|envase|embalaje|embalage|verpakking/u;

export const asksPackaging = (text: string) => PACKAGING.test(text);
