import { Duration, RemovalPolicy, Stack, type StackProps } from "aws-cdk-lib";
import { AttributeType, BillingMode, ProjectionType, Table } from "aws-cdk-lib/aws-dynamodb";
import { Bucket, HttpMethods } from "aws-cdk-lib/aws-s3";
import type { Construct } from "constructs";
import { privateBucketProps } from "../constructs/private-bucket";
import { tableKeys, TTL_ATTRIBUTE } from "../../functions/db/table";

export interface DataStackProps extends StackProps {
  uploadOrigins: string[];
}

/** The single table (from the same key schema the local stack and the ElectroDB entities use) and the files bucket. */
export class DataStack extends Stack {
  readonly table: Table;
  readonly files: Bucket;

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
        projectionType: ProjectionType.ALL,
      });
    }

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
      lifecycleRules: [{ abortIncompleteMultipartUploadAfter: Duration.days(7), noncurrentVersionExpiration: Duration.days(90) }],
    });
  }
}
