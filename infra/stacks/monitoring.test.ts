import { beforeAll, describe, expect, it } from "vitest";
import { routeTable } from "../../functions/routes";
import { areaOf } from "../api-areas";
import { AREA_ALARMS, METRICS_PER_ALARM } from "../constructs/area-monitoring";
import { resourcesOf, synthApp, SYNTH_TIMEOUT, type TestApp } from "../testing";

type Query = { Id: string; Expression?: string; MetricStat?: { Metric: { MetricName: string; Namespace: string }; Stat: string } };
const areas = [...new Set(routeTable.map((r) => areaOf(r.id)))];
const routesOf = (area: string) => routeTable.filter((r) => areaOf(r.id) === area).length;

describe("monitoring of the API areas (ADR 0100)", () => {
  let t: TestApp;
  beforeAll(() => {
    t = synthApp();
  }, SYNTH_TIMEOUT);

  const alarmsOf = (area: string) => resourcesOf(t, "AWS::CloudWatch::Alarm").filter((a) => a.stack === `t-api-${area}`);
  const topicRef = () => {
    const topics = resourcesOf(t, "AWS::SNS::Topic").filter((x) => x.stack === "t-api");
    expect(topics).toHaveLength(1);
    return topics[0].logicalId;
  };

  it.each(areas)("%s: alarms on its 5xx rate, throttles, p99 latency and timeouts, notifying the alarm topic", (area) => {
    const alarms = alarmsOf(area);
    const groups = Math.ceil(routesOf(area) / METRICS_PER_ALARM);
    expect(alarms).toHaveLength(1 + 3 * groups);
    for (const a of alarms) {
      expect(JSON.stringify(a.Properties!.AlarmActions), a.logicalId).toContain(topicRef());
      expect(a.Properties!.TreatMissingData).toBe("notBreaching");
    }
    const metrics = (a: (typeof alarms)[number]) => a.Properties!.Metrics as Query[];

    const rate = alarms.find((a) => a.logicalId.includes("ServerErrorRate"))!;
    expect(rate.Properties!.Threshold).toBe(AREA_ALARMS.serverErrorPercent);
    const counted = metrics(rate).flatMap((q) => (q.MetricStat ? [q.MetricStat.Metric] : []));
    expect(counted.map((m) => m.MetricName).sort()).toEqual(["5xx", "Requests"]);
    expect(counted.every((m) => m.Namespace === `Recyclate/t-api-${area}`)).toBe(true);

    // Every Lambda of the area is in exactly one throttle alarm and one latency alarm.
    const fns = resourcesOf(t, "AWS::Lambda::Function").filter((f) => f.stack === `t-api-${area}`);
    for (const [kind, metricName, stat, threshold] of [
      ["Throttles", "Throttles", "Sum", AREA_ALARMS.throttles],
      ["LatencyP99", "Duration", "p99", AREA_ALARMS.p99Ms],
      ["Timeouts", "Duration", "Maximum", AREA_ALARMS.timeoutMs],
    ] as const) {
      const mine = alarms.filter((a) => a.logicalId.includes(kind));
      expect(mine, kind).toHaveLength(groups);
      const watched = mine.flatMap((a) => {
        expect(a.Properties!.Threshold).toBe(threshold);
        const qs = metrics(a).filter((q) => q.MetricStat);
        expect(qs.length).toBeLessThanOrEqual(METRICS_PER_ALARM);
        for (const q of qs) expect(q.MetricStat).toMatchObject({ Metric: { Namespace: "AWS/Lambda", MetricName: metricName }, Stat: stat });
        return qs.map((q) => JSON.stringify(q.MetricStat!.Metric));
      });
      expect(new Set(watched).size, kind).toBe(fns.length);
      for (const f of fns)
        expect(
          watched.some((w) => w.includes(`"${f.logicalId}"`)),
          `${kind} ${f.logicalId}`,
        ).toBe(true);
    }
  });

  it.each(areas)("%s: counts requests, 4xx and 5xx from the handlers' request log lines in the area's one log group", (area) => {
    const groups = resourcesOf(t, "AWS::Logs::LogGroup").filter((g) => g.stack === `t-api-${area}`);
    expect(groups).toHaveLength(1);
    for (const f of resourcesOf(t, "AWS::Lambda::Function").filter((x) => x.stack === `t-api-${area}`)) {
      expect(f.Properties!.LoggingConfig.LogGroup).toEqual({ Ref: groups[0].logicalId });
    }
    const filters = resourcesOf(t, "AWS::Logs::MetricFilter").filter((f) => f.stack === `t-api-${area}`);
    const byName = Object.fromEntries(filters.map((f) => [f.Properties!.MetricTransformations[0].MetricName, f.Properties!.FilterPattern as string]));
    expect(Object.keys(byName).sort()).toEqual(["4xx", "5xx", "Requests"]);
    // functions/lib/logger.ts writes {"message":"request","status":…,"ms":…} once per request.
    for (const p of Object.values(byName)) expect(p).toContain('$.message = "request"');
    expect(byName["5xx"]).toContain("$.status >= 500");
    expect(byName["4xx"]).toMatch(/\$\.status >= 400.*\$\.status < 500/);
  });

  it.each(areas)("%s: has one dashboard with requests, 4xx/5xx, p50/p99 latency, throttles and errors", (area) => {
    const boards = resourcesOf(t, "AWS::CloudWatch::Dashboard").filter((d) => d.stack === `t-api-${area}`);
    expect(boards).toHaveLength(1);
    expect(boards[0].Properties!.DashboardName).toBe(`t-api-${area}`);
    const body = JSON.stringify(boards[0].Properties!.DashboardBody);
    for (const s of ["Requests", "4xx", "5xx", "'p50'", "'p99'", 'MetricName=\\\\\\"Throttles\\\\\\"', 'MetricName=\\\\\\"Errors\\\\\\"', `t-api-${area}`]) {
      expect(body, s).toContain(s);
    }
  });

  it("has no dashboard or alarm outside the area stacks, the workflows stack and the SES feedback subscriber (ADR 0105), one alarm topic, and topics that require TLS", () => {
    expect(resourcesOf(t, "AWS::CloudWatch::Dashboard")).toHaveLength(areas.length);
    expect(resourcesOf(t, "AWS::CloudWatch::Alarm").every((a) => a.stack.startsWith("t-api") || a.stack === "t-workflows" || a.stack === "t-email")).toBe(true);
    // The alarm topic, and the SES bounce and complaint topic (ADR 0172).
    expect(
      resourcesOf(t, "AWS::SNS::Topic")
        .map((x) => x.stack)
        .sort(),
    ).toEqual(["t-api", "t-email"]);
    for (const p of resourcesOf(t, "AWS::SNS::TopicPolicy"))
      expect(JSON.stringify(p.Properties!.PolicyDocument), p.stack).toContain('"aws:SecureTransport":"false"');
    // Only the SES feedback subscriber's Lambda subscription; no address unless -c alarmEmail.
    expect(resourcesOf(t, "AWS::SNS::Subscription").map((x) => [x.stack, x.Properties!.Protocol])).toEqual([["t-email", "lambda"]]);
  });

  it("watches the API's 5xx and p99, the table's throttles and system errors, and SES's bounce and complaint rates", () => {
    const platform = resourcesOf(t, "AWS::CloudWatch::Alarm").filter((a) => a.stack === "t-api");
    const watched = JSON.stringify(platform.map((a) => [a.Properties!.MetricName, a.Properties!.Metrics]));
    for (const m of ["5xx", "Latency", "ReadThrottleEvents", "WriteThrottleEvents", "SystemErrors", "Reputation.BounceRate", "Reputation.ComplaintRate"])
      expect(watched, m).toContain(m);
  });

  it("gives every alarm of the app an action on the alarm topic", () => {
    const alarms = resourcesOf(t, "AWS::CloudWatch::Alarm");
    for (const a of alarms) expect(JSON.stringify(a.Properties!.AlarmActions ?? []), `${a.stack}/${a.logicalId}`).toContain(topicRef());
  });

  it("leaves tracing off unless the stage asks for it", () => {
    for (const f of resourcesOf(t, "AWS::Lambda::Function")) expect(f.Properties!.TracingConfig, f.logicalId).toBeUndefined();
  });

  it(
    "-c tracing=true turns on X-Ray active tracing on every route Lambda; -c alarmEmail subscribes an address",
    () => {
      const traced = synthApp({ config: { tracing: true, alarmEmail: "ops@recyclate.example" } });
      const fns = resourcesOf(traced, "AWS::Lambda::Function").filter((f) => f.stack.startsWith("t-api-"));
      expect(fns).toHaveLength(routeTable.length);
      for (const f of fns) expect(f.Properties!.TracingConfig, f.logicalId).toEqual({ Mode: "Active" });
      traced.template("api").hasResourceProperties("AWS::SNS::Subscription", { Protocol: "email", Endpoint: "ops@recyclate.example" });
    },
    SYNTH_TIMEOUT,
  );
});
