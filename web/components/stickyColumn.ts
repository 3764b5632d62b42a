/** Table css: the first (name) column stays in view while the other columns scroll sideways. */
export const STICKY_FIRST_COLUMN = {
  // Capped (and wrapping) so on a phone the stuck column leaves room for the ones scrolling past it.
  "& tr > :first-of-type": {
    position: "sticky",
    insetInlineStart: "0",
    zIndex: "1",
    bg: "bg",
    borderInlineEndWidth: "1px",
    maxWidth: { base: "45vw", md: "320px" },
    whiteSpace: "normal",
  },
  "& thead tr > :first-of-type": { bg: "bg.subtle" },
} as const;
