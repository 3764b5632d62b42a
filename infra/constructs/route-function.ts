import { Duration } from "aws-cdk-lib";
import { HttpNoneAuthorizer, HttpRoute, HttpRouteKey, type HttpMethod, type IHttpApi, type IHttpRouteAuthorizer } from "aws-cdk-lib/aws-apigatewayv2";
import { HttpLambdaIntegration } from "aws-cdk-lib/aws-apigatewayv2-integrations";
import { NodejsFunction } from "aws-cdk-lib/aws-lambda-nodejs";
import type { ILogGroup } from "aws-cdk-lib/aws-logs";
import { Construct } from "constructs";
import { API_PREFIX } from "../../shared/api/contract";
import type { RouteEntry } from "../../functions/routes";
import { entryFile } from "../route-entries";
import { bundledFunctionProps } from "./bundled-function";

export interface RouteFunctionProps {
  route: RouteEntry;
  httpApi: IHttpApi;
  /** Used on "user" and "admin" routes; "public" routes get none. Admin is checked in the handler (group claim). */
  authorizer: IHttpRouteAuthorizer;
  environment: Record<string, string>;
  /** A folder holding this route's prebuilt index.mjs (same esbuild options); when absent, esbuild runs here. */
  bundleDir?: string;
  /** The area's shared log group: its request lines feed the area's metrics (infra/constructs/area-monitoring.ts). */
  logGroup: ILogGroup;
  /** X-Ray active tracing (`-c tracing=true`, ADR 0100). */
  tracing?: boolean;
}

/** One route of the route table: its Lambda (bundled by esbuild from the route's entry) and its HTTP API route. */
export class RouteFunction extends Construct {
  readonly fn: NodejsFunction;
  readonly route: HttpRoute;
  readonly publicRoute: boolean;
  readonly needs: RouteEntry["needs"];

  constructor(scope: Construct, id: string, props: RouteFunctionProps) {
    super(scope, id);
    const { route } = props;
    this.publicRoute = route.access === "public";
    this.needs = route.needs;
    this.fn = new NodejsFunction(
      this,
      "Fn",
      bundledFunctionProps({
        handler: entryFile(route),
        bundleDir: props.bundleDir,
        environment: props.environment,
        logGroup: props.logGroup,
        // HTTP APIs give up after 30 s.
        timeout: Duration.seconds(29),
        description: `${route.method} ${API_PREFIX}${route.path}`,
        tracing: props.tracing,
      }),
    );
    this.route = new HttpRoute(this, "Route", {
      httpApi: props.httpApi,
      routeKey: HttpRouteKey.with(`${API_PREFIX}${route.path}`, route.method as HttpMethod),
      integration: new HttpLambdaIntegration("Integration", this.fn),
      authorizer: route.access === "public" ? new HttpNoneAuthorizer() : props.authorizer,
    });
  }
}
