/** "Anna Maria Berg" → first "Anna Maria", last "Berg"; a single word is the first name. */
export function splitName(full: string): { firstName: string; lastName: string | null } {
  const words = full.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { firstName: words[0] ?? full.trim(), lastName: null };
  return { firstName: words.slice(0, -1).join(" "), lastName: words[words.length - 1] };
}
