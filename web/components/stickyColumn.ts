const FIRST = {
  position: "sticky",
  insetInlineStart: "0",
  zIndex: "1",
  bg: "bg",
  borderInlineEndWidth: "1px",
  maxWidth: { base: "45vw", md: "320px" },
  whiteSpace: "normal",
} as const;

/** Table css: the first (name) column stays in view while the other columns scroll sideways. */
export const STICKY_FIRST_COLUMN = {
  // Capped (and wrapping) so on a phone the stuck column leaves room for the ones scrolling past it.
  "& tr > :first-of-type": FIRST,
  "& thead tr > :first-of-type": { bg: "bg.subtle" },
} as const;

/**
 * The sticky first column of a table whose first column keeps to one line (a date, a code): neither capped
 * nor wrapped, as the column asks, the sticky rule being more specific than the cell's own white-space.
 */
export const STICKY_FIRST_NOWRAP_COLUMN = {
  ...STICKY_FIRST_COLUMN,
  "& tr > :first-of-type": { ...FIRST, maxWidth: "none", whiteSpace: "nowrap" },
} as const;
