import { DQL_LEVELS, fieldsUpTo, isFieldPresent, type DataQualityLevel } from "../rules/data-quality";
import { MaterialInput } from "./material";
import * as z from "./zod";

/**
 * One schema per data quality level: MaterialInput plus "every field of levels 1..n is stated". The new
 * product form validates against the level the user aims for; the server stores any level. The check runs
 * even when other fields are invalid, so a form shows all its problems at once.
 */
function levelSchema(level: DataQualityLevel) {
  return MaterialInput.check(
    z.superRefine(
      (m, ctx) => {
        const value = (m ?? {}) as Record<string, unknown>;
        for (const f of fieldsUpTo(level))
          if (!isFieldPresent(value, f)) ctx.addIssue({ code: "custom", path: [f], message: `Required for data quality level ${level}` });
      },
      { when: (payload) => typeof payload.value === "object" && payload.value !== null },
    ),
  );
}

export const MaterialDql1 = levelSchema(1);
export const MaterialDql2 = levelSchema(2);
export const MaterialDql3 = levelSchema(3);
export const MaterialDql4 = levelSchema(4);
export const materialLevelSchemas = { 1: MaterialDql1, 2: MaterialDql2, 3: MaterialDql3, 4: MaterialDql4 } as const;
export { DQL_LEVELS };
