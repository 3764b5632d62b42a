import { meRoutes } from "../../shared/api/routes/me";
import * as Contacts from "../core/contacts";
import { route } from "../lib/handler";

export const handler = route(meRoutes, "me.get", ({ auth }) => Contacts.me(auth));
