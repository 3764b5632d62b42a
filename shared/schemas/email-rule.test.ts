import { describe, expect, it } from "vitest";
import { regexes } from "zod/v4/core";
import { EMAIL_PATTERN } from "./email-rule";

describe("EMAIL_PATTERN", () => {
  it("is zod's own e-mail pattern, so the schemas and the login page accept the same addresses", () => {
    expect(EMAIL_PATTERN.source).toBe(regexes.email.source);
    expect(EMAIL_PATTERN.flags).toBe(regexes.email.flags);
  });
});
