import { Duration, Stack } from "aws-cdk-lib";
import { AccessLogFormat } from "aws-cdk-lib/aws-apigateway";
import { LogGroupLogDestination, WebSocketApi, WebSocketStage } from "aws-cdk-lib/aws-apigatewayv2";
import { WebSocketLambdaIntegration } from "aws-cdk-lib/aws-apigatewayv2-integrations";
import type { ITable } from "aws-cdk-lib/aws-dynamodb";
import { PolicyStatement, type IGrantable } from "aws-cdk-lib/aws-iam";
import { NodejsFunction } from "aws-cdk-lib/aws-lambda-nodejs";
import { LogGroup, RetentionDays } from "aws-cdk-lib/aws-logs";
import type { ISecret } from "aws-cdk-lib/aws-secretsmanager";
import { Construct } from "constructs";
import { bundledFunctionProps } from "./bundled-function";

/** The access log of the socket API: one JSON object per connect, disconnect and message; never the query string (the ticket). */
export const LIVE_ACCESS_LOG_FIELDS = {
  requestId: "$context.requestId",
  time: "$context.requestTime",
  route: "$context.routeKey",
  eventType: "$context.eventType",
  connectionId: "$context.connectionId",
  status: "$context.status",
  integrationError: "$context.integrationErrorMessage",
  sourceIp: "$context.identity.sourceIp",
};

/** The stage every socket URL and post names. */
export const LIVE_STAGE = "live";

export interface LiveSocketApiProps {
  table: ITable;
  /** The server key the tickets are signed with (functions/lib/server-key.ts). */
  cursorKey: ISecret;
  tracing?: boolean;
}

/**
 * The WebSocket API of live events: $connect checks the ticket (POST /platform/realtime-ticket) and records the
 * socket, $disconnect drops the record; no other route (a message from a browser, its keep-alive, keeps the
 * socket from idling out and is otherwise ignored). The writers post to the sockets through the stage's connection management endpoint
 * (`callbackUrl`), each granted ManageConnections on this API's stage only (`grantPost`).
 */
export class LiveSocketApi extends Construct {
  readonly api: WebSocketApi;
  readonly stage: WebSocketStage;
  /** The $connect and $disconnect Lambdas. */
  readonly functions: NodejsFunction[];

  constructor(scope: Construct, id: string, props: LiveSocketApiProps) {
    super(scope, id);
    const logGroup = new LogGroup(this, "Logs", { retention: RetentionDays.ONE_MONTH });
    const fn = (name: string, file: string, description: string) => {
      const f = new NodejsFunction(
        this,
        name,
        bundledFunctionProps({
          handler: file,
          environment: { TABLE_NAME: props.table.tableName, CURSOR_SECRET_ARN: props.cursorKey.secretArn },
          logGroup,
          timeout: Duration.seconds(10),
          description,
          tracing: props.tracing,
        }),
      );
      return f;
    };
    const onConnect = fn("ConnectFn", "functions/domains/live/on-connect.ts", "Live sockets: $connect (ticket check, socket record)");
    const onDisconnect = fn("DisconnectFn", "functions/domains/live/on-disconnect.ts", "Live sockets: $disconnect (socket record removed)");
    // $connect reads the caller's ticket key and writes the record; $disconnect deletes it. Nothing else.
    props.cursorKey.grantRead(onConnect);
    onConnect.addToRolePolicy(new PolicyStatement({ actions: ["dynamodb:PutItem"], resources: [props.table.tableArn] }));
    onDisconnect.addToRolePolicy(new PolicyStatement({ actions: ["dynamodb:DeleteItem"], resources: [props.table.tableArn] }));

    this.functions = [onConnect, onDisconnect];
    this.api = new WebSocketApi(this, "Api", {
      description: "Recyclate live events (one socket per signed-in tab)",
      connectRouteOptions: { integration: new WebSocketLambdaIntegration("Connect", onConnect) },
      disconnectRouteOptions: { integration: new WebSocketLambdaIntegration("Disconnect", onDisconnect) },
    });
    this.stage = new WebSocketStage(this, "Stage", {
      webSocketApi: this.api,
      stageName: LIVE_STAGE,
      autoDeploy: true,
      throttle: { burstLimit: 100, rateLimit: 50 },
      accessLogSettings: {
        destination: new LogGroupLogDestination(new LogGroup(this, "AccessLogs", { retention: RetentionDays.THREE_MONTHS })),
        format: AccessLogFormat.custom(JSON.stringify(LIVE_ACCESS_LOG_FIELDS)),
      },
    });
  }

  /** The API's host (the site's CSP lets browsers open sockets to it). */
  get domainName(): string {
    return `${this.api.apiId}.execute-api.${Stack.of(this).region}.${Stack.of(this).urlSuffix}`;
  }

  /** wss://…/live: where browsers connect (the ticket answer names it). */
  get socketUrl(): string {
    return this.stage.url;
  }

  /** https://…/live: the connection management endpoint the writers post to. */
  get callbackUrl(): string {
    return this.stage.callbackUrl;
  }

  /** PostToConnection (and the delete of a gone socket) on this API's stage, nothing else. */
  grantPost(grantee: IGrantable): void {
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ["execute-api:ManageConnections"],
        resources: [Stack.of(this).formatArn({ service: "execute-api", resource: this.api.apiId, resourceName: `${LIVE_STAGE}/POST/@connections/*` })],
      }),
    );
  }
}
