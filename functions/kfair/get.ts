import { kfairRoutes } from "../../shared/api/routes/kfair";
import * as KFair from "../core/kfair";
import { route } from "../domains/route";

export const handler = route(kfairRoutes, "kfair.get", ({ params }) => KFair.get(params.id));
