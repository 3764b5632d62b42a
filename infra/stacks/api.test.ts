import { Match } from "aws-cdk-lib/assertions";
import { beforeAll, describe, expect, it } from "vitest";
import { STACK_ENV } from "../../functions/lib/env";
import { routeTable } from "../../functions/routes";
import { API_PREFIX } from "../../shared/api/contract";
import { resourcesOf, synthApp, SYNTH_TIMEOUT, type TestApp } from "../testing";

const keyOf = (r: { method: string; path: string }) => `${r.method} ${API_PREFIX}${r.path}`;

describe("api stacks", () => {
  let t: TestApp;
  beforeAll(() => {
    t = synthApp();
  }, SYNTH_TIMEOUT);

  it("throttles the auto-deployed $default stage", () => {
    t.template("api").hasResourceProperties("AWS::ApiGatewayV2::Stage", {
      StageName: "$default",
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingBurstLimit: 200, ThrottlingRateLimit: 100 },
    });
  });

  it("logs each request as one JSON object with its id, route, status, latency and caller, and no header or token", () => {
    const stage = Object.values(t.template("api").findResources("AWS::ApiGatewayV2::Stage"))[0];
    const fields = JSON.parse(stage.Properties.AccessLogSettings.Format as string) as Record<string, string>;
    expect(fields).toMatchObject({ requestId: "$context.requestId", route: "$context.routeKey", status: "$context.status", latencyMs: "$context.responseLatency", userId: "$context.authorizer.claims.sub" });
    expect(Object.values(fields).filter((v) => /header|authorization|token/i.test(v))).toEqual([]);
  });

  it("verifies Cognito ID tokens: issuer is the user pool, audience the app client", () => {
    t.template("api").hasResourceProperties("AWS::ApiGatewayV2::Authorizer", {
      AuthorizerType: "JWT",
      IdentitySource: ["$request.header.Authorization"],
      JwtConfiguration: {
        Issuer: { "Fn::Join": ["", ["https://cognito-idp.eu-central-1.amazonaws.com/", { "Fn::ImportValue": Match.stringLikeRegexp("UserPool|Users") }]] },
        Audience: [{ "Fn::ImportValue": Match.stringLikeRegexp("UsersWeb") }],
      },
    });
  });

  it("has exactly one route per route-table entry, with JWT on user/admin routes and none on public ones", () => {
    const routes = resourcesOf(t, "AWS::ApiGatewayV2::Route");
    expect(routes).toHaveLength(routeTable.length);
    for (const entry of routeTable) {
      const matching = routes.filter((r) => r.Properties!.RouteKey === keyOf(entry));
      expect(matching, keyOf(entry)).toHaveLength(1);
      const p = matching[0].Properties!;
      if (entry.access === "public") {
        expect(p.AuthorizationType, keyOf(entry)).toBe("NONE");
        expect(p.AuthorizerId).toBeUndefined();
      } else {
        expect(p.AuthorizationType, keyOf(entry)).toBe("JWT");
        expect(p.AuthorizerId, keyOf(entry)).toEqual({ "Fn::ImportValue": expect.stringMatching(/Jwt/) });
      }
    }
  });

  it("has one nodejs22.x arm64 Lambda per route, with the environment handlers read", () => {
    const fns = resourcesOf(t, "AWS::Lambda::Function").filter((f) => f.stack.startsWith("t-api-"));
    expect(fns).toHaveLength(routeTable.length);
    for (const entry of routeTable) {
      const [fn] = fns.filter((f) => f.Properties!.Description === keyOf(entry));
      expect(fn, keyOf(entry)).toBeDefined();
      expect(fn.Properties).toMatchObject({ Runtime: "nodejs22.x", Architectures: ["arm64"], Handler: "index.handler" });
      // Exactly functions/lib/env.ts's STACK_ENV: no name it does not know, none it needs missing (ADR 0101).
      expect(Object.keys(fn.Properties!.Environment.Variables).sort()).toEqual(Object.keys(STACK_ENV).sort());
      // The cursor key is a dynamic reference resolved at deploy time, never a literal in the template.
      expect(JSON.stringify(fn.Properties!.Environment.Variables.CURSOR_SECRET)).toContain("resolve:secretsmanager:");
    }
  });

  it("keeps every stack well under CloudFormation's 500-resource limit", () => {
    for (const { name, template } of t.templates) {
      expect(Object.keys(template.toJSON().Resources).length, name).toBeLessThan(450);
    }
  });
});
