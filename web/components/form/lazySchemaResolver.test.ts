import type { ResolverOptions } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { LoginInput } from "../../../shared/schemas/auth";
import { lazySchemaResolver } from "./lazySchemaResolver";

type Form = { email: string; password: string };
const toBody = (v: Form) => ({ email: v.email.trim(), password: v.password });
const options: ResolverOptions<Form> = { fields: {}, shouldUseNativeValidation: false };

describe("lazySchemaResolver", () => {
  it("loads the schema on the first check only, then checks like schemaResolver", async () => {
    const load = vi.fn(async () => LoginInput);
    const resolve = lazySchemaResolver(toBody, load);
    expect(load).not.toHaveBeenCalled();
    const refused = await resolve({ email: "not-an-address", password: "" }, undefined, options);
    expect(refused.errors).toEqual({
      email: expect.objectContaining({ message: "Invalid email address" }),
      password: expect.objectContaining({ message: "Password is required" }),
    });
    const accepted = await resolve({ email: " ada@example.com ", password: "x" }, undefined, options);
    expect(accepted).toEqual({ values: { email: "ada@example.com", password: "x" }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries the load again on the next check after one failed", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(LoginInput);
    const resolve = lazySchemaResolver(toBody, load);
    await expect(resolve({ email: "ada@example.com", password: "x" }, undefined, options)).rejects.toThrow("offline");
    expect((await resolve({ email: "ada@example.com", password: "x" }, undefined, options)).errors).toEqual({});
    expect(load).toHaveBeenCalledTimes(2);
  });
});
