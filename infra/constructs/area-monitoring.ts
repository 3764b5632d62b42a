import { Duration, Stack } from "aws-cdk-lib";
import {
  Alarm,
  AlarmStatusWidget,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  type IMetric,
  TreatMissingData,
} from "aws-cdk-lib/aws-cloudwatch";
import { SnsAction } from "aws-cdk-lib/aws-cloudwatch-actions";
import type { IFunction } from "aws-cdk-lib/aws-lambda";
import { FilterPattern, type ILogGroup } from "aws-cdk-lib/aws-logs";
import type { ITopic } from "aws-cdk-lib/aws-sns";
import { Construct } from "constructs";

/** Thresholds of every area's alarms (ADR 0100); one place so the runbook and the tests read the same numbers. */
export const AREA_ALARMS = {
  /** Per cent of the area's requests answered 5xx in 5 minutes, counted only from this many requests on. */
  serverErrorPercent: 1,
  minRequests: 20,
  /** Slowest route's p99 Lambda duration, 3 periods of 5 minutes in a row. */
  p99Ms: 3000,
  /** Any throttled invocation in 5 minutes. */
  throttles: 1,
  /**
   * Any invocation this long (ms) in 5 minutes: the functions stop at 29 s (route-function.ts, under API
   * Gateway's 30 s), so this is a timeout or one about to happen; Lambda counts timeouts only among Errors.
   */
  timeoutMs: 28_000,
} as const;

/** A CloudWatch alarm's metric math may name at most 10 metrics (a hard limit), so the area's functions go in groups. */
export const METRICS_PER_ALARM = 10;

const PERIOD = Duration.minutes(5);

export interface AreaMonitoringProps {
  /** The area's name, e.g. "market" (dashboard and alarm descriptions). */
  area: string;
  functions: IFunction[];
  /** The log group all the area's functions write to: the request log lines (functions/lib/logger.ts) become metrics. */
  logGroup: ILogGroup;
  /** Where alarms notify; none leaves them visible in the console only. */
  alarmTopic?: ITopic;
}

const chunks = <T>(xs: T[], n: number): T[][] => Array.from({ length: Math.ceil(xs.length / n) }, (_, i) => xs.slice(i * n, i * n + n));

/**
 * Alarms and a dashboard for one API area (ADR 0100; timeouts: ADR 0103), with a fixed number of resources per area rather than per route:
 * request, 4xx and 5xx counts come from the handlers' one JSON log line per request (`"message":"request"`, status, ms)
 * through metric filters on the area's shared log group; throttles and p99 duration come from the Lambda metrics,
 * combined by metric math over groups of at most 10 functions.
 */
