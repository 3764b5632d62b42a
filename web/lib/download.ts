import { requestText } from "./api";

/** A CSV export route's answer, saved by the browser as `<name>-<yyyy-mm-dd>.csv`. */
export async function downloadCsv(path: string, query: Record<string, string>, name: string) {
  const csv = await requestText(path, { query });
  const url = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = `${name}-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
