import { boothRoutes } from "../../shared/api/routes/booth";
import { HttpError } from "../lib/errors";
import { route } from "../lib/handler";

// Contract placeholder (issue 11): replaced by the route's implementation.
export const handler = route(boothRoutes, "booth.list", () => {
  throw new HttpError(501, "Not built yet");
});