export class AreaMonitoring extends Construct {
  readonly alarms: Alarm[] = [];
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: AreaMonitoringProps) {
    super(scope, id);
    const stackName = Stack.of(this).stackName;
    const namespace = `Recyclate/${stackName}`;
    const request = FilterPattern.stringValue("$.message", "=", "request");
    const counter = (name: string, pattern = request) =>
      props.logGroup
        .addMetricFilter(`${name}Filter`, { filterPattern: pattern, metricNamespace: namespace, metricName: name, metricValue: "1", defaultValue: 0 })
        .metric({ statistic: "Sum", period: PERIOD, label: name });
    const requests = counter("Requests");
    const clientErrors = counter(
      "4xx",
      FilterPattern.all(request, FilterPattern.numberValue("$.status", ">=", 400), FilterPattern.numberValue("$.status", "<", 500)),
    );
    const serverErrors = counter("5xx", FilterPattern.all(request, FilterPattern.numberValue("$.status", ">=", 500)));

    const alarm = (name: string, a: { metric: IMetric; threshold: number; periods: number; description: string }) => {
      const x = new Alarm(this, name, {
        metric: a.metric,
        threshold: a.threshold,
        evaluationPeriods: a.periods,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        // No traffic is not an outage of this area: the stage's own metrics show a dead API.
        treatMissingData: TreatMissingData.NOT_BREACHING,
        alarmDescription: `${props.area} API area: ${a.description}`,
      });
      if (props.alarmTopic) x.addAlarmAction(new SnsAction(props.alarmTopic));
      this.alarms.push(x);
      return x;
    };

    const { serverErrorPercent, minRequests, p99Ms, throttles, timeoutMs } = AREA_ALARMS;
    alarm("ServerErrorRate", {
      metric: new MathExpression({
        expression: `IF(requests >= ${minRequests}, 100 * errors / requests, 0)`,
        usingMetrics: { requests, errors: serverErrors },
        period: PERIOD,
        label: "5xx %",
      }),
      threshold: serverErrorPercent,
      periods: 1,
      description: `${serverErrorPercent}% or more of the requests answered 5xx in 5 minutes (from ${minRequests} requests)`,
    });
    chunks(props.functions, METRICS_PER_ALARM).forEach((group, i) => {
      const using = (f: (fn: IFunction) => IMetric) => Object.fromEntries(group.map((fn, j) => [`f${j}`, f(fn)]));
      const ids = group.map((_, j) => `f${j}`).join(", ");
      const routes = `routes ${i * METRICS_PER_ALARM + 1}-${i * METRICS_PER_ALARM + group.length}`;
      alarm(`Throttles${i + 1}`, {
        metric: new MathExpression({
          expression: `SUM([${ids}])`,
          usingMetrics: using((fn) => fn.metricThrottles({ statistic: "Sum", period: PERIOD })),
          period: PERIOD,
        }),
        threshold: throttles,
        periods: 1,
        description: `a Lambda of ${routes} was throttled (account concurrency reached)`,
      });
      alarm(`LatencyP99${i + 1}`, {
        metric: new MathExpression({
          expression: `MAX([${ids}])`,
          usingMetrics: using((fn) => fn.metricDuration({ statistic: "p99", period: PERIOD })),
          period: PERIOD,
        }),
        threshold: p99Ms,
        periods: 3,
        description: `the slowest of ${routes} took ${p99Ms} ms or more at p99 for 15 minutes`,
      });
      alarm(`Timeouts${i + 1}`, {
        metric: new MathExpression({
          expression: `MAX([${ids}])`,
          usingMetrics: using((fn) => fn.metricDuration({ statistic: "Maximum", period: PERIOD })),
          period: PERIOD,
        }),
        threshold: timeoutMs,
        periods: 1,
        description: `a Lambda of ${routes} ran ${timeoutMs} ms or more (timed out or nearly)`,
      });
    });

    // SEARCH finds every function of this stack by its generated name (<stack>-<logical id>-<suffix>); dashboards allow
    // it (alarms do not) and it keeps the graphs complete as routes are added.
    const search = (metric: string, stat: string, fn: "SUM" | "MAX", label: string) =>
      new MathExpression({
        expression: `${fn}(SEARCH('{AWS/Lambda,FunctionName} MetricName="${metric}" "${stackName}"', '${stat}', ${PERIOD.toSeconds()}))`,
        usingMetrics: {},
        period: PERIOD,
        label,
      });
    const width = 12;
    this.dashboard = new Dashboard(this, "Dashboard", { dashboardName: stackName, defaultInterval: Duration.hours(3) });
    this.dashboard.addWidgets(
      new GraphWidget({ title: "Requests", left: [requests], width }),
      new GraphWidget({ title: "4xx and 5xx answers", left: [clientErrors, serverErrors], width }),
      new GraphWidget({
        title: "Latency (slowest route, Lambda duration)",
        left: [search("Duration", "p50", "MAX", "p50"), search("Duration", "p99", "MAX", "p99")],
        width,
      }),
      new GraphWidget({
        title: "Throttles and Lambda errors (crashes, timeouts)",
        left: [search("Throttles", "Sum", "SUM", "throttles"), search("Errors", "Sum", "SUM", "errors")],
        width,
      }),
      new AlarmStatusWidget({ title: "Alarms", alarms: this.alarms, width: 24 }),
    );
  }
}
