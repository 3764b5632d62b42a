import { writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { sendEmail } from "../../functions/integrations/email/send";
import { ROOT } from "../local/config";
import { DEMO_PASSWORD, SEEDED_COMPANY } from "../seed/demo-companies";
import { webMeta, MISSING_BUILD } from "./web-meta";
import { runIfMain, withBenchStack } from "./bench-stack";
import { percentile } from "./stats";

/**
 * Company e-mail budgets (ADR 0151):
 * - the compose screen's JS beyond the layout (gzip -9, from dist/web/meta.json of `npm run build:web`): the
 *   messages tab route chunk and the lazily loaded editor chunk with their static imports, less what the entry
 *   and the signed-in layout already load; and proof that no chunk holding TipTap/ProseMirror is among the
 *   /login route's chunks (nor the layout's);
 * - POST /companies/{id}/email-messages p50/p99 (auth, validation, sanitising, company read, SES, the write)
 *   against the floor: the same SES SendEmail straight to the emulator; and the pixel's p50/p99.
 */
const SENDS = Number(process.env.EMAIL_SENDS ?? 60);
const COMPANY = SEEDED_COMPANY.reciclados;

const ms = (x: number) => `${x.toFixed(1)} ms`;
const kib = (b: number) => `${(b / 1024).toFixed(1)} KiB`;

function webFigures(): { lines: string[]; ok: boolean } {
  const meta = webMeta();
  if (!meta) return { lines: [MISSING_BUILD], ok: false };
  const { outputs, gz, by, closure } = meta;
  const entry = by("web/main.tsx");
  const layout = closure(by("web/app/layout/AppLayout.tsx"), closure(entry));
  const login = closure(by("web/features/auth/pages/LoginPage.tsx"), closure(entry));
  const beyond = (...chunks: (string | undefined)[]) => {
    const files = new Set<string>();
    for (const c of chunks) closure(c, files);
    return [...files].filter((f) => !layout.has(f)).reduce((n, f) => n + gz(f), 0);
  };
  const tab = by("web/features/email/pages/MessagesTabRoute.tsx");
  const editor = by("web/features/email/components/RichTextEditor.tsx");
  const company = by("web/features/companies/pages/CompanyPage.tsx");
  if (!tab || !editor) return { lines: ["(messages tab or editor chunk not found: is the editor still lazily imported?)"], ok: false };
  // Chunks that carry the editor's code: any output with a TipTap or ProseMirror input.
  const editorFiles = Object.keys(outputs).filter(
    (o) => o.endsWith(".js") && Object.keys(outputs[o].inputs).some((i) => /node_modules\/(@tiptap|prosemirror-)/.test(i)),
  );
  const inLogin = editorFiles.filter((f) => login.has(f));
  const inLayout = editorFiles.filter((f) => layout.has(f));
  const inTab = editorFiles.filter((f) => closure(tab).has(f));
  const lines = [
    "| what | gzip -9, beyond the entry and layout |",
    "| --- | --- |",
    `| Messages tab (list and pane, DOMPurify) | ${kib(beyond(tab))} |`,
    `| TipTap editor chunk + its imports (on opening Compose) | ${kib(beyond(editor))} |`,
    `| Compose screen: tab + editor | ${kib(beyond(tab, editor))} |`,
    `| (the company page around it, shared by every tab) | ${kib(beyond(company))} |`,
    "",
    `Chunks holding TipTap/ProseMirror: ${editorFiles.length} (${editorFiles.map((f) => path.basename(f)).join(", ")}).`,
    `Of them among the /login route's ${login.size} chunks: ${inLogin.length}; in the layout's ${layout.size}: ${inLayout.length}; loaded statically with the messages tab: ${inTab.length}.`,
  ];
  return { lines, ok: inLogin.length === 0 && inLayout.length === 0 && inTab.length === 0 };
}

export async function main(): Promise<string> {
  const web = webFigures();
  console.log(web.lines.join("\n"));
  return withBenchStack("email", { appPort: Number(process.env.APP_PORT ?? 4100), portBase: Number(process.env.PORT_BASE ?? 4110) }, async (stack) => {
    Object.assign(process.env, stack.env);
    const base = `${stack.url}/api`;
    const auth = await fetch(`${base}/auth/authenticate`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "admin@example.com", password: DEMO_PASSWORD }),
    });
    const token = ((await auth.json()) as { accessToken: string }).accessToken;
    const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    const html =
      `<h1>Recycled PP</h1><p>Dear Lucía,</p><p>we have <strong>rPP</strong> available: <a href="https://recyclate.example.com/catalog">catalogue</a>.</p><ul><li>MFI 12</li><li>400 t/month</li></ul>`.repeat(
        3,
      );

    const api: number[] = [];
    const floor: number[] = [];
    const pixel: number[] = [];
    const ids: string[] = [];
    // Warm both paths first (first SDK call, first handler import).
    for (let i = 0; i < 3; i++) {
      await sendEmail({ from: "bench@recyclate.example.com", to: ["warm@bench.example"], subject: "warm", html });
      await fetch(`${base}/companies/${COMPANY}/email-messages`, {
        method: "POST",
        headers,
        body: JSON.stringify({ message: { to: [{ email: "warm@bench.example" }], subject: "warm", body: html } }),
      });
    }
    // Interleaved, so load on the shared machine hits both alike.
    for (let i = 0; i < SENDS; i++) {
      let t = performance.now();
      await sendEmail({ from: "bench@recyclate.example.com", to: [`r${i}@bench.example`], subject: `floor ${i}`, html });
      floor.push(performance.now() - t);
      t = performance.now();
      const r = await fetch(`${base}/companies/${COMPANY}/email-messages`, {
        method: "POST",
        headers,
        body: JSON.stringify({ message: { to: [{ name: null, email: `r${i}@bench.example` }], subject: `bench ${i}`, body: html } }),
      });
      const body = (await r.json()) as { id: string };
      api.push(performance.now() - t);
      if (r.status !== 201) throw new Error(`send answered ${r.status}: ${JSON.stringify(body)}`);
      ids.push(body.id);
    }
    for (const id of ids) {
      const t = performance.now();
      await (await fetch(`${base}/emails/${id}/opened`)).arrayBuffer();
      pixel.push(performance.now() - t);
    }
    const rows = [
      "| call | p50 | p99 | p50 / floor |",
      "| --- | --- | --- | --- |",
      `| raw SES SendEmail to the emulator (floor) | ${ms(percentile(floor, 50))} | ${ms(percentile(floor, 99))} | 1.00× |`,
      `| POST /companies/{id}/email-messages | ${ms(percentile(api, 50))} | ${ms(percentile(api, 99))} | ${(percentile(api, 50) / percentile(floor, 50)).toFixed(2)}× |`,
      `| GET /emails/{id}/opened (first load: the conditional write) | ${ms(percentile(pixel, 50))} | ${ms(percentile(pixel, 99))} | |`,
    ];
    console.log(rows.join("\n"));
    const out = [
      "# Benchmarks: company e-mail",
      "",
      `Measured ${new Date().toISOString().slice(0, 16)}Z on ${cpus().length} cores (load ${loadavg()[0].toFixed(2)}), local stack (in-process handlers, aws-ses-v2-local, the local DynamoDB emulator). \`npx tsx scripts/bench/email.ts\` after \`npm run build:web\`.`,
      "",
      "## Compose screen JS (ADR 0151: the editor in its own chunk)",
      "",
      ...web.lines,
      "",
      `Editor kept out of /login and the layout: **${web.ok ? "yes" : "NO"}**.`,
      "",
      `## Send latency (${SENDS} sends each, interleaved, one client)`,
      "",
      ...rows,
      "",
      "The API's send adds, over the raw SES call: the HTTP hop, the session check, zod validation, the sanitiser, the company read and the message write.",
      "",
    ].join("\n");
    writeFileSync(path.join(ROOT, "docs/benchmarks-email.md"), out);
    if (!web.ok) process.exitCode = 1;
    return out;
  });
}

await runIfMain(import.meta.url, main);
