import { CfnOutput, Stack, type StackProps } from "aws-cdk-lib";
import { PolicyStatement, ServicePrincipal } from "aws-cdk-lib/aws-iam";
import { Key } from "aws-cdk-lib/aws-kms";
import { ConfigurationSet, EmailIdentity, EmailSendingEvent, EventDestination, Identity, SuppressionReasons } from "aws-cdk-lib/aws-ses";
import { Topic } from "aws-cdk-lib/aws-sns";
import type { Construct } from "constructs";

export interface EmailStackProps extends StackProps {
  /** Verify a whole domain (DKIM records to add to DNS) when given, else the single `from` address. */
  domain?: string;
  from: string;
}

/**
 * The SES identity mail goes out from (Lambdas get ses:SendEmail on it: infra/permissions.ts) and the
 * configuration set every send names (MAIL_CONFIGURATION_SET): reputation metrics on, its bounces and
 * complaints published to the feedback topic, which functions/subscribers/mail-feedback.ts reads (ADR 0172).
 * No open or click tracking here: the product's own pixel records opens (docs/architecture.md).
 * A domain identity signs with Easy DKIM; its three CNAME records are outputs ops publish in DNS.
 */
export class EmailStack extends Stack {
  readonly identity: EmailIdentity;
  readonly from: string;
  readonly configurationSet: ConfigurationSet;
  /** SES bounces and complaints, as the configuration set's event destination publishes them. */
  readonly feedback: Topic;

  constructor(scope: Construct, id: string, props: EmailStackProps) {
    super(scope, id, props);
    this.from = props.from;
    this.configurationSet = new ConfigurationSet(this, "ConfigurationSet", {
      reputationMetrics: true,
      // SES's own list too: a send SES knows would bounce is dropped there even if ours missed it.
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    // The reports name recipients (personal data): encrypted with a key SES may use to publish.
    const key = new Key(this, "FeedbackKey", { enableKeyRotation: true, description: "Encrypts the SES bounce and complaint topic" });
    key.addToResourcePolicy(
      new PolicyStatement({
        principals: [new ServicePrincipal("ses.amazonaws.com")],
        actions: ["kms:GenerateDataKey*", "kms:Decrypt"],
        resources: ["*"],
        conditions: { StringEquals: { "aws:SourceAccount": this.account } },
      }),
    );
    this.feedback = new Topic(this, "Feedback", { displayName: "SES bounces and complaints", masterKey: key, enforceSSL: true });
    this.configurationSet.addEventDestination("Feedback", {
      destination: EventDestination.snsTopic(this.feedback),
      events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
    });
    this.identity = new EmailIdentity(this, "Identity", {
      identity: props.domain ? Identity.domain(props.domain) : Identity.email(props.from),
      configurationSet: this.configurationSet,
      // Easy DKIM (SES's 2048-bit keys, rotated by SES); an address identity signs with its domain's, if any.
      ...(props.domain ? { dkimSigning: true } : {}),
    });
    new CfnOutput(this, "ConfigurationSetName", {
      value: this.configurationSet.configurationSetName,
      description: "The SES configuration set every send names",
    });
    // Easy DKIM: three CNAMEs (name → value) to publish in the domain's DNS; SES verifies the domain by them.
    if (props.domain) {
      this.identity.dkimRecords.forEach((r, i) => {
        new CfnOutput(this, `DkimRecord${i + 1}Name`, { value: r.name, description: `DKIM CNAME ${i + 1} of 3: record name` });
        new CfnOutput(this, `DkimRecord${i + 1}Value`, { value: r.value, description: `DKIM CNAME ${i + 1} of 3: record value` });
      });
    }
  }
}
