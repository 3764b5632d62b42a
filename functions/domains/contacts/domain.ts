import { contactsRoutes } from "../../../shared/api/routes/contacts";
import { defineDomain } from "../define";

/** Contacts: people at companies, deployed with the CRM. */
export const contactsDomain = defineDomain({ routes: contactsRoutes, area: "crm" });
