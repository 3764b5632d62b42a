import { beforeAll, describe, expect, it } from "vitest";
import { datasheetKey } from "../functions/integrations/datasheet/storage";
import { datasheetPrefix, materialPrefix } from "../functions/domains/materials";
import { routeTable } from "../functions/routes";
import { jobTable } from "../functions/jobs";
import { subscriberTable } from "../functions/subscribers";
import { workflowTaskTable } from "../functions/workflows";
import { FILES } from "../shared/api/contract";
import { capabilitiesOf } from "./handler-capabilities";
import { FILES_READ_ACTIONS, FILES_WRITE_ACTIONS, PENDING_ACTIONS, SECRET_READ_ACTIONS, TABLE_READ_ACTIONS, TABLE_WRITE_ACTIONS } from "./permissions";
import { variablesFor } from "./runtime-env";
import { resourcesOf, synthApp, SYNTH_TIMEOUT, type TestApp } from "./testing";
import { deployedEnvSchema } from "../functions/lib/env";
import type { Needs } from "../shared/api/contract";

type Statement = { Effect: string; Action: string | string[]; Resource: unknown; Condition?: unknown };
const list = <T>(v: T | T[]): T[] => (Array.isArray(v) ? v : [v]);
const rank = { read: 1, write: 2 } as const;

const DEPLOYED = new Set(Object.keys(deployedEnvSchema.def.shape));
/** Provider needs, each by a variable only it gives: declared exactly when the code reads that variable. */
const PROVIDER_NEEDS = { ai: "AI_PROVIDER", enrichment: "APOLLO_API_KEY_SECRET_ARN", webSearch: "WEB_SEARCH_URL", links: "PUBLIC_SITE_URL" } as const;

/** The handler reads only variables its needs give it (infra/runtime-env.ts), and declares no provider it never calls. */
function expectEnvironment(id: string, seen: Set<string>, needs: Needs) {
  const given = variablesFor(needs);
  for (const name of seen) if (DEPLOYED.has(name)) expect(given, `${id} reads ${name}`).toContain(name);
  for (const [need, name] of Object.entries(PROVIDER_NEEDS)) {
    // Mail gives the site address too: links is declared only for links made without sending.
    if (need === "links" && needs.mail) continue;
    expect(Boolean(needs[need as keyof typeof PROVIDER_NEEDS]), `${id} ${seen.has(name) ? "reads" : "does not read"} ${name}: needs.${need}`).toBe(
      seen.has(name),
    );
  }
}

