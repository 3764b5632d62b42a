import { samplesRoutes } from "../../shared/api/routes/samples";
import * as Samples from "../core/samples";
import { route } from "../lib/handler";

export const handler = route(samplesRoutes, "samples.list", ({ query }) => Samples.list(query));
