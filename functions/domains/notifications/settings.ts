import type { MatchAlertMode } from "../../../shared/schemas/notification";

/**
 * The mail mode of a user who chose none: one digest a day, for ordinary users and staff alike (staff are
 * told about every request assigned to them, so a daily mail keeps their inbox quiet; the bell shows each
 * alert at once).
 */
export const defaultMode = (): MatchAlertMode => "daily";
