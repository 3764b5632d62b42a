import { RemovalPolicy } from "aws-cdk-lib";
import { BlockPublicAccess, BucketEncryption, ObjectOwnership, type BucketProps } from "aws-cdk-lib/aws-s3";

/**
 * The security baseline of every bucket we own (checked by infra/security.test.ts): no public access, owner
 * enforced, encrypted, TLS only, versioned, kept when the stack goes.
 */
export const privateBucketProps = {
  blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
  objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
  encryption: BucketEncryption.S3_MANAGED,
  enforceSSL: true,
  versioned: true,
  removalPolicy: RemovalPolicy.RETAIN,
} satisfies BucketProps;
