import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { StateMachine } from "aws-local-stepfunctions";
import { beforeAll, describe, expect, it } from "vitest";
import { jobTable } from "../../functions/jobs";
import { TRACKED_MACHINES } from "../../functions/domains/workflowRuns/execution-end";
import { workflows, workflowTaskTable } from "../../functions/workflows";
import { localTaskArn, withTaskResources } from "../../functions/workflows/contract";
import { ROOT } from "../config";
import { FILES_READ_ACTIONS, FILES_WRITE_ACTIONS, TABLE_READ_ACTIONS, TABLE_WRITE_ACTIONS } from "../permissions";
import { resourcesOf, synthApp, SYNTH_TIMEOUT, type TestApp } from "../testing";

type Statement = { Action: string | string[]; Resource: unknown };
const list = <T>(v: T | T[]): T[] => (Array.isArray(v) ? v : [v]);

describe("workflows are defined once (functions/workflows)", () => {
  it.each(Object.values(workflows).map((w) => [w.name, w] as const))("%s: every Task state has a handler file, and every handler a Task state", (_, w) => {
    const taskStates = Object.entries(w.definition.States)
      .filter(([, s]) => s.Type === "Task")
      .map(([name]) => name);
    expect(taskStates.sort()).toEqual(Object.keys(w.tasks).sort());
    for (const t of Object.values(w.tasks) as { handler: string }[]) expect(existsSync(path.join(ROOT, t.handler)), t.handler).toBe(true);
    // Retries and a failure path on every task (an ASL Retry and a Catch that leads to a failure state).
    for (const name of taskStates) {
      const s = (w.definition.States as Record<string, { Retry?: unknown[] }>)[name];
      expect(s.Retry?.length, `${name} retries`).toBeGreaterThan(0);
    }
    expect(Object.values(w.definition.States).some((s) => s.Type === "Fail")).toBe(true);
    // Every task's Catch leads to the failure path, and the failure path ends in a Fail state.
    const states = w.definition.States as Record<string, { Type: string; Catch?: { Next: string }[]; Next?: string }>;
    const endsFailed = (name: string, seen = new Set<string>()): boolean =>
      !seen.has(name) && (states[name].Type === "Fail" || (!!states[name].Next && endsFailed(states[name].Next!, seen.add(name))));
    for (const name of taskStates) {
      const catches = states[name].Catch ?? [];
      expect(catches.length, `${name} catches`).toBeGreaterThan(0);
      // kFair's Enrich catches into the next step on purpose: an enrichment failure does not stop the follow-up.
      if (!(w.name === "kFair" && name === "Enrich"))
        for (const c of catches) expect(endsFailed(c.Next), `${name} → ${c.Next} ends in a Fail state`).toBe(true);
    }
  });

  it("each step of a tracked machine records itself under its state's name (what /workflows shows)", () => {
    for (const w of [workflows.companyResearch, workflows.kFair])
      for (const [state, task] of Object.entries(w.tasks as Record<string, { handler: string }>)) {
        if (state === "RecordSuccess" || state === "RecordFailure") continue;
        expect(readFileSync(path.join(ROOT, task.handler), "utf8"), `${w.name}.${state}`).toMatch(new RegExp(`trackedTask(<[^(]*>)?\\("${state}"`));
      }
  });

  it("the tracked machines do not retry a StepFailed (a permanent failure) and retry anything else", () => {
    for (const w of [workflows.companyResearch, workflows.kFair]) {
      for (const [name, s] of Object.entries(
        w.definition.States as Record<string, { Type: string; Retry?: { ErrorEquals: string[]; MaxAttempts?: number }[] }>,
      )) {
        if (s.Type !== "Task" || name === "RecordFailure") continue;
        expect(s.Retry?.[0], `${w.name}.${name}`).toEqual({ ErrorEquals: ["StepFailed"], MaxAttempts: 0 });
        expect(s.Retry?.[1]?.ErrorEquals, `${w.name}.${name}`).toEqual(["States.ALL"]);
      }
    }
  });

  it("a failing research step is retried, then the run goes through RecordFailure to the Fail state; a StepFailed is not retried", async () => {
    const calls: string[] = [];
    const handlers = (failing: string, error: Error) =>
      Object.fromEntries(
        Object.keys(workflows.companyResearch.tasks).map((state) => [
          state,
          async (input: unknown) => {
            calls.push(state);
            if (state === failing) throw error;
            return state === "RecordFailure" ? { recorded: (input as { error: unknown }).error } : {};
          },
        ]),
      );
    const machine = new StateMachine(withTaskResources(workflows.companyResearch.definition, (s) => localTaskArn("companyResearch", s)) as never);
    const retryIntervalOverrides = Object.fromEntries(Object.keys(workflows.companyResearch.definition.States).map((s) => [s, 1]));
    const transient = machine.run(
      { runId: "r", researchId: "x", companyId: "c" } as never,
      { overrides: { taskResourceLocalHandlers: handlers("Evaluate", new Error("throttled")), retryIntervalOverrides } } as never,
    );
    await expect(transient.result).rejects.toThrow(/run's record says which and why/);
    expect(calls).toEqual(["GatherFacts", "Evaluate", "Evaluate", "Evaluate", "RecordFailure"]);
    calls.length = 0;
    const permanent = Object.assign(new Error("Company not found"), { name: "StepFailed" });
    const gone = machine.run(
      { runId: "r", researchId: "x", companyId: "c" } as never,
      { overrides: { taskResourceLocalHandlers: handlers("GatherFacts", permanent), retryIntervalOverrides } } as never,
    );
    await expect(gone.result).rejects.toThrow();
    expect(calls).toEqual(["GatherFacts", "RecordFailure"]);
  });

  it("runs locally from the same definition: a failing task is retried, then the execution fails through the catch", async () => {
    let calls = 0;
    const machine = new StateMachine(withTaskResources(workflows.matchRequest.definition, (s) => localTaskArn("matchRequest", s)) as never);
    const run = machine.run(
      { requestId: "r1", userId: "u1", keepStatus: false } as never,
      {
        overrides: {
          taskResourceLocalHandlers: {
            RunMatching: async () => {
              calls++;
              throw new Error("throttled");
            },
          },
          retryIntervalOverrides: { RunMatching: 1 },
        },
      } as never,
    );
    await expect(run.result).rejects.toThrow(/matching run failed after its retries/); // the Fail state the Catch leads to
    expect(calls).toBe(4); // the first try and MaxAttempts 3 retries
  });
});

describe("the workflows stack (CDK)", () => {
  let t: TestApp;
  beforeAll(() => {
    t = synthApp();
  }, SYNTH_TIMEOUT);

  it("makes one state machine per workflow from its ASL, with every Task bound to its own Lambda, logging every event and traced", () => {
    const machines = resourcesOf(t, "AWS::StepFunctions::StateMachine");
    expect(machines.map((m) => m.Properties!.StateMachineName).sort()).toEqual(
      Object.keys(workflows)
        .map((n) => `t-${n}`)
        .sort(),
    );
    for (const m of machines) {
      const name = String(m.Properties!.StateMachineName).slice(2) as keyof typeof workflows;
      const subs = m.Properties!.DefinitionSubstitutions as Record<string, unknown>;
      expect(Object.keys(subs).sort()).toEqual(Object.keys(workflows[name].tasks).sort());
      for (const state of Object.keys(workflows[name].tasks)) expect(JSON.stringify(m.Properties!.DefinitionString)).toContain(`\${${state}}`);
      expect(m.Properties!.LoggingConfiguration.Level).toBe("ALL");
      expect(m.Properties!.TracingConfiguration.Enabled).toBe(true);
    }
  });

  it("alarms on failed, timed-out and aborted executions of every machine, notifying the alarm topic", () => {
    const alarms = resourcesOf(t, "AWS::CloudWatch::Alarm").filter(
      (a) => a.stack === "t-workflows" && String(a.Properties!.MetricName).startsWith("Executions"),
    );
    const kinds = ["ExecutionsAborted", "ExecutionsFailed", "ExecutionsTimedOut"];
    expect(alarms).toHaveLength(Object.keys(workflows).length * kinds.length);
    for (const kind of kinds) expect(alarms.filter((a) => a.Properties!.MetricName === kind)).toHaveLength(Object.keys(workflows).length);
    for (const a of alarms) expect(JSON.stringify(a.Properties!.AlarmActions)).toContain("Alarms");
  });

  it("runs each background job on its schedule with only its declared grants, and alarms when the counter reconciliation repaired something", () => {
    const rules = resourcesOf(t, "AWS::Events::Rule").filter((r) => r.stack === "t-workflows");
    expect(
      rules
        .map((r) => r.Properties!.ScheduleExpression)
        .filter(Boolean)
        .sort(),
    ).toEqual(jobTable.flatMap((j) => ("schedule" in j.trigger ? [j.trigger.schedule] : [])).sort());
    const policies = resourcesOf(t, "AWS::IAM::Policy").filter((p) => p.stack === "t-workflows" && p.logicalId.startsWith("jobreconcileCounters"));
    const actions = policies.flatMap((p) => (p.Properties!.PolicyDocument.Statement as Statement[]).flatMap((s) => list(s.Action)));
    expect(actions).toContain("dynamodb:UpdateItem");
    for (const a of actions) expect([...TABLE_READ_ACTIONS, ...TABLE_WRITE_ACTIONS, "xray:PutTraceSegments", "xray:PutTelemetryRecords"], a).toContain(a);
    expect(actions).not.toContain("dynamodb:Scan");
    const [filter] = resourcesOf(t, "AWS::Logs::MetricFilter").filter((f) => f.stack === "t-workflows" && f.logicalId.startsWith("jobreconcileCounters"));
    expect(filter.Properties!.FilterPattern).toContain('$.message = "counters reconciled"');
    expect(filter.Properties!.MetricTransformations).toEqual([
      expect.objectContaining({ MetricName: "CountersRepaired", MetricValue: "$.repaired", MetricNamespace: "Recyclate/t-workflows" }),
    ]);
    const [alarm] = resourcesOf(t, "AWS::CloudWatch::Alarm").filter((a) => a.stack === "t-workflows" && a.Properties!.MetricName === "CountersRepaired");
    expect(alarm.Properties).toMatchObject({ Threshold: 1, ComparisonOperator: "GreaterThanOrEqualToThreshold", TreatMissingData: "notBreaching" });
    expect(JSON.stringify(alarm.Properties!.AlarmActions)).toContain("Alarms");
  });

  it("grants each task Lambda only what its task declares", () => {
    const policies = resourcesOf(t, "AWS::IAM::Policy").filter((p) => p.stack === "t-workflows");
    for (const task of workflowTaskTable) {
      const prefix = task.id.replace(/[^A-Za-z0-9]/g, "");
      const actions = policies
        .filter((p) => p.logicalId.startsWith(prefix))
        .flatMap((p) => (p.Properties!.PolicyDocument.Statement as Statement[]).flatMap((s) => list(s.Action)));
      const files = task.needs.files;
      const allowed = new Set([
        ...(task.needs.table ? TABLE_READ_ACTIONS : []),
        ...(task.needs.table === "write" ? TABLE_WRITE_ACTIONS : []),
        ...(files ? [...(files.access === "write" ? FILES_WRITE_ACTIONS : FILES_READ_ACTIONS), "s3:ListBucket"] : []),
        ...(task.needs.mail ? ["ses:SendEmail", "ses:SendRawEmail"] : []),
        ...(task.needs.live === "post" ? ["execute-api:ManageConnections"] : []),
      ]);
      expect(actions.length, task.id).toBeGreaterThan(0);
      for (const a of actions) expect(allowed.has(a), `${task.id} is granted ${a}`).toBe(true);
    }
  });

  it("lets only the routes that start a workflow start it", () => {
    const starters = resourcesOf(t, "AWS::IAM::Policy")
      .filter((p) => (p.Properties!.PolicyDocument.Statement as Statement[]).some((s) => list(s.Action).includes("states:StartExecution")))
      .map((p) => p.logicalId.replace(/(Fn|Function)ServiceRoleDefaultPolicy.*$/, ""));
    // The request writes start matching; a contact-us request starts its shortlist; research starts from a company, a suspect or a retry; a booth visitor starts k-fair.
    // The recovery sweep starts matching again for a request whose run never finished.
    // A material's create and update start its match alerts.
    expect(starters.sort()).toEqual([
      "boothcreate",
      "contactUssubmit",
      "jobrecovery",
      "materialscreate",
      "materialsupdate",
      "requestscreate",
      "requestsupdate",
      "researchescreate",
      "suspectscreate",
      "workflowRunsstart",
    ]);
  });

  it("runs the recovery sweep every 10 minutes with exactly its grants, and alarms when it repaired something", () => {
    const [fn] = resourcesOf(t, "AWS::Lambda::Function").filter((f) => f.stack === "t-workflows" && f.logicalId.startsWith("jobrecovery"));
    expect(fn).toBeDefined();
    const [rule] = resourcesOf(t, "AWS::Events::Rule").filter((r) => r.stack === "t-workflows" && JSON.stringify(r.Properties!.Targets).includes(fn.logicalId));
    expect(rule.Properties!.ScheduleExpression).toBe("rate(10 minutes)");
    expect(JSON.stringify(rule.Properties!.Targets)).toContain(fn.logicalId);
    const statements = resourcesOf(t, "AWS::IAM::Policy")
      .filter((p) => p.stack === "t-workflows" && p.logicalId.startsWith("jobrecovery"))
      .flatMap((p) => p.Properties!.PolicyDocument.Statement as Statement[]);
    // Finishing a company delete removes its files and its contacts' logins, as the delete route does.
    const allowed = new Set([
      ...TABLE_READ_ACTIONS,
      ...TABLE_WRITE_ACTIONS,
      ...FILES_WRITE_ACTIONS,
      "s3:ListBucket",
      "cognito-idp:AdminDeleteUser",
      "cognito-idp:AdminUserGlobalSignOut",
      "states:StartExecution",
      "states:DescribeExecution",
      // the match alerts' owed mails (instant ones cut short, daily digests)
      "ses:SendEmail",
      "ses:SendRawEmail",
      "xray:PutTraceSegments",
      "xray:PutTelemetryRecords",
    ]);
    for (const s of statements) for (const a of list(s.Action)) expect(allowed.has(a), `the sweep is granted ${a}`).toBe(true);
    const on = (action: string) => JSON.stringify(statements.filter((s) => list(s.Action).includes(action)).map((s) => s.Resource));
    expect(on("states:StartExecution")).toContain("matchRequestMachine");
    expect(on("states:StartExecution")).not.toMatch(/kFairMachine|contactUsMachine|companyResearchMachine/);
    for (const w of ["companyResearch", "kFair", "contactUs"]) expect(on("states:DescribeExecution")).toContain(`${w}Machine`);
    expect(on("states:DescribeExecution")).toContain(":execution:");
    const [alarm] = resourcesOf(t, "AWS::CloudWatch::Alarm").filter((a) => a.stack === "t-workflows" && a.Properties!.MetricName === "RecoveryRepaired");
    expect(alarm.Properties!.Threshold).toBe(1);
    expect(JSON.stringify(alarm.Properties!.AlarmActions)).toContain("Alarms");
  });
  it("records a tracked run failed when its execution times out, is aborted or fails: one rule on exactly those statuses and the tracked machines, targeting the recorder with retries and a dead-letter queue", () => {
    const inStack = <T extends { stack: string }>(rs: T[]) => rs.filter((r) => r.stack === "t-workflows");
    const [fn] = inStack(resourcesOf(t, "AWS::Lambda::Function")).filter((f) => f.logicalId.startsWith("jobworkflowEnded"));
    expect(fn).toBeDefined();
    const rules = inStack(resourcesOf(t, "AWS::Events::Rule")).filter((r) => JSON.stringify(r.Properties!.EventPattern ?? {}).includes("aws.states"));
    expect(rules).toHaveLength(1);
    const [rule] = rules;
    const pattern = rule.Properties!.EventPattern as {
      source: string[];
      "detail-type": string[];
      detail: { status: string[]; stateMachineArn: { Ref: string }[] };
    };
    expect(pattern.source).toEqual(["aws.states"]);
    expect(pattern["detail-type"]).toEqual(["Step Functions Execution Status Change"]);
    expect([...pattern.detail.status].sort()).toEqual(["ABORTED", "FAILED", "TIMED_OUT"]);
    // Exactly the tracked machines of this app, by their ARNs (a Ref of a state machine is its ARN); matching has no run to record.
    const machines = inStack(resourcesOf(t, "AWS::StepFunctions::StateMachine"));
    const machineOf = (ref: { Ref: string }) => String(machines.find((m) => m.logicalId === ref.Ref)?.Properties!.StateMachineName);
    expect(pattern.detail.stateMachineArn.map(machineOf).sort()).toEqual(TRACKED_MACHINES.map((n) => `t-${n}`).sort());
    expect(TRACKED_MACHINES).not.toContain("matchRequest");

    const [target] = rule.Properties!.Targets as { Arn: unknown; RetryPolicy: unknown; DeadLetterConfig: { Arn: { "Fn::GetAtt": [string, string] } } }[];
    expect(rule.Properties!.Targets).toHaveLength(1);
    expect(target.Arn).toEqual({ "Fn::GetAtt": [fn.logicalId, "Arn"] });
    expect(target.RetryPolicy).toEqual({ MaximumRetryAttempts: 8, MaximumEventAgeInSeconds: 86400 });
    const queueId = target.DeadLetterConfig.Arn["Fn::GetAtt"][0];
    const [queue] = inStack(resourcesOf(t, "AWS::SQS::Queue")).filter((q) => q.logicalId === queueId);
    expect(queue.Properties).toMatchObject({ SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 86400 });
    // The Lambda's own asynchronous retries end in the same queue.
    expect(fn.Properties!.DeadLetterConfig).toEqual({ TargetArn: { "Fn::GetAtt": [queueId, "Arn"] } });
    const [invokeConfig] = inStack(resourcesOf(t, "AWS::Lambda::EventInvokeConfig")).filter((c) =>
      JSON.stringify(c.Properties!.FunctionName).includes(fn.logicalId),
    );
    expect(invokeConfig.Properties!.MaximumRetryAttempts).toBe(2);
    // EventBridge may invoke it, from this rule only.
    const permissions = inStack(resourcesOf(t, "AWS::Lambda::Permission")).filter((p) => JSON.stringify(p.Properties!.FunctionName).includes(fn.logicalId));
    expect(permissions.map((p) => p.Properties)).toEqual([
      expect.objectContaining({ Action: "lambda:InvokeFunction", Principal: "events.amazonaws.com", SourceArn: { "Fn::GetAtt": [rule.logicalId, "Arn"] } }),
    ]);
    // It writes the table (the run, its research and contact request) and its dead letters, nothing else.
    const statements = inStack(resourcesOf(t, "AWS::IAM::Policy"))
      .filter((p) => p.logicalId.startsWith("jobworkflowEnded"))
      .flatMap((p) => p.Properties!.PolicyDocument.Statement as Statement[]);
    const actions = statements.flatMap((s) => list(s.Action));
    expect(actions).toContain("dynamodb:UpdateItem");
    expect(actions).toContain("sqs:SendMessage");
    // DescribeExecution comes with naming the tracked machines among its executions, which gives it their ARN prefix.
    for (const a of actions)
      expect(
        [...TABLE_READ_ACTIONS, ...TABLE_WRITE_ACTIONS, "states:DescribeExecution", "sqs:SendMessage", "xray:PutTraceSegments", "xray:PutTelemetryRecords"],
        a,
      ).toContain(a);
    expect(JSON.stringify(statements.filter((s) => list(s.Action).includes("sqs:SendMessage")).map((s) => s.Resource))).toContain(queueId);
    // A message left in the dead-letter queue reaches a person.
    const [alarm] = inStack(resourcesOf(t, "AWS::CloudWatch::Alarm")).filter(
      (a) => a.Properties!.MetricName === "ApproximateNumberOfMessagesVisible" && JSON.stringify(a.Properties!.Dimensions).includes(queueId),
    );
    expect(alarm.Properties).toMatchObject({ Threshold: 1, ComparisonOperator: "GreaterThanOrEqualToThreshold" });
    expect(JSON.stringify(alarm.Properties!.AlarmActions)).toContain("Alarms");
  });
});
