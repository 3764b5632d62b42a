import { defineRoutes } from "./contract";

/** Datasheet PDFs and material-from-datasheet extraction. */
export const datasheetRoutes = defineRoutes({});
