import type { APIGatewayProxyEventV2 } from "aws-lambda";

/**
 * The caller's address. Behind CloudFront, API Gateway's sourceIp is the edge's, so CloudFront's
 * viewer-address header is preferred when the distribution forwards it ("1.2.3.4:443", "[::1]:443").
 */
export function clientIp(event: APIGatewayProxyEventV2): string {
  const viewer = event.headers?.["cloudfront-viewer-address"];
  if (viewer) return viewer.replace(/:\d+$/, "").replace(/^\[|\]$/g, "");
  return event.requestContext?.http?.sourceIp || "unknown";
}
