import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { CfnOutput, Duration, Stack, type StackProps } from "aws-cdk-lib";
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CfFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HttpVersion,
  OriginProtocolPolicy,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  OriginRequestPolicy,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from "aws-cdk-lib/aws-cloudfront";
import { Certificate } from "aws-cdk-lib/aws-certificatemanager";
import { HttpOrigin, S3BucketOrigin } from "aws-cdk-lib/aws-cloudfront-origins";
import { Bucket } from "aws-cdk-lib/aws-s3";
import type { ISecret } from "aws-cdk-lib/aws-secretsmanager";
import { ORIGIN_HEADER } from "../../functions/lib/secrets";
import { BucketDeployment, CacheControl, Source } from "aws-cdk-lib/aws-s3-deployment";
import type { Construct } from "constructs";
import { privateBucketProps } from "../constructs/private-bucket";
import { API_PREFIX } from "../../shared/api/contract";
import { CONTRACT_PDF_PATH, contentSecurityPolicy, contractPdfCsp, HSTS_SECONDS } from "../../shared/http/security-headers";

export interface WebStackProps extends StackProps {
  /** Domain of the HTTP API's execute-api endpoint. */
  apiDomainName: string;
  /** Sent as the origin header on every API request (the handler stack refuses requests without it). */
  originSecret: ISecret;
  /** dist/web to upload, when it has been built. */
  assetsDir?: string;
  /** Regional domain of the files bucket: the browser loads presigned images from it and uploads to it (CSP). */
  filesDomainName: string;
  /** The live socket API's host, which browsers open WebSockets to. */
  liveDomainName: string;
  /**
   * A custom domain with its ACM certificate (us-east-1). Only with one can CloudFront enforce TLS 1.2 for
   * viewers; on the default *.cloudfront.net certificate CloudFront keeps TLSv1 (ADR 0085).
   */
  domain?: { names: string[]; certificateArn: string };
}

/**
 * Client-side routes (no file extension in the last path segment) are rewritten to /index.html at the viewer
 * request. This is the SPA fallback; CloudFront's custom error responses would be distribution-wide and turn
 * the API's own 403/404 answers into index.html (ADR 0022).
 */
export const SPA_REWRITE = `function handler(event) {
  var r = event.request;
  var last = r.uri.substring(r.uri.lastIndexOf("/") + 1);
  if (last.indexOf(".") === -1) r.uri = "/index.html";
  return r;
}`;

/** The SPA on a private bucket behind CloudFront (Origin Access Control), with /api/* forwarded to the HTTP API. */
export class WebStack extends Stack {
  readonly site: Bucket;
  readonly distribution: Distribution;
  readonly securityHeaders: ResponseHeadersPolicy;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    this.site = new Bucket(this, "Site", {
      ...privateBucketProps,
      lifecycleRules: [{ noncurrentVersionExpiration: Duration.days(30) }],
    });

    const spaRewrite = new CfFunction(this, "SpaRewrite", {
      code: FunctionCode.fromInline(SPA_REWRITE),
      runtime: FunctionRuntime.JS_2_0,
      comment: "Serve index.html for client-side routes",
    });

    // Same headers as the local server (shared/http/security-headers.ts), on the SPA and on API answers.
    this.securityHeaders = new ResponseHeadersPolicy(this, "SecurityHeaders", {
      comment: "CSP, HSTS, no framing, nosniff, referrer policy",
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy(`https://${props.filesDomainName}`, `wss://${props.liveDomainName}`),
          override: true,
        },
        strictTransportSecurity: { accessControlMaxAge: Duration.seconds(HSTS_SECONDS), includeSubdomains: true, override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        contentTypeOptions: { override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
      },
    });

    // The contract PDF is framed by the deal page (ADR 0140): the same headers, but same-origin framing allowed.
    const contractPdfHeaders = new ResponseHeadersPolicy(this, "ContractPdfHeaders", {
      comment: "Contract PDF: framable by the app's own pages only",
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: contractPdfCsp(), override: true },
        strictTransportSecurity: { accessControlMaxAge: Duration.seconds(HSTS_SECONDS), includeSubdomains: true, override: true },
        frameOptions: { frameOption: HeadersFrameOption.SAMEORIGIN, override: true },
        contentTypeOptions: { override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
      },
    });
    // A dynamic reference: CloudFormation resolves the secret at deploy time, so no template holds its value.
    const apiOrigin = new HttpOrigin(props.apiDomainName, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      customHeaders: { [ORIGIN_HEADER]: props.originSecret.secretValue.unsafeUnwrap() },
    });
    const apiBehavior = {
      origin: apiOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      // With caching disabled, AllViewerExceptHostHeader also forwards Authorization; API Gateway needs its own Host.
      cachePolicy: CachePolicy.CACHING_DISABLED,
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: this.securityHeaders,
      compress: true,
    };

    this.distribution = new Distribution(this, "Cdn", {
      comment: "Recyclate web app and API",
      ...(props.domain
        ? {
            domainNames: props.domain.names,
            certificate: Certificate.fromCertificateArn(this, "Certificate", props.domain.certificateArn),
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      defaultRootObject: "index.html",
      httpVersion: HttpVersion.HTTP2_AND_3,
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.site),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        compress: true,
        responseHeadersPolicy: this.securityHeaders,
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        // First: CloudFront matches behaviors in order, and /api/* would take the PDF too.
        [`${API_PREFIX}${CONTRACT_PDF_PATH}`]: { ...apiBehavior, responseHeadersPolicy: contractPdfHeaders },
        [`${API_PREFIX}/*`]: apiBehavior,
      },
    });

    // Read once here: a web build running meanwhile may have removed it since config saw it.
    const indexHtml =
      props.assetsDir && existsSync(path.join(props.assetsDir, "index.html")) ? readFileSync(path.join(props.assetsDir, "index.html"), "utf8") : undefined;
    if (props.assetsDir && indexHtml !== undefined) {
      // Hashed assets are immutable; index.html is small and must never be stale after a deploy.
      new BucketDeployment(this, "Assets", {
        // CloudFront compresses at the edge (compress: true above); the build's .br/.gz copies are for the local server.
        sources: [Source.asset(props.assetsDir, { exclude: ["index.html", "meta.json", "*.br", "*.gz"] })],
        destinationBucket: this.site,
        cacheControl: [CacheControl.fromString("public, max-age=31536000, immutable")],
        prune: false,
      });
      new BucketDeployment(this, "Index", {
        sources: [Source.data("index.html", indexHtml)],
        destinationBucket: this.site,
        cacheControl: [CacheControl.noCache()],
        distribution: this.distribution,
        distributionPaths: ["/index.html"],
        prune: false,
      });
    }

    new CfnOutput(this, "Url", { value: `https://${this.distribution.distributionDomainName}` });
  }
}
