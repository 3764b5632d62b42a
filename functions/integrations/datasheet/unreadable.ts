/**
 * A datasheet that gives nothing to make a material of (no text layer, no field, no polymer type). Its message
 * is one of DATASHEET_UNREADABLE (shared/api/routes/datasheets.ts), for the user: answered as 422 on the file.
 */
export class UnreadableDatasheetError extends Error {
  override name = "UnreadableDatasheetError";
}
