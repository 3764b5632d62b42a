import path from "node:path";
import { Duration, Stack } from "aws-cdk-lib";
import { Alarm, ComparisonOperator, TreatMissingData } from "aws-cdk-lib/aws-cloudwatch";
import { SnsAction } from "aws-cdk-lib/aws-cloudwatch-actions";
import { Rule, Schedule } from "aws-cdk-lib/aws-events";
import { LambdaFunction } from "aws-cdk-lib/aws-events-targets";
import { NodejsFunction } from "aws-cdk-lib/aws-lambda-nodejs";
import { FilterPattern, LogGroup, RetentionDays } from "aws-cdk-lib/aws-logs";
import type { ITopic } from "aws-cdk-lib/aws-sns";
import { Construct } from "constructs";
import type { JobEntry } from "../../functions/jobs";
import { bundledFunctionProps } from "./bundled-function";
import { grantNeeds, type Grantables } from "../permissions";
import { environmentFor, type StageEnv } from "../runtime-env";

export interface ScheduledJobProps {
  entry: JobEntry;
  grantables: Grantables;
  /** The stage's settings; the job's Lambda gets what its needs call for (infra/runtime-env.ts). */
  environment: StageEnv;
  /** Prebuilt bundles (<dir>/<job id>/index.mjs); without it the function runs esbuild. */
  bundlesDir?: string;
  tracing?: boolean;
  alarmTopic?: ITopic;
}

/**
 * One background job of functions/jobs: its Lambda (grants from its needs alone), an EventBridge rule on its
 * schedule, its own log group, and when the job declares one, a metric from its result log line (a metric
 * filter, namespace Recyclate/<stack>) with an alarm on the alarm topic when that number is 1 or more.
 */
export class ScheduledJob extends Construct {
  readonly fn: NodejsFunction;
  readonly entry: JobEntry;
  readonly alarm?: Alarm;

  constructor(scope: Construct, id: string, props: ScheduledJobProps) {
    super(scope, id);
    const { entry } = props;
    this.entry = entry;
    const logGroup = new LogGroup(this, "Logs", { retention: RetentionDays.THREE_MONTHS });
    this.fn = new NodejsFunction(
      this,
      "Function",
      bundledFunctionProps({
        handler: entry.handler,
        bundleDir: props.bundlesDir && path.join(props.bundlesDir, entry.id),
        environment: environmentFor(entry.needs, props.environment),
        logGroup,
        timeout: Duration.seconds(entry.timeoutSeconds),
        description: entry.description,
        tracing: props.tracing,
      }),
    );
    grantNeeds(this.fn, entry.needs, props.grantables);
    // One attempt per schedule: the next run repeats the work anyway.
    new Rule(this, "Schedule", { schedule: Schedule.expression(entry.schedule), targets: [new LambdaFunction(this.fn, { retryAttempts: 0 })] });

    if (entry.alarm) {
      const { logMessage, field, metric, description } = entry.alarm;
      const filter = logGroup.addMetricFilter("MetricFilter", {
        filterPattern: FilterPattern.stringValue("$.message", "=", logMessage),
        metricNamespace: `Recyclate/${Stack.of(this).stackName}`,
        metricName: metric,
        metricValue: `$.${field}`,
      });
      this.alarm = new Alarm(this, "Alarm", {
        alarmDescription: `${entry.id}: ${description}`,
        // An hour's sum: a job logs its result once a run, and any repair is worth a look.
        metric: filter.metric({ statistic: "Sum", period: Duration.hours(1) }),
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      if (props.alarmTopic) this.alarm.addAlarmAction(new SnsAction(props.alarmTopic));
    }
  }
}
