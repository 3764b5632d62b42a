import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { initI18n } from "./lib/i18n";
import { initSession } from "./lib/session";

initSession();
void initI18n();
createRoot(document.getElementById("root")!).render(<App />);
