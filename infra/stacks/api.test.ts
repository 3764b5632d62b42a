import { Match } from "aws-cdk-lib/assertions";
import { beforeAll, describe, expect, it } from "vitest";
import { deployedEnvSchema } from "../../functions/lib/env";
import { variablesFor } from "../runtime-env";
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
    expect(fields).toMatchObject({
      requestId: "$context.requestId",
      route: "$context.routeKey",
      status: "$context.status",
      latencyMs: "$context.responseLatency",
      userId: "$context.authorizer.claims.sub",
    });
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
    // the HTTP API's; the live socket API's $connect and $disconnect are its own (infra/constructs/live-socket-api.ts)
    const routes = resourcesOf(t, "AWS::ApiGatewayV2::Route").filter((r) => !String(r.Properties!.RouteKey).startsWith("$"));
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

  it("has one nodejs22.x arm64 Lambda per route, with the environment its needs call for", () => {
    const fns = resourcesOf(t, "AWS::Lambda::Function").filter((f) => f.stack.startsWith("t-api-"));
    expect(fns).toHaveLength(routeTable.length);
    for (const entry of routeTable) {
      const [fn] = fns.filter((f) => f.Properties!.Description === keyOf(entry));
      expect(fn, keyOf(entry)).toBeDefined();
      expect(fn.Properties).toMatchObject({ Runtime: "nodejs22.x", Architectures: ["arm64"], Handler: "index.handler" });
      // What functions/lib/env.ts's deployed schema allows, and only what the route's needs call for (ADR 0101).
      const variables = fn.Properties!.Environment.Variables as Record<string, unknown>;
      expect(deployedEnvSchema.safeParse(Object.fromEntries(Object.keys(variables).map((k) => [k, "x"]))).error?.issues ?? []).toEqual([]);
      for (const name of ["TABLE_NAME", "CURSOR_SECRET_ARN", "ORIGIN_SECRET_ARN"]) expect(variables, name).toHaveProperty(name);
      for (const name of Object.keys(variables)) expect(variablesFor(entry.needs), `${entry.id} is given ${name}`).toContain(name);
      // Secrets by ARN only: no value, not even a dynamic reference CloudFormation would resolve into the environment.
      expect(JSON.stringify(variables)).not.toContain("resolve:secretsmanager");
      expect(Object.keys(variables).filter((k) => k.endsWith("_SECRET"))).toEqual([]);
    }
  });

  it("keeps every stack well under CloudFormation's 500-resource limit", () => {
    for (const { name, template } of t.templates) {
      expect(Object.keys(template.toJSON().Resources).length, name).toBeLessThan(450);
    }
  });
});
