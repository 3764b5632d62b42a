/**
 * Text in the shortlist e-mail that we did not write — a listed material's name is its seller's — made so no
 * mail client turns a part of it into a link (clients link "evil.example" or "https://…" in plain text, and
 * often in HTML too): "://" becomes "[:]//" and a dot between a letter or digit and a letter becomes "[.]"
 * ("www[.]evil[.]example"), the usual way of showing an address that must not be followed. Numbers such as
 * "2.5" keep their dot. The e-mail's own links are built from the site's URL only (ADR 0160).
 */
const SCHEME = /:\/\//g;
const HOST_DOT = /(?<=[\p{L}\p{N}])[.。．｡](?=\p{L})/gu;

export const unlinked = (text: string): string => text.replace(SCHEME, "[:]//").replace(HOST_DOT, "[.]");
