/**
 * The one zod entry point of our code: zod/mini (functional and tree-shakable, docs/decisions/0005-zod-mini.md)
 * with classic zod's English messages, plus `preprocess`, which mini lacks. Import it as a namespace:
 *
 *   import * as z from "./zod";
 *
 * Classic zod installs the English locale on import; mini does not, and its issues would read "Invalid input".
 * Our API answers, forms and tests rely on the English wording, so schema modules take zod from here, never
 * from "zod" or "zod/mini" directly (eslint enforces it). Only named imports of zod below: the `z` namespace
 * object of "zod/mini" used as a value would keep all of zod, locales included, in every bundle.
 */
import { config, pipe, string as anyString, superRefine, transform, type core } from "zod/mini";
import en from "zod/v4/locales/en.js";
import { textIssue } from "./text";

config(en());

export * from "zod/mini";

/**
 * Classic zod's `z.preprocess(fn, schema)`: run `fn` on the raw input, then validate with `schema`. Classic
 * builds the same pipe (a transform into the schema); the input type is unknown, as there.
 */
export const preprocess = <const B extends core.$ZodType>(fn: (value: unknown) => unknown, schema: B) => pipe(transform(fn), schema);

const textCheck = (singleLine: boolean) =>
  superRefine<string>((value, ctx) => {
    const message = textIssue(value, singleLine);
    if (message) ctx.addIssue({ code: "custom", message, input: value });
  });
const anyText = textCheck(false);
const oneLine = textCheck(true);

/**
 * Every schema string is acceptable text (./text.ts): well-formed, without control characters other than tab
 * and line breaks. It shadows zod/mini's `string`, so each `z.string()` of our schemas carries the check.
 */
export const string = (params?: string | core.$ZodStringParams) => anyString(params).check(anyText);

/** A single-line string: names, file names, subjects (no line breaks either). */
export const line = (params?: string | core.$ZodStringParams) => anyString(params).check(oneLine);
