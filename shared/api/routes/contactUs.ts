import { ContactUsInput } from "../../schemas/contact-us";
import { defineRoutes } from "../contract";

/**
 * The public contact page's request (the path is ours, ADR 0148 names it). Stores the request and starts the contactUs workflow, which matches and e-mails
 * the shortlist. Public: rate-limited per address and per recipient, body-limited, honeypot-guarded.
 */
export const contactUsRoutes = defineRoutes({
  "contactUs.submit": {
    method: "POST",
    path: "/contact-us",
    access: "public",
    body: ContactUsInput,
    maxBodyBytes: 16 * 1024,
    needs: { table: "write", stateMachines: ["contactUs"] },
  },
});

import type { ContactUsReceipt } from "../../schemas/contact-us";

export interface ContactUsResponses {
  "contactUs.submit": ContactUsReceipt;
}
