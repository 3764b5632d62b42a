import { App } from "aws-cdk-lib";
import { describe, expect, it } from "vitest";
import { configFromContext, ConfigError } from "./config";
import { resourcesOf, synthApp, SYNTH_TIMEOUT } from "./testing";

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
    expect(message({})).toBe("");
  });

  it(
    "gives every Lambda the site address, and no Lambda a placeholder domain",
    () => {
      const t = synthApp({ config: { siteUrl: "https://market.example.org" } });
      const fns = resourcesOf(t, "AWS::Lambda::Function").filter((f) => f.Properties!.Environment?.Variables?.TABLE_NAME);
      expect(fns.length).toBeGreaterThan(100);
      for (const f of fns) expect(f.Properties!.Environment.Variables.PUBLIC_SITE_URL, f.logicalId).toBe("https://market.example.org");
      expect(JSON.stringify(t.templates.map((x) => x.template.toJSON()))).not.toMatch(/recyclate\.example\.com/);
    },
    SYNTH_TIMEOUT,
  );
});
