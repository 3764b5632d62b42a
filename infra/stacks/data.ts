import { Duration, RemovalPolicy, Stack, type StackProps } from "aws-cdk-lib";
import { AttributeType, BillingMode, ProjectionType, Table } from "aws-cdk-lib/aws-dynamodb";
import { Bucket, HttpMethods } from "aws-cdk-lib/aws-s3";
import { Secret } from "aws-cdk-lib/aws-secretsmanager";
import type { Construct } from "constructs";
import { privateBucketProps } from "../constructs/private-bucket";
import { tableKeys, TTL_ATTRIBUTE } from "../../functions/db/table";
import { PENDING_UPLOADS } from "../../shared/api/contract";

export interface DataStackProps extends StackProps {
  uploadOrigins: string[];
}

/** The single table (from the same key schema the local stack and the ElectroDB entities use) and the files bucket. */
export class DataStack extends Stack {
  readonly table: Table;
  readonly files: Bucket;
  /** The key list cursors are sealed with (functions/db/cursor.ts, ADR 0080); generated, never in the template. */
  readonly cursorKey: Secret;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const key = (name: string) => ({ name, type: AttributeType.STRING });
    this.table = new Table(this, "Table", {
      partitionKey: key(tableKeys.partitionKey),
      sortKey: key(tableKeys.sortKey),
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
      // Sessions and rate-limit counters carry their end (epoch seconds); nothing else sets this attribute.
      timeToLiveAttribute: TTL_ATTRIBUTE,
    });
    for (const g of tableKeys.globalIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: g.indexName,
        partitionKey: key(g.partitionKey),
        sortKey: key(g.sortKey),
        ...("projects" in g ? { projectionType: ProjectionType.INCLUDE, nonKeyAttributes: [...g.projects] } : { projectionType: ProjectionType.ALL }),
      });
    }

    this.cursorKey = new Secret(this, "CursorKey", {
      description: "HMAC key of list cursors (ADR 0080). Replacing it only invalidates open cursors.",
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });

    this.files = new Bucket(this, "Files", {
      ...privateBucketProps,
      // The browser uploads straight to S3 with presigned PUT/POST; downloads use presigned GETs.
      cors: [
        {
          allowedOrigins: props.uploadOrigins,
          allowedMethods: [HttpMethods.PUT, HttpMethods.POST, HttpMethods.GET, HttpMethods.HEAD],
          allowedHeaders: ["*"],
          exposedHeaders: ["ETag"],
          maxAge: 3600,
        },
      ],
      lifecycleRules: [
        { abortIncompleteMultipartUploadAfter: Duration.days(7), noncurrentVersionExpiration: Duration.days(90) },
        // Uploads never registered (ADR 0162): gone a day after they landed, with their versions; S3 then
        // removes the delete markers that are left (a rule with days does that itself).
        {
          id: "ExpirePendingUploads",
          prefix: PENDING_UPLOADS.prefix,
          expiration: Duration.days(PENDING_UPLOADS.days),
          noncurrentVersionExpiration: Duration.days(PENDING_UPLOADS.days),
          abortIncompleteMultipartUploadAfter: Duration.days(PENDING_UPLOADS.days),
        },
      ],
    });
  }
}
