import { kfairRoutes } from "../../shared/api/routes/kfair";
import * as KFair from "../core/kfair";
import { route } from "../lib/handler";

export const handler = route(kfairRoutes, "kfair.get", ({ params }) => KFair.get(params.id));
