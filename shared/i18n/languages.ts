/** The product's 7 languages, for the web's translations and the server's texts alike. */
export const LANGUAGES = ["en", "de", "es", "fr", "it", "pl", "pt"] as const;
export type Language = (typeof LANGUAGES)[number];
