import { materialTypes } from "../../shared/schemas/material-enums";

/** A polymer type as the trade writes it (pp → PP, pa6 → PA6): the same in every language. */
export const typeLabel = (type: string | null | undefined) => (type ? type.toUpperCase() : "");

/** Every material type as a select or chip option, in the enum's order. */
export const materialTypeOptions = materialTypes.map((value) => ({ value, label: typeLabel(value) }));
