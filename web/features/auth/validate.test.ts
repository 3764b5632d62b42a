import { describe, expect, it } from "vitest";
import { LoginInput } from "../../../shared/schemas/auth";
import { validateLogin } from "./validate";

const cases: [string, string][] = [
  ["admin@example.com", "x"],
  ["  Admin@Example.COM ", "Recycle#2026"],
  ["first.last+tag@sub.example.co", "p"],
  ["", ""],
  ["not-an-email", "pw"],
  ["a@b", "pw"],
  [".lead@example.com", "pw"],
  ["two..dots@example.com", "pw"],
  ["x@example.c", ""],
  ["o'brien@example.ie", "pw"],
  ["user@-bad.com", "pw"],
];

describe("validateLogin", () => {
  it.each(cases)("agrees with shared LoginInput for %j / %j", (email, password) => {
    const parsed = LoginInput.safeParse({ email, password });
    const expected: Record<string, string> = {};
    if (!parsed.success) for (const i of parsed.error.issues) expected[String(i.path[0])] ??= i.message;
    expect(validateLogin({ email, password })).toEqual(expected);
  });
});
