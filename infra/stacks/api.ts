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
import { AccessLogFormat } from "aws-cdk-lib/aws-apigateway";
import { LogGroup, RetentionDays } from "aws-cdk-lib/aws-logs";
import { Secret } from "aws-cdk-lib/aws-secretsmanager";
import { Topic } from "aws-cdk-lib/aws-sns";
import { EmailSubscription } from "aws-cdk-lib/aws-sns-subscriptions";
import type { ITable } from "aws-cdk-lib/aws-dynamodb";
import type { ISecret } from "aws-cdk-lib/aws-secretsmanager";
import type { Construct } from "constructs";
import { LiveSocketApi } from "../constructs/live-socket-api";

/**
 * One JSON object per request in the access log (Logs Insights reads its fields): request id, route, status,
 * latencies, caller address and user id. Never a header or a token.
 */
export const ACCESS_LOG_FIELDS = {
  requestId: "$context.requestId",
  time: "$context.requestTime",
  route: "$context.routeKey",
  method: "$context.httpMethod",
  path: "$context.path",
  status: "$context.status",
  latencyMs: "$context.responseLatency",
  integrationLatencyMs: "$context.integrationLatency",
  responseBytes: "$context.responseLength",
  sourceIp: "$context.identity.sourceIp",
  userId: "$context.authorizer.claims.sub",
  integrationError: "$context.integrationErrorMessage",
};

export interface ApiStackProps extends StackProps {
  /** The user pool's token issuer and the app client id (the ID token's `aud`, ADR 0002). */
  jwtIssuer: string;
  jwtAudience: string[];
  throttle?: { burstLimit: number; rateLimit: number };
  /** Subscribed to the alarm topic (`-c alarmEmail=…`); other subscribers (chat, paging) can be added to the topic. */
  alarmEmail?: string;
  /** The table and server key the live socket API's $connect and $disconnect use. */
  live: { table: ITable; cursorKey: ISecret; tracing?: boolean };
}

/**
 * The HTTP API, its throttled $default stage and the Cognito JWT authorizer. Routes and their Lambdas live in
 * ApiRoutesStacks (one per area, ADR 0021) so no single stack reaches CloudFormation's 500-resource limit.
 */
export class ApiStack extends Stack {
  readonly api: HttpApi;
  readonly stage: HttpStage;
  readonly authorizerId: string;
  /** Every API area's alarms notify this topic (ADR 0100). */
  readonly alarmTopic: Topic;
  /** The header value CloudFront sends with every API request; route Lambdas read it by ARN and compare. */
  readonly originSecret: Secret;
  /** The WebSocket API of live events (its own host: browsers connect to it directly, with a ticket). */
  readonly live: LiveSocketApi;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    // Same origin through CloudFront (/api/*), so no CORS configuration.
    this.api = new HttpApi(this, "Http", { createDefaultStage: false, description: "Recyclate API (/api/*)" });
    this.stage = new HttpStage(this, "Default", {
      httpApi: this.api,
      stageName: "$default",
      autoDeploy: true,
      throttle: props.throttle ?? { burstLimit: 200, rateLimit: 100 },
      accessLogSettings: {
        destination: new LogGroupLogDestination(new LogGroup(this, "AccessLogs", { retention: RetentionDays.THREE_MONTHS })),
        format: AccessLogFormat.custom(JSON.stringify(ACCESS_LOG_FIELDS)),
      },
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
    this.originSecret = new Secret(this, "OriginSecret", {
      description: "Header value CloudFront sends to the API; requests without it are refused (functions/lib/secrets.ts)",
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    this.live = new LiveSocketApi(this, "Live", props.live);
    this.alarmTopic = new Topic(this, "Alarms", { displayName: `${id} alarms`, enforceSSL: true });
    if (props.alarmEmail) this.alarmTopic.addSubscription(new EmailSubscription(props.alarmEmail));
    new CfnOutput(this, "ApiEndpoint", { value: this.api.apiEndpoint });
    new CfnOutput(this, "AlarmTopicArn", { value: this.alarmTopic.topicArn });
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
