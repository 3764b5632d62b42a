import { CfnOutput, Stack, type StackProps } from "aws-cdk-lib";
import {
  HttpApi,
  HttpAuthorizer,
  HttpAuthorizerType,
  HttpStage,
  type HttpRouteAuthorizerConfig,
  type IHttpRouteAuthorizer,
  LogGroupLogDestination,
} from "aws-cdk-lib/aws-apigatewayv2";
import { LogGroup, RetentionDays } from "aws-cdk-lib/aws-logs";
import type { Construct } from "constructs";

export interface ApiStackProps extends StackProps {
  /** The user pool's token issuer and the app client id (the ID token's `aud`, ADR 0002). */
  jwtIssuer: string;
  jwtAudience: string[];
  throttle?: { burstLimit: number; rateLimit: number };
}

/**
 * The HTTP API, its throttled $default stage and the Cognito JWT authorizer. Routes and their Lambdas live in
 * ApiRoutesStacks (one per area, ADR 0021) so no single stack reaches CloudFormation's 500-resource limit.
 */
export class ApiStack extends Stack {
  readonly api: HttpApi;
  readonly stage: HttpStage;
  readonly authorizerId: string;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    // Same origin through CloudFront (/api/*), so no CORS configuration.
    this.api = new HttpApi(this, "Http", { createDefaultStage: false, description: "Recyclate API (/api/*)" });
    this.stage = new HttpStage(this, "Default", {
      httpApi: this.api,
      stageName: "$default",
      autoDeploy: true,
      throttle: props.throttle ?? { burstLimit: 200, rateLimit: 100 },
      // One JSON line per request (the stage's default format: request id, route, status, latency, caller IP).
      accessLogSettings: { destination: new LogGroupLogDestination(new LogGroup(this, "AccessLogs", { retention: RetentionDays.THREE_MONTHS })) },
    });
    // Created here rather than through HttpJwtAuthorizer, which creates its resource in the stack of the first
    // route it is bound to; routes in several stacks need one authorizer owned by the API's stack.
    const authorizer = new HttpAuthorizer(this, "Jwt", {
      httpApi: this.api,
      type: HttpAuthorizerType.JWT,
      authorizerName: "cognito-id-token",
      identitySource: ["$request.header.Authorization"],
      jwtIssuer: props.jwtIssuer,
      jwtAudience: props.jwtAudience,
    });
    this.authorizerId = authorizer.authorizerId;
    new CfnOutput(this, "ApiEndpoint", { value: this.api.apiEndpoint });
  }

  /** The domain CloudFront forwards /api/* to. */
  get domainName(): string {
    return `${this.api.apiId}.execute-api.${this.region}.${this.urlSuffix}`;
  }
}

/** Binds routes (in any stack) to an authorizer that already exists, by id. */
export class ExistingJwtAuthorizer implements IHttpRouteAuthorizer {
  constructor(private readonly authorizerId: string) {}
  bind(): HttpRouteAuthorizerConfig {
    return { authorizerId: this.authorizerId, authorizationType: "JWT" };
  }
}
