/** Table css: the first (name) column stays in view while the other columns scroll sideways (issue 7 §1). */
export const STICKY_FIRST_COLUMN = {
  "& tr > :first-of-type": { position: "sticky", insetInlineStart: "0", zIndex: "1", bg: "bg", borderInlineEndWidth: "1px" },
  "& thead tr > :first-of-type": { bg: "bg.subtle" },
} as const;
