import path from "node:path";
import { Duration } from "aws-cdk-lib";
import { Alarm, ComparisonOperator, TreatMissingData } from "aws-cdk-lib/aws-cloudwatch";
import { SnsAction } from "aws-cdk-lib/aws-cloudwatch-actions";
import { NodejsFunction } from "aws-cdk-lib/aws-lambda-nodejs";
import { LogGroup, RetentionDays } from "aws-cdk-lib/aws-logs";
import type { ITopic } from "aws-cdk-lib/aws-sns";
import { LambdaSubscription } from "aws-cdk-lib/aws-sns-subscriptions";
import { Construct } from "constructs";
import type { SubscriberEntry } from "../../functions/subscribers";
import { bundledFunctionProps } from "./bundled-function";
import { grantNeeds, type Grantables } from "../permissions";
import { environmentFor, type StageEnv } from "../runtime-env";

export interface TopicSubscriberProps {
  entry: SubscriberEntry;
  topic: ITopic;
  grantables: Grantables;
  /** The stage's settings; the subscriber's Lambda gets what its needs call for (infra/runtime-env.ts). */
  environment: StageEnv;
  /** Prebuilt bundles (<dir>/<subscriber id>/index.mjs); without it the function runs esbuild. */
  bundlesDir?: string;
  tracing?: boolean;
  alarmTopic?: ITopic;
}

/**
 * One subscriber of functions/subscribers: its Lambda (grants from its needs alone, as a scheduled job's), its
 * own log group, its subscription to the topic, and an alarm on the alarm topic when an invocation fails (SNS's
 * retries of it included), so a report the app could not apply reaches a person.
 */
export class TopicSubscriber extends Construct {
  readonly fn: NodejsFunction;
  readonly entry: SubscriberEntry;
  readonly alarm: Alarm;

  constructor(scope: Construct, id: string, props: TopicSubscriberProps) {
    super(scope, id);
    const { entry } = props;
    this.entry = entry;
    this.fn = new NodejsFunction(
      this,
      "Function",
      bundledFunctionProps({
        handler: entry.handler,
        bundleDir: props.bundlesDir && path.join(props.bundlesDir, entry.id),
        environment: environmentFor(entry.needs, props.environment),
        logGroup: new LogGroup(this, "Logs", { retention: RetentionDays.THREE_MONTHS }),
        timeout: Duration.seconds(entry.timeoutSeconds),
        description: entry.description,
        tracing: props.tracing,
      }),
    );
    grantNeeds(this.fn, entry.needs, props.grantables);
    props.topic.addSubscription(new LambdaSubscription(this.fn));
    this.alarm = new Alarm(this, "Errors", {
      alarmDescription: `${entry.id}: an invocation failed (${entry.description})`,
      metric: this.fn.metricErrors({ period: Duration.minutes(5), statistic: "Sum" }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    if (props.alarmTopic) this.alarm.addAlarmAction(new SnsAction(props.alarmTopic));
  }
}
