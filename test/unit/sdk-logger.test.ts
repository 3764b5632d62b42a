import { describe, expect, it } from "vitest";
import { documentClient } from "../../functions/lib/clients";
import { sdkLogger } from "../../functions/lib/sdk-logger";

/** The SDK's logger middleware builds a redacted copy of each response only when the logger has `info`. */
describe("SDK client logger", () => {
  it("has no info, so no per-call redaction", () => {
    process.env.AWS_REGION ??= "eu-central-1";
    expect((sdkLogger as { info?: unknown }).info).toBeUndefined();
    expect(documentClient().config.logger).toBe(sdkLogger);
  });
});
