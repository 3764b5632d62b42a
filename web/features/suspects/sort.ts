import type { SortDirection } from "../../components/DataTable";
import type { SuspectSort } from "./api";

export type SortField = "name" | "createdDate";

export const directionOf = (sort: SuspectSort, field: SortField): SortDirection =>
  sort === field ? "ascending" : sort === `-${field}` ? "descending" : "none";
/** A click on the current column flips it; another column starts ascending for names, newest first for dates. */
export const nextSort = (sort: SuspectSort, field: SortField): SuspectSort =>
  sort === field ? `-${field}` : sort === `-${field}` ? field : field === "name" ? "name" : "-createdDate";