describe("route needs cover what the handlers call", () => {
  for (const route of routeTable) {
    it(route.id, () => {
      const seen = capabilitiesOf(route.handler, route.handlerExport);
      const n = route.needs;
      if (seen.table) expect(rank[n.table ?? "read"] >= rank[seen.table] && n.table, `${route.id} uses the table (${seen.table})`).toBeTruthy();
      if (seen.files) expect(n.files && rank[n.files.access] >= rank[seen.files], `${route.id} uses files (${seen.files})`).toBeTruthy();
      // Uploads under pending/: declared exactly when the handler presigns or registers them (no grant beyond use).
      expect(n.files?.uploads, `${route.id} handles uploads (${[...seen.uploads]})`).toBe([...seen.uploads][0]);
      expect(seen.uploads.size, route.id).toBeLessThanOrEqual(1);
      if (seen.mail) expect(n.mail, `${route.id} sends mail`).toBe(true);
      for (const a of seen.cognito) expect(n.cognito ?? [], `${route.id} calls Cognito ${a}`).toContain(a);
      for (const w of seen.stateMachines) expect(n.stateMachines ?? [], `${route.id} starts workflow ${w}`).toContain(w);
      if (seen.describesExecutions) expect(n.executions?.length, `${route.id} asks whether executions run`).toBeTruthy();
      expectEnvironment(route.id, seen.env, n);
    });
  }

  for (const task of workflowTaskTable) {
    it(task.id, () => {
      const seen = capabilitiesOf(task.handler);
      if (seen.table)
        expect(rank[task.needs.table ?? "read"] >= rank[seen.table] && task.needs.table, `${task.id} uses the table (${seen.table})`).toBeTruthy();
      if (seen.files) expect(task.needs.files && rank[task.needs.files.access] >= rank[seen.files], `${task.id} uses files`).toBeTruthy();
      expect(task.needs.files?.uploads, `${task.id} handles uploads`).toBe([...seen.uploads][0]);
      if (seen.mail) expect(task.needs.mail, `${task.id} sends mail`).toBe(true);
      expectEnvironment(task.id, seen.env, task.needs);
    });
  }

  for (const sub of subscriberTable) {
    it(sub.id, () => {
      const seen = capabilitiesOf(sub.handler);
      if (seen.table) expect(rank[sub.needs.table ?? "read"] >= rank[seen.table] && sub.needs.table, `${sub.id} uses the table (${seen.table})`).toBeTruthy();
      expect(seen.files, `${sub.id} uses files`).toBeUndefined();
      expect(seen.mail, `${sub.id} sends mail`).toBeUndefined();
      expectEnvironment(sub.id, seen.env, sub.needs);
    });
  }

  for (const job of jobTable) {
    it(job.id, () => {
      const seen = capabilitiesOf(job.handler);
      if (seen.table) expect(rank[job.needs.table ?? "read"] >= rank[seen.table] && job.needs.table, `${job.id} uses the table (${seen.table})`).toBeTruthy();
      if (seen.files) expect(job.needs.files && rank[job.needs.files.access] >= rank[seen.files], `${job.id} uses files`).toBeTruthy();
      for (const action of seen.cognito) expect(job.needs.cognito ?? [], `${job.id} calls Cognito ${action}`).toContain(action);
      if (seen.mail) expect(job.needs.mail, `${job.id} sends mail`).toBe(true);
      expectEnvironment(job.id, seen.env, job.needs);
    });
  }

  it("sees a workflow start (the detector itself)", () => {
    expect([...capabilitiesOf("functions/domains/requests/handlers.ts", "create").stateMachines]).toEqual(["matchRequest"]);
    expect(capabilitiesOf("functions/workflows/match-request/run-matching.ts").table).toBe("write");
  });

  it("declares the key prefixes the file helpers actually use", () => {
    expect(materialPrefix("c1", "m1").startsWith(FILES.companies)).toBe(true);
    expect(datasheetKey({ id: "m1", version: 1 }, true).startsWith(FILES.datasheets)).toBe(true);
    expect(datasheetPrefix("m1").startsWith(FILES.datasheets)).toBe(true);
  });

  it("finds writes the way a new handler would make them (the detector itself)", () => {
    const verify = capabilitiesOf("functions/domains/auth/handlers.ts", "verify");
    expect(verify.table).toBe("write");
    expect([...verify.cognito].sort()).toEqual(["AdminCreateUser", "AdminDeleteUser", "AdminGetUser", "AdminInitiateAuth", "AdminSetUserPassword"]);
    expect(capabilitiesOf("functions/domains/auth/handlers.ts", "signup")).toMatchObject({ table: "write", mail: true });
    expect(capabilitiesOf("functions/domains/datasheets/handlers.ts", "catalog").files).toBe("write");
    const materials = "functions/domains/materials/handlers.ts";
    expect(capabilitiesOf(materials, "get")).toMatchObject({ table: "read", files: "read" });
    expect([...capabilitiesOf(materials, "uploadImage").uploads]).toEqual(["presign"]);
    expect([...capabilitiesOf(materials, "update").uploads]).toEqual(["register"]);
    expect([...capabilitiesOf(materials, "delete").uploads]).toEqual([]);
  });
});

