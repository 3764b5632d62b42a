import type { SNSEvent } from "aws-lambda";
import { applyFeedback } from "../core/mail-feedback";

/** Subscribed to the SES feedback topic (functions/subscribers/index.ts): see functions/core/mail-feedback (ADR 0172). */
export const handler = async (event: SNSEvent) => applyFeedback(event);
