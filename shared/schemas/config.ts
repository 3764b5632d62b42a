import { versionNumber } from "./common";
import { MAX_CONFIG_BYTES, MAX_CONFIG_DEPTH, MAX_CONFIG_KEY_LENGTH, MIN_NONZERO_MAGNITUDE } from "./limits";
import * as z from "./zod";

/** Keys that would reach Object.prototype when a client merges the value into an object. */
const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);

type Issue = { path: (string | number)[]; message: string };

/**
 * Problems of a JSON setting value that DynamoDB refuses (more than 32 levels, empty map keys, numbers it
 * cannot store) or that are unsafe to hand to clients (prototype keys). The first problem per branch is enough.
 */
export function configValueIssues(value: unknown): Issue[] {
  const issues: Issue[] = [];
  const walk = (v: unknown, path: (string | number)[], depth: number) => {
    if (issues.length >= 20) return;
    if (typeof v === "number") {
      if (!Number.isFinite(v) || Math.abs(v) > Number.MAX_SAFE_INTEGER)
        issues.push({ path, message: `Numbers must be finite and at most ${Number.MAX_SAFE_INTEGER}` });
      else if (v !== 0 && Math.abs(v) < MIN_NONZERO_MAGNITUDE) issues.push({ path, message: `Must be 0 or at least ${MIN_NONZERO_MAGNITUDE}` });
      return;
    }
    if (v === null || typeof v !== "object") return;
    if (depth >= MAX_CONFIG_DEPTH) {
      issues.push({ path, message: `Nested at most ${MAX_CONFIG_DEPTH} levels deep` });
      return;
    }
    if (Array.isArray(v)) return v.forEach((item, i) => walk(item, [...path, i], depth + 1));
    for (const key of Object.keys(v)) {
      if (key === "") issues.push({ path, message: "Keys must not be empty" });
      else if (FORBIDDEN_KEYS.has(key)) issues.push({ path: [...path, key], message: "This key is not allowed" });
      else if (key.length > MAX_CONFIG_KEY_LENGTH) issues.push({ path, message: `Keys must be at most ${MAX_CONFIG_KEY_LENGTH} characters` });
      else walk((v as Record<string, unknown>)[key], [...path, key], depth + 1);
    }
  };
  walk(value, [], 0);
  if (!issues.length && value !== undefined && new TextEncoder().encode(JSON.stringify(value)).length > MAX_CONFIG_BYTES)
    issues.push({ path: [], message: `Must be at most ${MAX_CONFIG_BYTES} bytes as JSON` });
  return issues;
}

/** Any JSON value within the bounds above (settings such as the leads board order). */
export const ConfigValue = z.unknown().check(
  z.superRefine((v, ctx) => {
    for (const i of configValueIssues(v)) ctx.addIssue({ code: "custom", path: i.path, message: i.message, input: v });
  }),
);

export const ConfigQuery = z.object({ configName: z.string().check(z.minLength(1), z.maxLength(100)) });
export const ConfigPut = z.object({ value: ConfigValue, version: z.optional(versionNumber(0)) });
