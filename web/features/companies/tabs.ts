/** The detail tabs in URL order. */
export const STAFF_TABS = ["overview", "profile", "documents", "certificates", "products", "messages", "researches", "apollo"] as const;
/** The activity timeline is staff-only; a company's own users see its record. */
export const USER_TABS = ["profile", "documents", "certificates", "products"] as const;
export type CompanyTab = (typeof STAFF_TABS)[number];

/** Where an unknown or missing tab goes: the first tab the viewer may open. */
export const defaultTab = (staff: boolean): CompanyTab => (staff ? "overview" : "profile");
