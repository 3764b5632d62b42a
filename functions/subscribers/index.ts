import type { Needs } from "../../shared/api/contract";

/**
 * Lambdas subscribed to an SNS topic of the app, off any request path (infra/constructs/topic-subscriber.ts
 * makes each one; its grants derive from `needs` alone, as for routes, workflow tasks and jobs).
 */
export interface SubscriberEntry {
  /** "subscriber.<name>": the bundle folder and the Lambda's construct id. */
  id: string;
  /** Handler source relative to the repository root (export `handler`). */
  handler: string;
  needs: Needs;
  /** The topic it reads: "mailFeedback" is the SES configuration set's bounces and complaints (infra/stacks/email.ts). */
  topic: "mailFeedback";
  timeoutSeconds: number;
  description: string;
}

export const subscriberTable: SubscriberEntry[] = [
  {
    id: "subscriber.mailFeedback",
    handler: "functions/subscribers/mail-feedback.ts",
    // Suppression records and the contacts' suppression fact.
    needs: { table: "write" },
    topic: "mailFeedback",
    timeoutSeconds: 60,
    description: "SES bounces and complaints: suppress the addresses and mark their contacts",
  },
];
