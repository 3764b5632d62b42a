import path from "node:path";
import { Stack, type StackProps } from "aws-cdk-lib";
import type { IHttpApi } from "aws-cdk-lib/aws-apigatewayv2";
import type { Construct } from "constructs";
import type { RouteEntry } from "../../functions/routes";
import { RouteFunction } from "../constructs/route-function";
import { grantNeeds, type Grantables } from "../permissions";
import { ExistingJwtAuthorizer } from "./api";

export interface ApiRoutesStackProps extends StackProps {
  routes: RouteEntry[];
  httpApi: IHttpApi;
  authorizerId: string;
  grantables: Grantables;
  /** What handlers read through functions/lib/env.ts. */
  environment: Record<string, string>;
  /** Prebuilt bundles (<dir>/<route id>/index.mjs); without it each NodejsFunction runs esbuild. */
  bundlesDir?: string;
}

/** The Lambdas and HTTP routes of one area of the route table (see infra/api-areas.ts). */
export class ApiRoutesStack extends Stack {
  readonly functions: RouteFunction[] = [];

  constructor(scope: Construct, id: string, props: ApiRoutesStackProps) {
    super(scope, id, props);
    const authorizer = new ExistingJwtAuthorizer(props.authorizerId);
    for (const route of props.routes) {
      const rf = new RouteFunction(this, route.id.replace(/[^A-Za-z0-9]/g, "-"), {
        route,
        httpApi: props.httpApi,
        authorizer,
        environment: props.environment,
        bundleDir: props.bundlesDir && path.join(props.bundlesDir, route.id),
      });
      grantNeeds(rf.fn, route.needs, props.grantables);
      this.functions.push(rf);
    }
  }
}
