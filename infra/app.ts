import { App } from "aws-cdk-lib";
import { configFromContext } from "./config";
import { buildApp } from "./recyclate";

/** Entry of `cdk synth|deploy` (cdk.json). Synthesizes offline: explicit region, no lookups. */
const app = new App();
buildApp(app, configFromContext(app));
