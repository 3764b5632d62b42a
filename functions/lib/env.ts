/** Settings every handler reads; CDK sets them in AWS, scripts/local/env.ts sets them locally. */
function required(name: string): string {
  const v = process.env[name];
  if (!v) throw new Error(`Missing environment variable ${name}`);
  return v;
}

export const env = {
  get region() {
    return process.env.AWS_REGION ?? "eu-central-1";
  },
  get tableName() {
    return required("TABLE_NAME");
  },
  get bucketName() {
    return required("BUCKET_NAME");
  },
  get userPoolId() {
    return required("USER_POOL_ID");
  },
  get userPoolClientId() {
    return required("USER_POOL_CLIENT_ID");
  },
  /** Sender address of outgoing e-mail (the SES identity). */
  get mailFrom() {
    return process.env.MAIL_FROM ?? "no-reply@recyclate.example.com";
  },
  /** Local emulator endpoints; unset in AWS. */
  endpoint(service: "DYNAMODB" | "S3" | "COGNITO" | "SES" | "SFN"): string | undefined {
    return process.env[`${service}_ENDPOINT`] || undefined;
  },
};
