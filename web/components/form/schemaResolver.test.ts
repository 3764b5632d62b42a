import type { ResolverOptions } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { BoothInput } from "../../../shared/schemas/booth";
import { schemaResolver } from "./schemaResolver";

type Form = { companyName: string; companyType: "converter"; contactDetails: { personName: string; email: string } };
const toBody = (v: Form) => ({ ...v, companyName: v.companyName.trim(), contactDetails: { ...v.contactDetails, email: v.contactDetails.email.trim() } });
const options: ResolverOptions<Form> = { fields: {}, shouldUseNativeValidation: false };
const resolve = schemaResolver(toBody, BoothInput);

describe("schemaResolver", () => {
  it("puts the shared schema's issues on the form's fields by the body's paths, with the schema's messages", async () => {
    const result = await resolve(
      { companyName: "Holm", companyType: "converter", contactDetails: { personName: "Greta", email: "not-an-address" } },
      undefined,
      options,
    );
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({ contactDetails: { email: expect.objectContaining({ message: "Invalid email address" }) } });
  });

  it("hands a valid form's body (built by toBody, not the schema's parse) to the submit", async () => {
    const result = await resolve(
      { companyName: " Holm ", companyType: "converter", contactDetails: { personName: "Greta", email: " greta@holm.example.com " } },
      undefined,
      options,
    );
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ companyName: "Holm", companyType: "converter", contactDetails: { personName: "Greta", email: "greta@holm.example.com" } });
  });
});
