import { contactUsRoutes } from "../../shared/api/routes/contactUs";
import * as ContactUs from "../core/contact-us";
import { Reply } from "../lib/handler";
import { route } from "../domains/route";

export const handler = route(contactUsRoutes, "contactUs.submit", async ({ body, event }) => new Reply(201, await ContactUs.submit(body, event)));
