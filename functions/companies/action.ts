import { companiesRoutes } from "../../shared/api/routes/companies";
import { HttpError } from "../lib/errors";
import { route } from "../lib/handler";

// Contract placeholder (issue 11): replaced by the route's implementation.
export const handler = route(companiesRoutes, "companies.action", () => {
  throw new HttpError(501, "Not built yet");
});
