import { Match, type Template } from "aws-cdk-lib/assertions";
import { beforeAll, describe, it } from "vitest";
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
      Schema: Match.arrayWith([Match.objectLike({ Name: "companyId", AttributeDataType: "String", Mutable: true })]),
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

  it("has a public app client with password and refresh flows and the spec's token lifetimes", () => {
    t.hasResourceProperties("AWS::Cognito::UserPoolClient", {
      GenerateSecret: false,
      ExplicitAuthFlows: Match.arrayWith(["ALLOW_USER_PASSWORD_AUTH", "ALLOW_REFRESH_TOKEN_AUTH"]),
      IdTokenValidity: userPoolSettings.idTokenHours * 60,
      RefreshTokenValidity: userPoolSettings.refreshTokenDays * 24 * 60,
      TokenValidityUnits: Match.objectLike({ IdToken: "minutes", RefreshToken: "minutes" }),
      AllowedOAuthFlows: Match.absent(),
    });
  });

  it("has the super-admin group", () => {
    t.hasResourceProperties("AWS::Cognito::UserPoolGroup", { GroupName: userPoolSettings.superAdminGroup });
  });
});
