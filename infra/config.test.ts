import { App } from "aws-cdk-lib";
import { describe, expect, it } from "vitest";
import { configFromContext, ConfigError } from "./config";
import { workflowTaskTable } from "../functions/workflows";
import { API_PREFIX } from "../shared/api/contract";
import { resourcesOf, routePerNeeds, synthApp, SYNTH_TIMEOUT } from "./testing";

const fromContext = (context: Record<string, string>) => configFromContext(new App({ context }));

describe("the stage configuration", () => {
  it("takes a stage's settings from context, the upload origin from the site address, and tracing on in prod", () => {
    const c = fromContext({ stage: "prod", siteUrl: "https://market.example.org/", mailDomain: "market.example.org", alarmEmail: "ops@example.org" });
    expect(c).toMatchObject({ stage: "prod", siteUrl: "https://market.example.org", uploadOrigins: ["https://market.example.org"], tracing: true });
    expect(c.mail).toEqual({ domain: "market.example.org", from: "noreply@market.example.org" });
  });

  it("refuses what cannot work, naming every problem", () => {
    const message = (context: Record<string, string>) => {
      try {
        fromContext(context);
        return "";
      } catch (e) {
        expect(e).toBeInstanceOf(ConfigError);
        return (e as Error).message;
      }
    };
    const prod = message({ stage: "prod" });
    for (const need of ["siteUrl", "mailDomain", "alarmEmail"]) expect(prod).toContain(need);
    expect(message({ siteUrl: "http://market.example.org" })).toContain("https origin");
    expect(message({ siteUrl: "https://market.example.org/shop" })).toContain("https origin");
    expect(message({ stage: "staging" })).toContain("dev or prod");
    expect(message({ mailDomain: "market.example.org", mailFrom: "sales@other.example" })).toContain("must be an address at mailDomain");
    expect(message({ alarmEmail: "ops" })).toContain("alarmEmail");
    expect(message({ apolloKeySecretArn: "apollo-key" })).toContain("apolloKeySecretArn must be the complete ARN");
    expect(message({ webSearchUrl: "https://search.example.org" })).toContain("webSearchUrl needs -c webSearchKeySecretArn");
    expect(message({})).toBe("");
  });

  it(
    "gives each Lambda the settings its needs call for: the site address to those that link or mail, the model and its grant to AI users, provider keys by ARN",
    () => {
      const apollo = "arn:aws:secretsmanager:eu-central-1:123456789012:secret:apollo-key-AbC123";
      const search = "arn:aws:secretsmanager:eu-central-1:123456789012:secret:search-key-XyZ789";
      const t = synthApp({
        config: {
          siteUrl: "https://market.example.org",
          bedrockModelId: "eu.anthropic.claude-sonnet-4-v1:0",
          apolloKeySecretArn: apollo,
          webSearchUrl: "https://search.example.org/v1",
          webSearchKeySecretArn: search,
        },
        routes: routePerNeeds(),
      });
      const fns = resourcesOf(t, "AWS::Lambda::Function").filter((f) => f.Properties!.Environment?.Variables?.TABLE_NAME);
      const policies = resourcesOf(t, "AWS::IAM::Policy");
      const statementsOf = (fn: (typeof fns)[number]) =>
        policies
          .filter((p) => p.stack === fn.stack && JSON.stringify(p.Properties!.Roles).includes(fn.Properties!.Role["Fn::GetAtt"][0]))
          .flatMap((p) => p.Properties!.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[]);
      const all = [
        ...routePerNeeds().map((r) => ({ description: `${r.method} ${API_PREFIX}${r.path}`, needs: r.needs })),
        ...workflowTaskTable.map((w) => ({ description: `${w.workflow} workflow: ${w.state}`, needs: w.needs })),
      ];
      let checked = 0;
      for (const { description, needs } of all) {
        const fn = fns.find((f) => f.Properties!.Description === description);
        if (!fn) continue;
        checked++;
        const vars = fn.Properties!.Environment.Variables as Record<string, unknown>;
        expect(vars.PUBLIC_SITE_URL, description).toBe(needs.mail || needs.links ? "https://market.example.org" : undefined);
        expect(vars.MAIL_FROM !== undefined, description).toBe(Boolean(needs.mail));
        expect(vars.BUCKET_NAME !== undefined, description).toBe(Boolean(needs.files));
        expect(vars.BEDROCK_MODEL_ID, description).toBe(needs.ai ? "eu.anthropic.claude-sonnet-4-v1:0" : undefined);
        expect(vars.APOLLO_API_KEY_SECRET_ARN, description).toBe(needs.enrichment ? apollo : undefined);
        expect(vars.WEB_SEARCH_API_KEY_SECRET_ARN, description).toBe(needs.webSearch ? search : undefined);
        const statements = JSON.stringify(statementsOf(fn));
        expect(statements.includes("bedrock:InvokeModel"), description).toBe(Boolean(needs.ai));
        expect(statements.includes("secret:apollo-key"), description).toBe(Boolean(needs.enrichment));
        expect(statements.includes("secret:search-key"), description).toBe(Boolean(needs.webSearch));
      }
      expect(checked).toBe(new Set(all.map((a) => a.description)).size);
      const everything = JSON.stringify(t.templates.map((x) => x.template.toJSON()));
      expect(everything).not.toMatch(/recyclate\.example\.com/);
      // The cross-region profile reaches the foundation model in every region it routes to, and the profile itself.
      expect(everything).toContain("foundation-model/anthropic.claude-sonnet-4-v1:0");
      expect(everything).toContain("inference-profile/eu.anthropic.claude-sonnet-4-v1:0");
    },
    SYNTH_TIMEOUT,
  );
});
