/**
 * The key names are searched and sorted by (companies' byName index, suspects' name sort); lists derive cursor
 * positions with it too. Case-insensitive, and characters up to "#" become "$": the index's sort key is
 * "…#namelower_<key>#id_<id>", so a name followed by a space ("acme x") would sort before the bare prefix
 * ("acme", whose key continues with "#") in DynamoDB but after it in the page merge (a shorter string first),
 * and a page boundary there repeated a row. With no character below "$" in the key the two orders agree.
 * A search text goes through the same function before it is compared with the key.
 */
export const nameSortKey = (name: string) => name.toLowerCase().replace(/[\u0000-\u0023]/g, "$");

/** How much of a long text (a lead's or a request's description) its name-prefix index keeps: a search types less. */
export const NAME_SEARCH_CHARS = 80;
/** The key of a name-prefix index over a text that may be long: the start of the text as nameSortKey keys it. */
export const nameSearchKey = (text: string | null | undefined) => nameSortKey((text ?? "").trim().slice(0, NAME_SEARCH_CHARS));
