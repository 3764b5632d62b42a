import { Match, type Template } from "aws-cdk-lib/assertions";
import { beforeAll, describe, expect, it } from "vitest";
import { userPoolSettings } from "../../functions/lib/userpool";
import { synthApp, SYNTH_TIMEOUT } from "../testing";

describe("auth stack", () => {
  let t: Template;
  beforeAll(() => {
    t = synthApp().template("auth");
  }, SYNTH_TIMEOUT);

  it("signs in by e-mail, admits no self sign-up and has the companyId attribute and the password policy", () => {
    const p = userPoolSettings.passwordPolicy;
    t.hasResourceProperties("AWS::Cognito::UserPool", {
      UsernameAttributes: ["email"],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      DeletionProtection: "ACTIVE",
      Schema: Match.arrayWith([Match.objectLike({ Name: "companyId", AttributeDataType: "String", Mutable: false })]),
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: p.minLength,
          RequireNumbers: p.requireDigits,
          RequireSymbols: p.requireSymbols,
          RequireUppercase: p.requireUppercase,
          RequireLowercase: p.requireLowercase,
        }),
      },
    });
  });

  it("has an app client with the admin password flow only (no public password or SRP flow) and the spec's token lifetimes", () => {
    for (const client of Object.values(t.findResources("AWS::Cognito::UserPoolClient")))
      expect([...(client.Properties.ExplicitAuthFlows as string[])].sort()).toEqual(["ALLOW_ADMIN_USER_PASSWORD_AUTH", "ALLOW_REFRESH_TOKEN_AUTH"]);
    t.hasResourceProperties("AWS::Cognito::UserPoolClient", {
      GenerateSecret: false,
      IdTokenValidity: userPoolSettings.idTokenHours * 60,
      RefreshTokenValidity: userPoolSettings.refreshTokenDays * 24 * 60,
      TokenValidityUnits: Match.objectLike({ IdToken: "minutes", RefreshToken: "minutes" }),
      AllowedOAuthFlows: Match.absent(),
    });
  });

  it("lets the app client read the company id but write no attribute at all (no UpdateUserAttributes into another company)", () => {
    const clients = t.findResources("AWS::Cognito::UserPoolClient");
    expect(Object.keys(clients)).toHaveLength(1);
    const props = Object.values(clients)[0].Properties as { ReadAttributes?: string[]; WriteAttributes?: string[] };
    // CloudFormation treats an absent WriteAttributes as "all writable": it must be present and empty.
    expect(props.WriteAttributes).toEqual([]);
    expect([...(props.ReadAttributes ?? [])].sort()).toEqual([...userPoolSettings.clientReadAttributes].sort());
  });

  it("has the super-admin group", () => {
    t.hasResourceProperties("AWS::Cognito::UserPoolGroup", { GroupName: userPoolSettings.superAdminGroup });
  });
});
