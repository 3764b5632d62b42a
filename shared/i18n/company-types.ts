import type { companyTypes } from "../schemas/enums";
import type { Language } from "./languages";

/**
 * The company type labels in every language: the one source for the web (scripts/build/web.ts writes them into
 * each language's `options` namespace as `companyType`) and for the server, which finds a booth visitor by the
 * label a user types in their own language (ADR 0154). Edit them here, not in web/locales.
 */
export const COMPANY_TYPE_LABELS: Record<Language, Record<(typeof companyTypes)[number], string>> = {
  en: {
    recycler: "Recycler",
    converter: "Converter",
    compounder: "Compounder",
    trader: "Trader",
    brandOwner: "Brand owner",
    distributor: "Distributor",
    manufacturer: "Manufacturer",
    other: "Other",
  },
  de: {
    recycler: "Recycler",
    converter: "Verarbeiter",
    compounder: "Compoundeur",
    trader: "Händler",
    brandOwner: "Markeninhaber",
    distributor: "Distributor",
    manufacturer: "Hersteller",
    other: "Sonstige",
  },
  es: {
    recycler: "Reciclador",
    converter: "Transformador",
    compounder: "Compounder",
    trader: "Comerciante",
    brandOwner: "Propietario de marca",
    distributor: "Distribuidor",
    manufacturer: "Fabricante",
    other: "Otro",
  },
  fr: {
    recycler: "Recycleur",
    converter: "Transformateur",
    compounder: "Compoundeur",
    trader: "Négociant",
    brandOwner: "Propriétaire de marque",
    distributor: "Distributeur",
    manufacturer: "Fabricant",
    other: "Autre",
  },
  it: {
    recycler: "Riciclatore",
    converter: "Trasformatore",
    compounder: "Compoundatore",
    trader: "Commerciante",
    brandOwner: "Titolare del marchio",
    distributor: "Distributore",
    manufacturer: "Produttore",
    other: "Altro",
  },
  pl: {
    recycler: "Recykler",
    converter: "Przetwórca",
    compounder: "Compounder",
    trader: "Handlowiec",
    brandOwner: "Właściciel marki",
    distributor: "Dystrybutor",
    manufacturer: "Producent",
    other: "Inne",
  },
  pt: {
    recycler: "Reciclador",
    converter: "Transformador",
    compounder: "Compounder",
    trader: "Comerciante",
    brandOwner: "Detentor da marca",
    distributor: "Distribuidor",
    manufacturer: "Fabricante",
    other: "Outro",
  },
};

/** Case and accents folded, so "handler" finds "Händler" and "negociant" finds "Négociant". */
const fold = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/**
 * The company types whose label in any of the 7 languages contains `text` ("verarb" → converter), as lower-cased
 * keys. Shorter than 3 characters matches none: two letters are in half the labels and mean a country code more often.
 */
export function companyTypesLabelled(text: string): string[] {
  const needle = fold(text.trim());
  if (needle.length < 3) return [];
  const labels = Object.values(COMPANY_TYPE_LABELS);
  return (Object.keys(COMPANY_TYPE_LABELS.en) as (keyof typeof COMPANY_TYPE_LABELS.en)[])
    .filter((type) => labels.some((l) => fold(l[type]).includes(needle)))
    .map((type) => type.toLowerCase());
}
