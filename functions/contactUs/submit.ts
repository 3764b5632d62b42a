import { contactUsRoutes } from "../../shared/api/routes/contactUs";
import * as ContactUs from "../core/contact-us";
import { Reply, route } from "../lib/handler";

export const handler = route(contactUsRoutes, "contactUs.submit", async ({ body, event }) => new Reply(201, await ContactUs.submit(body, event)));
