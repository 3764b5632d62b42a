import { createRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { App } from "./app/App";
import { routes } from "./app/routes";
import { initI18n } from "./lib/i18n";
import { initSession } from "./lib/session";

initSession();
void initI18n();
// Creating the router loads the matched routes' chunks and namespaces (routes.tsx) while the language files load.
const router = createBrowserRouter(routes);
createRoot(document.getElementById("root")!).render(<App router={router} />);
