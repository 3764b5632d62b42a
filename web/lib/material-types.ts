import { materialTypes } from "../../shared/schemas/material-enums";

/** A polymer type as the trade writes it (pp → PP, pa6 → PA6): the same in every language. */
export const typeLabel = (type: string | null | undefined) => (type ? type.toUpperCase() : "");

/** Every material type as a select or chip option, in the enum's order. */
export const materialTypeOptions = materialTypes.map((value) => ({ value, label: typeLabel(value) }));

const KNOWN: ReadonlySet<string> = new Set(materialTypes);

/** A company's material entry: a known polymer type as the trade writes it (pa6 → PA6), a free name as typed. */
export const typeOrName = (value: string) => (KNOWN.has(value) ? typeLabel(value) : value);
