import { Match, type Template } from "aws-cdk-lib/assertions";
import { beforeAll, describe, expect, it } from "vitest";
import { synthApp, SYNTH_TIMEOUT } from "../testing";
import { ORIGIN_HEADER } from "../../functions/lib/secrets";
import { SPA_REWRITE } from "./web";

// Managed policy ids (AWS documentation, "Use managed cache/origin request policies").
const CACHING_DISABLED = "4135ea2d-6df8-44a3-9df3-4b5a84be39ad";
const ALL_VIEWER_EXCEPT_HOST = "b689b0a8-53d0-40ab-baf2-68738e2966ac";

const OWN_DOMAIN = { names: ["app.recyclate.example"], certificateArn: "arn:aws:acm:us-east-1:123456789012:certificate/x" };

describe("web stack", () => {
  // The shared synth (with a built SPA), and one without a build on the app's own domain.
  let t: Template;
  let bareOwnDomain: Template;
  beforeAll(() => {
    t = synthApp().template("web");
    bareOwnDomain = synthApp({ config: { webAssetsDir: undefined, webDomain: OWN_DOMAIN } }).template("web");
  }, SYNTH_TIMEOUT);

  it("serves a private bucket through Origin Access Control, never OAI or a public bucket", () => {
    t.resourceCountIs("AWS::CloudFront::OriginAccessControl", 1);
    t.resourceCountIs("AWS::CloudFront::CloudFrontOriginAccessIdentity", 0);
    t.hasResourceProperties("AWS::S3::Bucket", {
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      VersioningConfiguration: { Status: "Enabled" },
    });
    t.hasResourceProperties("AWS::S3::BucketPolicy", {
      PolicyDocument: {
        Statement: Match.arrayWith([Match.objectLike({ Action: "s3:GetObject", Principal: { Service: "cloudfront.amazonaws.com" }, Effect: "Allow" })]),
      },
    });
  });

  it("redirects to HTTPS, rewrites client-side routes to index.html, and forwards /api/* uncached", () => {
    t.hasResourceProperties("AWS::CloudFront::Distribution", {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: "index.html",
        DefaultCacheBehavior: Match.objectLike({
          ViewerProtocolPolicy: "redirect-to-https",
          FunctionAssociations: [Match.objectLike({ EventType: "viewer-request" })],
        }),
        CacheBehaviors: [
          // The contract PDF first (ADR 0140): same origin and caching, its own framing headers.
          Match.objectLike({
            PathPattern: "/api/deals/*/contract",
            ViewerProtocolPolicy: "redirect-to-https",
            CachePolicyId: CACHING_DISABLED,
            OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST,
          }),
          Match.objectLike({
            PathPattern: "/api/*",
            ViewerProtocolPolicy: "redirect-to-https",
            CachePolicyId: CACHING_DISABLED,
            OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST,
            AllowedMethods: Match.arrayWith(["GET", "PUT", "POST", "DELETE"]),
          }),
        ],
        // Error pages would apply to /api/* too and hide the API's own 403/404s.
        CustomErrorResponses: Match.absent(),
        Origins: Match.arrayWith([
          Match.objectLike({ OriginAccessControlId: Match.anyValue() }),
          Match.objectLike({ CustomOriginConfig: Match.objectLike({ OriginProtocolPolicy: "https-only" }) }),
        ]),
      }),
    });
  });

  it("sends the API origin the origin secret as a header, by a reference CloudFormation resolves at deploy", () => {
    const dist = Object.values(t.findResources("AWS::CloudFront::Distribution"))[0];
    const origins = dist.Properties.DistributionConfig.Origins as {
      CustomOriginConfig?: unknown;
      OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[];
    }[];
    const api = origins.filter((o) => o.CustomOriginConfig);
    expect(api).toHaveLength(1);
    const header = api[0].OriginCustomHeaders?.find((h) => h.HeaderName === ORIGIN_HEADER);
    expect(JSON.stringify(header?.HeaderValue)).toContain("{{resolve:secretsmanager:");
  });

  it("rewrites only extension-less paths to /index.html", () => {
    const handler = new Function(`${SPA_REWRITE}; return handler;`)() as (e: { request: { uri: string } }) => { uri: string };
    const uri = (u: string) => handler({ request: { uri: u } }).uri;
    expect(uri("/")).toBe("/index.html");
    expect(uri("/companies/42")).toBe("/index.html");
    expect(uri("/assets/main-abc.js")).toBe("/assets/main-abc.js");
    expect(uri("/favicon.svg")).toBe("/favicon.svg");
  });

  it("deploys dist/web only when it has been built", () => {
    bareOwnDomain.resourceCountIs("Custom::CDKBucketDeployment", 0);
    t.resourceCountIs("Custom::CDKBucketDeployment", 2);
  });

  it("sends CSP without inline script, HSTS, no framing, nosniff and a referrer policy on the SPA and the API", () => {
    t.hasResourceProperties("AWS::CloudFront::ResponseHeadersPolicy", {
      ResponseHeadersPolicyConfig: {
        SecurityHeadersConfig: {
          // Joined with the files bucket's domain (a token), so checked as text below.
          ContentSecurityPolicy: { ContentSecurityPolicy: Match.anyValue(), Override: true },
          StrictTransportSecurity: { AccessControlMaxAgeSec: 63072000, IncludeSubdomains: true, Override: true },
          FrameOptions: { FrameOption: "DENY", Override: true },
          ContentTypeOptions: { Override: true },
          ReferrerPolicy: { ReferrerPolicy: "strict-origin-when-cross-origin", Override: true },
        },
      },
    });
    const csp = JSON.stringify(t.findResources("AWS::CloudFront::ResponseHeadersPolicy"));
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    const dist = Object.values(t.findResources("AWS::CloudFront::Distribution"))[0].Properties.DistributionConfig;
    for (const b of [dist.DefaultCacheBehavior, ...dist.CacheBehaviors]) expect(b.ResponseHeadersPolicyId, b.PathPattern ?? "default").toBeDefined();
  });

  it("lets only the app's own pages frame the contract PDF (ADR 0140)", () => {
    t.hasResourceProperties("AWS::CloudFront::ResponseHeadersPolicy", {
      ResponseHeadersPolicyConfig: {
        SecurityHeadersConfig: Match.objectLike({
          ContentSecurityPolicy: { ContentSecurityPolicy: Match.stringLikeRegexp("default-src 'none'.*frame-ancestors 'self'"), Override: true },
          FrameOptions: { FrameOption: "SAMEORIGIN", Override: true },
        }),
      },
    });
    const dist = Object.values(t.findResources("AWS::CloudFront::Distribution"))[0].Properties.DistributionConfig;
    const [pdf, api] = dist.CacheBehaviors;
    expect(pdf.PathPattern).toBe("/api/deals/*/contract");
    expect(pdf.ResponseHeadersPolicyId).not.toEqual(api.ResponseHeadersPolicyId);
    expect(api.ResponseHeadersPolicyId).toEqual(dist.DefaultCacheBehavior.ResponseHeadersPolicyId);
  });

  it("requires TLS 1.2 from viewers when the app has its own domain", () => {
    bareOwnDomain.hasResourceProperties("AWS::CloudFront::Distribution", {
      DistributionConfig: {
        Aliases: ["app.recyclate.example"],
        ViewerCertificate: Match.objectLike({ MinimumProtocolVersion: "TLSv1.2_2021", SslSupportMethod: "sni-only" }),
      },
    });
  });
});
