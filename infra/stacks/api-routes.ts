import path from "node:path";
import { Stack, type StackProps } from "aws-cdk-lib";
import type { IHttpApi } from "aws-cdk-lib/aws-apigatewayv2";
import { LogGroup, RetentionDays } from "aws-cdk-lib/aws-logs";
import type { ITopic } from "aws-cdk-lib/aws-sns";
import type { Construct } from "constructs";
import type { RouteEntry } from "../../functions/routes";
import { AreaMonitoring } from "../constructs/area-monitoring";
import { RouteFunction } from "../constructs/route-function";
import { grantNeeds, type Grantables } from "../permissions";
import { environmentFor, type StageEnv } from "../runtime-env";
import { ExistingJwtAuthorizer } from "./api";

export interface ApiRoutesStackProps extends StackProps {
  /** The area's name (infra/api-areas.ts). */
  area: string;
  routes: RouteEntry[];
  httpApi: IHttpApi;
  authorizerId: string;
  grantables: Grantables;
  /** Everything the stage sets; each route's Lambda gets what its needs call for (infra/runtime-env.ts). */
  environment: StageEnv;
  /** Prebuilt bundles (<dir>/<route id>/index.mjs); without it each NodejsFunction runs esbuild. */
  bundlesDir?: string;
  /** X-Ray active tracing on every Lambda of the area (`-c tracing=true`). */
  tracing?: boolean;
  /** Where the area's alarms notify. */
  alarmTopic?: ITopic;
}

/** The Lambdas and HTTP routes of one area of the route table (see infra/api-areas.ts). */
export class ApiRoutesStack extends Stack {
  readonly functions: RouteFunction[] = [];
  readonly monitoring: AreaMonitoring;

  constructor(scope: Construct, id: string, props: ApiRoutesStackProps) {
    super(scope, id, props);
    const authorizer = new ExistingJwtAuthorizer(props.authorizerId);
    // One log group for the area (Lambda allows sharing; each line names its routeId): one resource instead of one per
    // route, and one place for the metric filters of the area's alarms.
    const logGroup = new LogGroup(this, "Logs", { retention: RetentionDays.ONE_MONTH });
    for (const route of props.routes) {
      const rf = new RouteFunction(this, route.id.replace(/[^A-Za-z0-9]/g, "-"), {
        route,
        httpApi: props.httpApi,
        authorizer,
        environment: environmentFor(route.needs, props.environment),
        bundleDir: props.bundlesDir && path.join(props.bundlesDir, route.id),
        logGroup,
        tracing: props.tracing,
      });
      grantNeeds(rf.fn, route.needs, props.grantables);
      this.functions.push(rf);
    }
    this.monitoring = new AreaMonitoring(this, "Monitoring", {
      area: props.area,
      functions: this.functions.map((f) => f.fn),
      logGroup,
      alarmTopic: props.alarmTopic,
    });
  }
}
