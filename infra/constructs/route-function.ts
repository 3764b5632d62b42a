import path from "node:path";
import { Duration } from "aws-cdk-lib";
import { HttpNoneAuthorizer, HttpRoute, HttpRouteKey, type HttpMethod, type IHttpApi, type IHttpRouteAuthorizer } from "aws-cdk-lib/aws-apigatewayv2";
import { HttpLambdaIntegration } from "aws-cdk-lib/aws-apigatewayv2-integrations";
import { Architecture, Code, Runtime, Tracing } from "aws-cdk-lib/aws-lambda";
import { NodejsFunction, OutputFormat } from "aws-cdk-lib/aws-lambda-nodejs";
import type { ILogGroup } from "aws-cdk-lib/aws-logs";
import { Construct } from "constructs";
import { API_PREFIX } from "../../shared/api/contract";
import type { RouteEntry } from "../../functions/routes";
import { lambdaEsbuildOptions } from "../bundling";
import { ROOT } from "../config";

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

const o = lambdaEsbuildOptions;

/** One route of the route table: its Lambda (bundled by esbuild from the handler file) and its HTTP API route. */
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
    this.fn = new NodejsFunction(this, "Fn", {
      entry: path.join(ROOT, route.handler),
      ...(props.bundleDir ? { code: Code.fromAsset(props.bundleDir), handler: "index.handler" } : { handler: "handler" }),
      projectRoot: ROOT,
      depsLockFilePath: path.join(ROOT, "package-lock.json"),
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      // Lambda CPU scales with memory: the module load of a cold start takes about half as long as at 512 MB.
      memorySize: 1024,
      // HTTP APIs give up after 30 s.
      timeout: Duration.seconds(29),
      description: `${route.method} ${API_PREFIX}${route.path}`,
      environment: props.environment,
      logGroup: props.logGroup,
      ...(props.tracing ? { tracing: Tracing.ACTIVE } : {}),
      bundling: {
        format: OutputFormat.ESM,
        target: o.target,
        minify: o.minify,
        sourceMap: o.sourcemap,
        mainFields: o.mainFields,
        banner: o.banner.js,
        externalModules: o.external,
        esbuildArgs: Object.fromEntries(Object.entries(o.alias).map(([from, to]) => [`--alias:${from}`, to])),
      },
    });
    this.route = new HttpRoute(this, "Route", {
      httpApi: props.httpApi,
      routeKey: HttpRouteKey.with(`${API_PREFIX}${route.path}`, route.method as HttpMethod),
      integration: new HttpLambdaIntegration("Integration", this.fn),
      authorizer: route.access === "public" ? new HttpNoneAuthorizer() : props.authorizer,
    });
  }
}
