/**
 * Domain bounds of every number, text and list the API accepts. Beyond
 * plausibility they keep each stored item far below DynamoDB's 400 KB (counted in UTF-8 bytes: a UTF-16
 * code unit is at most 3 bytes) and every number inside what DynamoDB stores exactly (38 digits, magnitude
 * 1e-130..9.99e125) and JavaScript represents exactly (below 2^53). See docs/decisions/0070-input-bounds.md.
 */

/** Non-zero numbers smaller than this in magnitude are noise (1e-130 would fail in DynamoDB). */
export const MIN_NONZERO_MAGNITUDE = 1e-6;

/** Money amounts (price per ton, incoterm prices): a billion per ton is already absurd. */
export const MAX_PRICE = 1e9;
/** Kilogram amounts (warehouse stock, seller capacity): 10 million tonnes. */
export const MAX_AMOUNT_KG = 1e10;
/** Record versions and other counters. */
export const MAX_VERSION = 1e9;
/** File sizes in a file record or upload request: no file kind we accept is larger than 1 GB. */
export const MAX_FILE_BYTES = 1024 ** 3;

/** Short identifiers (record ids, user ids, path ids): UUIDs and Cognito subs are 36 characters. */
export const MAX_ID_LENGTH = 64;
/** Path ids: letters, digits and the separators our ids use; no `/`, spaces or control characters. */
export const PATH_ID_PATTERN = /^[A-Za-z0-9_.:@-]{1,64}$/;
/** A free-text "other#<text>" choice or packaging entry. */
export const MAX_CHOICE_LENGTH = 200;
/** Short names, list entries (applications, products, origins). */
export const MAX_NAME_LENGTH = 200;
/** URLs (website, LinkedIn). */
export const MAX_URL_LENGTH = 2000;
/** E-mail addresses (RFC 5321 path limit). */
export const MAX_EMAIL_LENGTH = 254;
/** Passwords (Cognito's own maximum). */
export const MAX_PASSWORD_LENGTH = 256;
/** Tokens we pass through to Cognito (refresh tokens are ~2 KB). */
export const MAX_TOKEN_LENGTH = 8192;
/** Entries of a free list (applications, products, materials of a profile). */
export const MAX_LIST_ITEMS = 50;

/** Values per list filter of GET /materials; keeps the filter expression under DynamoDB's limits (functions/domains/materials/queries-lists.test.ts). */
export const MAX_FILTER_VALUES = { types: 50, conditions: 10, colors: 20, countries: 30, source: 3, processingMethods: 10, score: 5 } as const;

/** PUT /config values: nesting depth (DynamoDB allows 32), map keys and total JSON size. */
export const MAX_CONFIG_DEPTH = 16;
export const MAX_CONFIG_KEY_LENGTH = 200;
export const MAX_CONFIG_BYTES = 100 * 1024;