describe("IAM grants of route Lambdas come from their needs alone", () => {
  let t: TestApp;
  beforeAll(() => {
    t = synthApp();
  }, SYNTH_TIMEOUT);

  const fnLogicalPrefix = (id: string) => `${id.replace(/[^A-Za-z0-9]/g, "")}Fn`;

  it("grants no action and no resource a route did not declare", () => {
    const policies = resourcesOf(t, "AWS::IAM::Policy").filter((p) => p.stack.startsWith("t-api-"));
    for (const route of routeTable) {
      const mine = policies.filter((p) => p.logicalId.startsWith(fnLogicalPrefix(route.id)));
      const statements = mine.flatMap((p) => p.Properties!.PolicyDocument.Statement as Statement[]);
      const n = route.needs;
      const allowed = new Set([
        ...SECRET_READ_ACTIONS,
        ...(n.table ? TABLE_READ_ACTIONS : []),
        ...(n.table === "write" ? TABLE_WRITE_ACTIONS : []),
        ...(n.files?.access === "read" ? FILES_READ_ACTIONS : []),
        ...(n.files?.access === "write" ? [...FILES_WRITE_ACTIONS, "s3:ListBucket"] : []),
        ...(n.files?.uploads ? PENDING_ACTIONS[n.files.uploads] : []),
        ...(n.mail ? ["ses:SendEmail", "ses:SendRawEmail"] : []),
        ...(n.cognito ?? []).map((a) => `cognito-idp:${a}`),
        ...(n.stateMachines?.length ? ["states:StartExecution"] : []),
        ...(n.executions?.length ? ["states:DescribeExecution"] : []),
        ...(n.live === "post" ? ["execute-api:ManageConnections"] : []),
      ]);
      for (const s of statements) {
        expect(s.Effect).toBe("Allow");
        for (const a of list(s.Action)) expect(allowed.has(a), `${route.id} is granted ${a}`).toBe(true);
        // Files: only objects under the declared prefix, or listing restricted to it.
        // Workflows: only the state machines the route names.
        if (list(s.Action).includes("states:StartExecution"))
          expect(
            n.stateMachines!.some((w) => JSON.stringify(s.Resource).includes(`${w}Machine`)),
            route.id,
          ).toBe(true);
        // Executions: only those of the machines the route names.
        if (list(s.Action).includes("states:DescribeExecution")) expect(JSON.stringify(s.Resource), route.id).toContain(":execution:");
        // Live events: posts to the live socket API's own stage only.
        if (list(s.Action).includes("execute-api:ManageConnections")) expect(JSON.stringify(s.Resource), route.id).toContain("/live/POST/@connections/*");
        if (list(s.Action).some((a) => a.startsWith("s3:"))) {
          const json = JSON.stringify(s.Resource) + JSON.stringify(s.Condition ?? {});
          for (const p of n.files!.prefixes) expect(json, route.id).toContain(`${p}*`);
        }
      }
      // And every declared capability is granted (a declaration without a grant breaks in AWS only).
      const granted = new Set(statements.flatMap((s) => list(s.Action)));
      for (const a of allowed) if (a !== "ses:SendRawEmail") expect(granted.has(a), `${route.id} lacks ${a}`).toBe(true);
    }
  });

  it("grants the pending copies of a route's prefixes only to the routes that handle uploads, and only what each step needs", () => {
    const policies = resourcesOf(t, "AWS::IAM::Policy").filter((p) => p.stack.startsWith("t-api-"));
    const pending = (id: string) =>
      policies
        .filter((p) => p.logicalId.startsWith(fnLogicalPrefix(id)))
        .flatMap((p) => p.Properties!.PolicyDocument.Statement as Statement[])
        .filter((s) => JSON.stringify(s.Resource).includes("pending/") || JSON.stringify(s.Condition ?? {}).includes("pending/"));
    for (const route of routeTable) {
      const statements = pending(route.id);
      const uploads = route.needs.files?.uploads;
      if (!uploads) {
        expect(statements, `${route.id} reaches pending/`).toEqual([]);
        continue;
      }
      expect(statements, route.id).toHaveLength(1);
      expect(list(statements[0].Action).sort(), route.id).toEqual([...PENDING_ACTIONS[uploads]].sort());
      const resources = JSON.stringify(statements[0].Resource);
      for (const p of route.needs.files!.prefixes) expect(resources, route.id).toContain(`/pending/${p}*`);
      expect(resources.match(/pending\//g)?.length, route.id).toBe(route.needs.files!.prefixes.length);
    }
    // The upload flows themselves: presign and register on the prefixes of their owners.
    const uploadsOf = (id: string) => routeTable.find((r) => r.id === id)!.needs.files?.uploads;
    for (const id of [
      "materials.uploadImage",
      "materials.uploadDocument",
      "companies.uploadDocument",
      "leads.uploadDocument",
      "requests.uploadDocument",
      "booth.upload",
    ])
      expect(uploadsOf(id), id).toBe("presign");
    for (const id of ["materials.update", "companies.update", "companies.v2Update", "leads.update", "requests.addDocument", "booth.create"])
      expect(uploadsOf(id), id).toBe("register");
  });

  it("lets the public catalog datasheet route store the PDF it generates (deploy-only bug)", () => {
    const route = routeTable.find((r) => r.id === "datasheets.catalog")!;
    const s = resourcesOf(t, "AWS::IAM::Policy")
      .filter((p) => p.logicalId.startsWith(fnLogicalPrefix(route.id)))
      .flatMap((p) => p.Properties!.PolicyDocument.Statement as Statement[]);
    expect(s.some((x) => list(x.Action).includes("s3:PutObject") && JSON.stringify(x.Resource).includes("datasheets/*"))).toBe(true);
  });

  it("gives the public sign-in Lambda the admin sign-in alone, the refresh Lambda no Cognito action, and neither e-mail", () => {
    const actionsOf = (fn: RegExp) =>
      resourcesOf(t, "AWS::IAM::Policy")
        .filter((p) => fn.test(p.logicalId))
        .flatMap((p) => (p.Properties!.PolicyDocument.Statement as Statement[]).flatMap((s) => list(s.Action)))
        .filter((a) => a.startsWith("cognito-idp:") || a.startsWith("ses:"));
    expect(actionsOf(/^authauthenticateFn/)).toEqual(["cognito-idp:AdminInitiateAuth"]);
    expect(actionsOf(/^authrefreshTokenFn/)).toEqual([]);
  });
});
