import { describe, expect, it } from "vitest";
import { passwordChangeProblems, passwordStrengthProblems } from "../../shared/rules/password";

describe("password rules", () => {
  it("accepts a password meeting every rule", () => {
    expect(passwordStrengthProblems("Recycle#2026")).toEqual([]);
  });
  it.each([
    ["Sh0rt!a", "tooShort"],
    ["NoNumber!!", "noNumber"],
    ["NoSpecial11", "noSpecial"],
    ["noupper1!", "noUpper"],
    ["NOLOWER1!", "noLower"],
  ])("%s breaks %s", (pw, problem) => {
    expect(passwordStrengthProblems(pw)).toContain(problem);
  });
  it("only the listed specials count", () => {
    expect(passwordStrengthProblems("Abcdefg1?")).toContain("noSpecial");
  });
  it("flags reuse and mismatch", () => {
    expect(passwordChangeProblems({ oldPassword: "Abc!1234", newPassword: "Abc!1234", repeatPassword: "x" })).toEqual(
      expect.arrayContaining(["sameAsOld", "mismatch"]),
    );
  });
});
