import { kfairRoutes } from "../../shared/api/routes/kfair";
import * as KFair from "../core/kfair";
import { route } from "../domains/route";

export const handler = route(kfairRoutes, "kfair.decide", ({ params, body, auth }) => KFair.decide(params.id, body, auth));
