import { certificatesRoutes } from "../../../shared/api/routes/certificates";
import { defineDomain } from "../define";

/** A company's certificate register: staff and the company's own users, deployed with the companies. */
export const certificatesDomain = defineDomain({ routes: certificatesRoutes, area: "intelligence" });
