import { boothRoutes } from "../../shared/api/routes/booth";
import * as Booth from "../core/booth";
import { Reply } from "../lib/handler";
import { route } from "../domains/route";

export const handler = route(boothRoutes, "booth.create", async ({ body, auth }) => new Reply(201, await Booth.create(body, auth)));
