import { DEFAULT_LANGUAGE, i18next, translateMessage } from "./i18n";

/**
 * Validation messages in the user's language. Our shared schemas speak English (zod's English locale plus the
 * catalogue in validationErrorMessages, docs/decisions/0005): the forms validate with them in the browser and
 * the API answers their messages in `ApiError.issues`. Never show that English raw: a catalogue sentence is
 * looked up, zod's generic wording ("Too big: expected string to have <=200 characters") is read back into its
 * issue code and bound and said with our own words; anything else is "Invalid value".
 */
const ZOD_PATTERNS: [RegExp, string][] = [
  [/^Too small: expected (string|array) to have >=?1 (characters|items)$/, "required"],
  [/^Invalid input: expected \w+, received (undefined|null)$/, "required"],
  [/^Too big: expected string to have <=?(\d+) characters$/, "tooLong"],
  [/^Too small: expected string to have >=?(\d+) characters$/, "tooShortText"],
  [/^Too big: expected array to have <=?(\d+) items$/, "tooMany"],
  [/^Too big: expected number to be <=?(.+)$/, "numberAtMost"],
  [/^Too small: expected number to be >([^=].*)$/, "numberAbove"],
  // The schemas' own wording of the same bound (shared/schemas/deal.ts: contract quantities and prices).
  [/^Must be above (.+)$/, "numberAbove"],
  [/^Too small: expected number to be >=(.+)$/, "numberAtLeast"],
  [/^Invalid input: expected (number|int)/, "mustBeNumber"],
  [/^Invalid option/, "invalidOption"],
  [/^Invalid URL$/, "mustBeUrl"],
  // A calendar date (the deal's arrival) is typed as dd/MM/yyyy; what cannot be read as one reaches the schema as typed.
  [/^Invalid (ISO )?date$/, "dateFormat"],
];

/** The translated text for one validation message, or undefined when it is neither catalogue nor zod wording. */
export function knownValidationText(message: string): string | undefined {
  const english = i18next.getResourceBundle(DEFAULT_LANGUAGE, "validationErrorMessages") as Record<string, string> | undefined;
  if (english && Object.values(english).includes(message)) return translateMessage(message);
  for (const [re, key] of ZOD_PATTERNS) {
    const m = re.exec(message);
    if (m) return i18next.t(`validationErrorMessages:${key}`, { value: m[1] });
  }
  return undefined;
}

/** Always our own words: a known message translated, anything else "Invalid value". */
export function validationText(message: string | undefined): string | undefined {
  if (!message) return undefined;
  return knownValidationText(message) ?? i18next.t("validationErrorMessages:invalid");
}
