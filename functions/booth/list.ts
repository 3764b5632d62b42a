import { boothRoutes } from "../../shared/api/routes/booth";
import * as Booth from "../core/booth";
import { route } from "../domains/route";

export const handler = route(boothRoutes, "booth.list", ({ query }) => Booth.list(query));
