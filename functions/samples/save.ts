import { samplesRoutes } from "../../shared/api/routes/samples";
import * as Samples from "../core/samples";
import { Reply, route } from "../lib/handler";

export const handler = route(samplesRoutes, "samples.save", async ({ body, auth }) => {
  const { sample, created } = await Samples.save(body, auth);
  return created ? new Reply(201, sample) : sample;
});
