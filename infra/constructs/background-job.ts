import path from "node:path";
import { Duration, Stack } from "aws-cdk-lib";
import { Alarm, ComparisonOperator, TreatMissingData } from "aws-cdk-lib/aws-cloudwatch";
import { SnsAction } from "aws-cdk-lib/aws-cloudwatch-actions";
import { Rule, Schedule } from "aws-cdk-lib/aws-events";
import { Queue, QueueEncryption } from "aws-cdk-lib/aws-sqs";
import { LambdaFunction } from "aws-cdk-lib/aws-events-targets";
import { NodejsFunction } from "aws-cdk-lib/aws-lambda-nodejs";
import { FilterPattern, LogGroup, RetentionDays } from "aws-cdk-lib/aws-logs";
import type { ITopic } from "aws-cdk-lib/aws-sns";
import { Construct } from "constructs";
import type { JobEntry } from "../../functions/jobs";
import { bundledFunctionProps } from "./bundled-function";
import { grantNeeds, type Grantables } from "../permissions";
import { environmentFor, type StageEnv } from "../runtime-env";

export interface BackgroundJobProps {
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
 * One background job of functions/jobs: its Lambda (grants from its needs alone), an EventBridge rule that starts
 * it (its schedule, or Step Functions' status change event of the machines it names), its own log group, and
 * when the job declares one, a metric from its result log line (a metric filter, namespace Recyclate/<stack>)
 * with an alarm on the alarm topic when that number is 1 or more. An event-started job does not get its event
 * again from a schedule, so its event is retried (EventBridge's delivery, Lambda's own asynchronous retries)
 * and then kept in a dead-letter queue for 14 days, which alarms when it holds anything.
 */
export class BackgroundJob extends Construct {
  readonly fn: NodejsFunction;
  readonly entry: JobEntry;
  readonly rule: Rule;
  readonly alarm?: Alarm;
  /** The event-started job's dead-letter queue (the rule target's and the function's). */
  readonly deadLetters?: Queue;

  constructor(scope: Construct, id: string, props: BackgroundJobProps) {
    super(scope, id);
    const { entry } = props;
    this.entry = entry;
    const logGroup = new LogGroup(this, "Logs", { retention: RetentionDays.THREE_MONTHS });
    const { trigger } = entry;
    const deadLetters =
      "executionEnded" in trigger
        ? new Queue(this, "DeadLetters", { encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true, retentionPeriod: Duration.days(14) })
        : undefined;
    this.deadLetters = deadLetters;
    this.fn = new NodejsFunction(this, "Function", {
      ...bundledFunctionProps({
        handler: entry.handler,
        bundleDir: props.bundlesDir && path.join(props.bundlesDir, entry.id),
        environment: environmentFor(entry.needs, props.environment),
        logGroup,
        timeout: Duration.seconds(entry.timeoutSeconds),
        description: entry.description,
        tracing: props.tracing,
      }),
      // An invocation that keeps failing (Lambda retries an asynchronous event twice) lands in the same queue.
      ...(deadLetters ? { deadLetterQueue: deadLetters, retryAttempts: 2 } : {}),
    });
    grantNeeds(this.fn, entry.needs, props.grantables);
    if ("schedule" in trigger) {
      // One attempt per schedule: the next run repeats the work anyway.
      this.rule = new Rule(this, "Schedule", { schedule: Schedule.expression(trigger.schedule), targets: [new LambdaFunction(this.fn, { retryAttempts: 0 })] });
    } else {
      const machines = trigger.executionEnded.workflows.map((w) => {
        const sm = props.grantables.stateMachines?.[w];
        if (!sm) throw new Error(`${entry.id} watches workflow ${w}, which has no state machine`);
        return sm.stateMachineArn;
      });
      this.rule = new Rule(this, "ExecutionEnded", {
        description: `${entry.id}: ${trigger.executionEnded.statuses.join(", ")} executions of ${trigger.executionEnded.workflows.join(", ")}`,
        eventPattern: {
          source: ["aws.states"],
          detailType: ["Step Functions Execution Status Change"],
          detail: { status: trigger.executionEnded.statuses, stateMachineArn: machines },
        },
        targets: [new LambdaFunction(this.fn, { deadLetterQueue: deadLetters, retryAttempts: 8, maxEventAge: Duration.hours(24) })],
      });
      const held = new Alarm(this, "DeadLettersAlarm", {
        alarmDescription: `${entry.id}: an event could not be handled after its retries (its message in the dead-letter queue says which execution)`,
        metric: deadLetters!.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: "Maximum" }),
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      if (props.alarmTopic) held.addAlarmAction(new SnsAction(props.alarmTopic));
    }

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
