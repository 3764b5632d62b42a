import path from "node:path";
import { Duration, Stack, type StackProps } from "aws-cdk-lib";
import { Alarm, ComparisonOperator, TreatMissingData } from "aws-cdk-lib/aws-cloudwatch";
import { SnsAction } from "aws-cdk-lib/aws-cloudwatch-actions";
import { NodejsFunction } from "aws-cdk-lib/aws-lambda-nodejs";
import { LogGroup, RetentionDays } from "aws-cdk-lib/aws-logs";
import type { ITopic } from "aws-cdk-lib/aws-sns";
import { DefinitionBody, LogLevel, StateMachine } from "aws-cdk-lib/aws-stepfunctions";
import type { Construct } from "constructs";
import { jobTable } from "../../functions/jobs";
import { workflows, workflowTaskTable, type WorkflowName, type WorkflowTaskEntry } from "../../functions/workflows";
import { DEFAULT_TASK_TIMEOUT_SECONDS } from "../../functions/workflows/contract";
import { bundledFunctionProps } from "../constructs/bundled-function";
import { BackgroundJob } from "../constructs/background-job";
import { grantNeeds, type Grantables } from "../permissions";
import { environmentFor, type StageEnv } from "../runtime-env";

export interface WorkflowsStackProps extends StackProps {
  /** The app prefix: state machine "<prefix>-<name>", matching STATE_MACHINE_ARN_PREFIX (functions/lib/workflows.ts). */
  prefix: string;
  grantables: Omit<Grantables, "stateMachines">;
  /** The stage's settings; each Lambda gets what its needs call for (infra/runtime-env.ts). */
  environment: StageEnv;
  /** Prebuilt bundles (<dir>/<task id>/index.mjs, scripts/build/lambdas.ts); without it each function runs esbuild. */
  bundlesDir?: string;
  tracing?: boolean;
  alarmTopic?: ITopic;
}

/**
 * The Step Functions workflows of functions/workflows: each one's task Lambdas (grants from their declared
 * needs alone) and its state machine from the very ASL the local stack runs, with each Task's `${State}`
 * placeholder substituted by its Lambda's ARN. Every state machine logs all events and alarms on any failed
 * execution. Routes that start a workflow get states:StartExecution on it through their needs. The background
 * jobs of functions/jobs live here too: work off the request path, each on its schedule or on its event (a
 * tracked machine's execution that timed out, was aborted or failed records its run failed).
 */
export class WorkflowsStack extends Stack {
  readonly stateMachines = {} as Record<WorkflowName, StateMachine>;
  readonly tasks: { entry: WorkflowTaskEntry; fn: NodejsFunction }[] = [];
  /** The background jobs of functions/jobs (the recovery sweep, the counter reconciliation, the execution-end recorder). */
  readonly jobs: BackgroundJob[] = [];

  constructor(scope: Construct, id: string, props: WorkflowsStackProps) {
    super(scope, id, props);
    const taskLogs = new LogGroup(this, "TaskLogs", { retention: RetentionDays.ONE_MONTH });
    for (const [name, w] of Object.entries(workflows) as [WorkflowName, (typeof workflows)[WorkflowName]][]) {
      const substitutions: Record<string, string> = {};
      const fns: NodejsFunction[] = [];
      for (const entry of workflowTaskTable.filter((t) => t.workflow === name)) {
        const fn = new NodejsFunction(
          this,
          entry.id.replace(/[^A-Za-z0-9]/g, "-"),
          bundledFunctionProps({
            handler: entry.handler,
            bundleDir: props.bundlesDir && path.join(props.bundlesDir, entry.id),
            environment: environmentFor(entry.needs, props.environment),
            logGroup: taskLogs,
            timeout: Duration.seconds(entry.timeoutSeconds ?? DEFAULT_TASK_TIMEOUT_SECONDS),
            description: `${name} workflow: ${entry.state}`,
            tracing: props.tracing,
          }),
        );
        grantNeeds(fn, entry.needs, props.grantables);
        substitutions[entry.state] = fn.functionArn;
        fns.push(fn);
        this.tasks.push({ entry, fn });
      }
      const sm = new StateMachine(this, `${name}Machine`, {
        stateMachineName: `${props.prefix}-${name}`,
        definitionBody: DefinitionBody.fromString(JSON.stringify(w.definition)),
        definitionSubstitutions: substitutions,
        logs: { destination: new LogGroup(this, `${name}Logs`, { retention: RetentionDays.THREE_MONTHS }), level: LogLevel.ALL },
        tracingEnabled: true,
      });
      for (const fn of fns) fn.grantInvoke(sm);
      // A failed, timed-out or aborted execution each reaches a person: the last two skip the failure path.
      const period = { period: Duration.minutes(5), statistic: "Sum" };
      const ends = [
        { id: "Failed", what: "an execution failed after its retries", metric: sm.metricFailed(period) },
        { id: "TimedOut", what: "an execution timed out", metric: sm.metricTimedOut(period) },
        { id: "Aborted", what: "an execution was aborted", metric: sm.metricAborted(period) },
      ];
      for (const end of ends) {
        const alarm = new Alarm(this, `${name}${end.id}`, {
          alarmDescription: `${name}: ${end.what}`,
          metric: end.metric,
          threshold: 1,
          evaluationPeriods: 1,
          comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
          treatMissingData: TreatMissingData.NOT_BREACHING,
        });
        if (props.alarmTopic) alarm.addAlarmAction(new SnsAction(props.alarmTopic));
      }
      this.stateMachines[name] = sm;
    }
    for (const entry of jobTable) {
      this.jobs.push(
        new BackgroundJob(this, entry.id.replace(/[^A-Za-z0-9]/g, "-"), {
          entry,
          grantables: { ...props.grantables, stateMachines: this.stateMachines },
          environment: props.environment,
          bundlesDir: props.bundlesDir,
          tracing: props.tracing,
          alarmTopic: props.alarmTopic,
        }),
      );
    }
  }
}
