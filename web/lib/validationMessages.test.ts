import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { DealUpdate } from "../../shared/schemas/deal";
import { MaterialInput } from "../../shared/schemas/material";
import { i18next } from "./i18n";
import { validationText } from "./validationMessages";

const bundle = (lng: string) => JSON.parse(readFileSync(path.resolve(__dirname, `../locales/${lng}/validationErrorMessages.json`), "utf8"));

beforeAll(async () => {
  await i18next.init({
    lng: "en",
    fallbackLng: "en",
    ns: ["validationErrorMessages"],
    resources: { en: { validationErrorMessages: bundle("en") }, de: { validationErrorMessages: bundle("de") } },
  });
});

describe("validation messages in our own words", () => {
  it("never shows zod's English for the shared schema's issues", () => {
    const r = MaterialInput.safeParse({ type: "pp", name: "x".repeat(201), recycledContent: 150 });
    expect(r.success).toBe(false);
    const texts = r.error!.issues.map((i) => validationText(i.message)!);
    for (const text of texts) expect(text).not.toMatch(/Too big|Too small|expected|Invalid input/);
    expect(texts).toContain("At most 200 characters");
  });

  it.each([
    ["Too big: expected string to have <=200 characters", "At most 200 characters"],
    ["Too small: expected string to have >=1 characters", "Required"],
    ["Invalid input: expected string, received undefined", "Required"],
    ["Too big: expected number to be <=100", "Must be at most 100"],
    ["Too small: expected number to be >=0", "Must be at least 0"],
    ["Invalid input: expected number, received NaN", "Must be a number"],
    ["Invalid email address", "Invalid email address"],
    ["Invalid ISO date", "Enter the date as dd/mm/yyyy"],
    ["Something nobody catalogued", "Invalid value"],
  ])("%s → %s", (message, text) => {
    expect(validationText(message)).toBe(text);
  });

  it("says how to type a date the deal schema refused", () => {
    const r = DealUpdate.safeParse({ eta: "31/02/2027" });
    expect(validationText(r.error!.issues.find((i) => i.path[0] === "eta")!.message)).toBe("Enter the date as dd/mm/yyyy");
  });

  it("speaks the user's language", async () => {
    await i18next.changeLanguage("de");
    expect(validationText("Too big: expected string to have <=200 characters")).toBe("Höchstens 200 Zeichen");
    await i18next.changeLanguage("en");
  });
});
