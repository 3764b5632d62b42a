import i18next, { type BackendModule } from "i18next";
import { initReactI18next } from "react-i18next";
import { LANGUAGES, type Language } from "../../shared/i18n/languages";
import { days, readCookie, writeCookie } from "./cookies";
import type { Namespace } from "./namespaces.generated";

export { LANGUAGES, type Language };
/** Language names in their own language, so everyone finds theirs. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: "English",
  de: "Deutsch",
  es: "Español",
  fr: "Français",
  it: "Italiano",
  pl: "Polski",
  pt: "Português",
};
export const DEFAULT_LANGUAGE: Language = "en";
/** The namespaces are the files of web/locales/en, listed at build time (scripts/build/web-registries.ts). */
export { NAMESPACES, type Namespace } from "./namespaces.generated";
/**
 * The one namespace every screen needs at once (app name, loading, errors, not found); the others load with the
 * route that shows them (web/features/<f>/routes.tsx), so /login fetches only `common` plus what it shows.
 */
const INITIAL_NAMESPACES: Namespace[] = ["common"];
export const LANGUAGE_COOKIE = "LOCALE";
export const LANGUAGE_QUERY = "language";

/** "de-DE" → "de" when supported (the language part only). */
export function toLanguage(value: string | null | undefined): Language | null {
  const part = value?.trim().toLowerCase().split(/[-_]/)[0];
  return (LANGUAGES as readonly string[]).includes(part ?? "") ? (part as Language) : null;
}

/** ?language=, then the LOCALE cookie, then en. */
export function detectLanguage(search = location.search): Language {
  return toLanguage(new URLSearchParams(search).get(LANGUAGE_QUERY)) ?? toLanguage(readCookie(LANGUAGE_COOKIE)) ?? DEFAULT_LANGUAGE;
}

/** Translation files are static assets: /assets/locales/{lng}/{ns}.json, fetched per language and namespace. */
const fetchBackend: BackendModule = {
  type: "backend",
  init() {},
  read(lng, ns, done) {
    fetch(`/assets/locales/${lng}/${ns}.json`)
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`${lng}/${ns}: HTTP ${r.status}`))))
      .then(
        (data) => done(null, data),
        (err) => done(err, false),
      );
  },
};

export function initI18n() {
  const lng = detectLanguage();
  // A ?language= link keeps its language for the rest of the visit.
  if (new URLSearchParams(location.search).get(LANGUAGE_QUERY)) writeCookie(LANGUAGE_COOKIE, lng, days(365));
  document.documentElement.lang = lng;
  return i18next
    .use(fetchBackend)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      load: "languageOnly",
      ns: INITIAL_NAMESPACES,
      defaultNS: "common",
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
}

/** The language switcher: remember the choice in the LOCALE cookie and switch at once. */
export async function changeLanguage(lng: Language) {
  writeCookie(LANGUAGE_COOKIE, lng, days(365));
  document.documentElement.lang = lng;
  await i18next.changeLanguage(lng);
}

/**
 * Server messages are English sentences of the validation catalogue (e.g. the password rules);
 * show them translated when they are in validationErrorMessages, as they came otherwise.
 */
export function translateMessage(message: string): string {
  const en = i18next.getResourceBundle(DEFAULT_LANGUAGE, "validationErrorMessages") as Record<string, string> | undefined;
  const key = en && Object.keys(en).find((k) => en[k] === message);
  return key ? i18next.t(`validationErrorMessages:${key}`) : message;
}

export { i18next };
