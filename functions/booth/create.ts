import { boothRoutes } from "../../shared/api/routes/booth";
import * as Booth from "../core/booth";
import { Reply, route } from "../lib/handler";

export const handler = route(boothRoutes, "booth.create", async ({ body, auth }) => new Reply(201, await Booth.create(body, auth)));
