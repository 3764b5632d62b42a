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
import { config, pipe, transform, type core } from "zod/mini";
import en from "zod/v4/locales/en.js";

config(en());

export * from "zod/mini";

/**
 * Classic zod's `z.preprocess(fn, schema)`: run `fn` on the raw input, then validate with `schema`. Classic
 * builds the same pipe (a transform into the schema); the input type is unknown, as there.
 */
export const preprocess = <const B extends core.$ZodType>(fn: (value: unknown) => unknown, schema: B) => pipe(transform(fn), schema);
