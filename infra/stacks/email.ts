import { Stack, type StackProps } from "aws-cdk-lib";
import { EmailIdentity, Identity } from "aws-cdk-lib/aws-ses";
import type { Construct } from "constructs";

export interface EmailStackProps extends StackProps {
  /** Verify a whole domain (DKIM records to add to DNS) when given, else the single `from` address. */
  domain?: string;
  from: string;
}

/** The SES identity mail goes out from; Lambdas get ses:SendEmail on it (infra/permissions.ts). */
export class EmailStack extends Stack {
  readonly identity: EmailIdentity;
  readonly from: string;

  constructor(scope: Construct, id: string, props: EmailStackProps) {
    super(scope, id, props);
    this.from = props.from;
    this.identity = new EmailIdentity(this, "Identity", {
      identity: props.domain ? Identity.domain(props.domain) : Identity.email(props.from),
    });
  }
}
