import { Duration } from "aws-cdk-lib";
import type { HttpApi } from "aws-cdk-lib/aws-apigatewayv2";
import { Alarm, ComparisonOperator, MathExpression, Metric, TreatMissingData, type IMetric } from "aws-cdk-lib/aws-cloudwatch";
import { SnsAction } from "aws-cdk-lib/aws-cloudwatch-actions";
import { Operation, type ITable } from "aws-cdk-lib/aws-dynamodb";
import type { ITopic } from "aws-cdk-lib/aws-sns";
import { Construct } from "constructs";

/** Thresholds of the whole-platform alarms. SES reviews an account at a 5 % bounce or 0.1 % complaint rate. */
export const PLATFORM_ALARMS = {
  apiServerErrors: 5,
  apiP99Ms: 5000,
  sesBounceRate: 0.04,
  sesComplaintRate: 0.0008,
};

/** The operations the handlers send (functions/db): at most 10 metrics fit one alarm's math. */
const TABLE_OPERATIONS = [
  Operation.GET_ITEM,
  Operation.BATCH_GET_ITEM,
  Operation.QUERY,
  Operation.PUT_ITEM,
  Operation.UPDATE_ITEM,
  Operation.DELETE_ITEM,
  Operation.BATCH_WRITE_ITEM,
];
const PERIOD = Duration.minutes(5);

/**
 * The alarms that watch the platform as a whole rather than an API area: the HTTP API's 5xx and p99 latency,
 * DynamoDB throttling and system errors on the table, SES's bounce and complaint rates (account reputation:
 * past AWS's thresholds, sending is paused). Each notifies the alarm topic.
 */
export class PlatformAlarms extends Construct {
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: { api: HttpApi; table: ITable; topic: ITopic }) {
    super(scope, id);
    const alarm = (name: string, description: string, metric: IMetric, threshold: number, periods = 1) => {
      const a = new Alarm(this, name, {
        alarmDescription: description,
        metric,
        threshold,
        evaluationPeriods: periods,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      a.addAlarmAction(new SnsAction(props.topic));
      this.alarms.push(a);
    };
    alarm(
      "ApiServerErrors",
      "API: 5xx answers (any route, including the gateway's own)",
      props.api.metricServerError({ period: PERIOD, statistic: "Sum" }),
      PLATFORM_ALARMS.apiServerErrors,
    );
    alarm(
      "ApiLatencyP99",
      "API: p99 latency over the limit for 15 minutes",
      props.api.metricLatency({ period: PERIOD, statistic: "p99" }),
      PLATFORM_ALARMS.apiP99Ms,
      3,
    );
    const throttles = new MathExpression({
      expression: "r + w",
      usingMetrics: {
        r: props.table.metric("ReadThrottleEvents", { period: PERIOD, statistic: "Sum" }),
        w: props.table.metric("WriteThrottleEvents", { period: PERIOD, statistic: "Sum" }),
      },
      period: PERIOD,
    });
    alarm("TableThrottles", "DynamoDB: reads or writes throttled", throttles, 1);
    alarm("TableSystemErrors", "DynamoDB: system errors", props.table.metricSystemErrorsForOperations({ operations: TABLE_OPERATIONS, period: PERIOD }), 1);
    const ses = (metricName: string) => new Metric({ namespace: "AWS/SES", metricName, period: Duration.hours(1), statistic: "Maximum" });
    alarm("SesBounceRate", "SES: bounce rate near the level at which AWS reviews the account", ses("Reputation.BounceRate"), PLATFORM_ALARMS.sesBounceRate);
    alarm(
      "SesComplaintRate",
      "SES: complaint rate near the level at which AWS reviews the account",
      ses("Reputation.ComplaintRate"),
      PLATFORM_ALARMS.sesComplaintRate,
    );
  }
}
