import { Alert, Box, Button, chakra, CloseButton, Dialog, Flex, Link, List, Portal, Progress, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { validationText } from "../../../lib/validationMessages";
import { cleanText } from "../../../../shared/schemas/text";
import { importCompanyRows, refreshAfterImport } from "../api";
import { importInBatches, type ImportReport } from "../importBatches";
import { guessMapping, importChunks, issueField, type ColumnMapping } from "../importMapping";
import { MappingList } from "./ImportMappingList";

/** Larger files are refused before anything is sent (the import is for address books, not data dumps). */
const MAX_ROWS = 5000;

type Step =
  | { kind: "pick"; error?: string }
  | { kind: "map"; fileName: string; headers: string[]; records: Record<string, string>[]; mapping: ColumnMapping }
  | { kind: "importing"; done: number; total: number; report: ImportReport; retrying: number }
  | { kind: "done"; summary: ImportReport; total: number };

async function parseCsv(file: File) {
  const { default: Papa } = await import("papaparse");
  return new Promise<{ headers: string[]; records: Record<string, string>[] }>((resolve, reject) =>
    Papa.parse<Record<string, string>>(file, {
      header: true,
      skipEmptyLines: "greedy",
      transformHeader: (h) => cleanText(h).trim(),
      // A cell of a badly encoded file (NUL, other control characters) would make the API refuse its chunk.
      transform: (value) => cleanText(value),
      complete: (r) => resolve({ headers: (r.meta.fields ?? []).filter(Boolean), records: r.data }),
      error: reject,
    }),
  );
}

/**
 * Import companies with a contact from a CSV file: pick, map columns (guessed, changeable, with a
 * preview of the first rows), import in chunks with a progress bar, then the result: how many were imported,
 * each refused row with its reasons, each duplicate with the company it matches (not imported twice).
 */
export default function ImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation("companies");
  const [step, setStep] = useState<Step>({ kind: "pick" });

  const pick = async (file: File | undefined) => {
    if (!file) return;
    try {
      const { headers, records } = await parseCsv(file);
      if (!headers.length || !records.length) return setStep({ kind: "pick", error: t("import.empty") });
      if (records.length > MAX_ROWS) return setStep({ kind: "pick", error: t("import.tooMany", { count: MAX_ROWS }) });
      setStep({ kind: "map", fileName: file.name, headers, records, mapping: guessMapping(headers) });
    } catch {
      setStep({ kind: "pick", error: t("import.unreadable") });
    }
  };

  const run = async (records: Record<string, string>[], mapping: ColumnMapping) => {
    // Each batch goes through the API client's ordinary call; a call without an answer is sent again under the
    // batch's Idempotency-Key, and its rows count as done only once the server answered for them (importBatches.ts).
    const summary = await importInBatches(importChunks(records, mapping), importCompanyRows, {
      onProgress: ({ done, total, report, retrying }) => setStep({ kind: "importing", done, total, report, retrying }),
    });
    void refreshAfterImport();
    setStep({ kind: "done", summary, total: records.length });
  };

  const busy = step.kind === "importing";
  return (
    <Dialog.Root
      open
      size={{ base: "full", md: "xl" }}
      scrollBehavior="inside"
      closeOnInteractOutside={!busy}
      onOpenChange={(e) => !e.open && !busy && onClose()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="import-dialog">
            <Dialog.Header>
              <Dialog.Title>{t("import.title")}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {step.kind === "pick" && (
                <Stack gap="4">
                  <Text color="fg.muted">{t("import.intro")}</Text>
                  <Box>
                    <chakra.label htmlFor="import-file" fontWeight="500" display="block" mb="1">
                      {t("import.file")}
                    </chakra.label>
                    <input id="import-file" type="file" accept=".csv,text/csv" data-testid="import-file" onChange={(e) => void pick(e.target.files?.[0])} />
                  </Box>
                  {step.error && (
                    <Alert.Root status="error" data-testid="import-error">
                      <Alert.Indicator />
                      <Alert.Title>{step.error}</Alert.Title>
                    </Alert.Root>
                  )}
                </Stack>
              )}
              {step.kind === "map" && (
                <Stack gap="4" data-testid="import-mapping">
                  <Text>{t("import.found", { count: step.records.length, file: step.fileName })}</Text>
                  <MappingList headers={step.headers} records={step.records} mapping={step.mapping} onChange={(mapping) => setStep({ ...step, mapping })} />
                  {!Object.values(step.mapping).includes("name") && (
                    <Alert.Root status="warning" data-testid="import-needs-name">
                      <Alert.Indicator />
                      <Alert.Title>{t("import.needsName")}</Alert.Title>
                    </Alert.Root>
                  )}
                </Stack>
              )}
              {step.kind === "importing" && (
                <Stack gap="3" data-testid="import-progress">
                  <Text>{t("import.importing", { done: step.done, total: step.total })}</Text>
                  <Text color="fg.muted" fontSize="sm" data-testid="import-progress-counts">
                    {t("import.soFar", { imported: step.report.imported.length, duplicates: step.report.duplicates.length, failed: step.report.failed.length })}
                  </Text>
                  {step.retrying > 0 && (
                    <Text color="fg.warning" fontSize="sm" data-testid="import-retrying">
                      {t("import.retrying", { attempt: step.retrying })}
                    </Text>
                  )}
                  <Progress.Root value={step.total ? Math.round((step.done / step.total) * 100) : 0} colorPalette="brand" aria-label={t("import.progress")}>
                    <Progress.Track>
                      <Progress.Range />
                    </Progress.Track>
                  </Progress.Root>
                </Stack>
              )}
              {step.kind === "done" && <ImportResult summary={step.summary} total={step.total} />}
            </Dialog.Body>
            <Dialog.Footer>
              {step.kind === "map" && (
                <>
                  <Button type="button" variant="ghost" onClick={() => setStep({ kind: "pick" })}>
                    {t("import.back")}
                  </Button>
                  <Button
                    type="button"
                    colorPalette="brand"
                    disabled={!Object.values(step.mapping).includes("name")}
                    onClick={() => void run(step.records, step.mapping)}
                    data-testid="import-start"
                  >
                    {t("import.start", { count: step.records.length })}
                  </Button>
                </>
              )}
              {(step.kind === "pick" || step.kind === "done") && (
                <Button type="button" variant={step.kind === "done" ? "solid" : "ghost"} colorPalette="brand" onClick={onClose} data-testid="import-close">
                  {t("import.close")}
                </Button>
              )}
            </Dialog.Footer>
            {!busy && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t("import.close")} />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function ImportResult({ summary, total }: { summary: ImportReport; total: number }) {
  const { t } = useTranslation("companies");
  const field = (path: string) => {
    const f = issueField(path);
    return f ? `${t(`fields.${f}`, { defaultValue: f })}: ` : "";
  };
  return (
    <Stack gap="4" data-testid="import-result">
      <Alert.Root status={summary.failed.length || summary.unconfirmed.length ? "warning" : "success"}>
        <Alert.Indicator />
        <Alert.Title
          data-testid="import-summary"
          data-imported={summary.imported.length}
          data-failed={summary.failed.length}
          data-duplicates={summary.duplicates.length}
        >
          {t("import.summary", { imported: summary.imported.length, total, failed: summary.failed.length, duplicates: summary.duplicates.length })}
        </Alert.Title>
      </Alert.Root>
      {summary.unconfirmed.length > 0 && (
        <Alert.Root status="warning" data-testid="import-unconfirmed" data-rows={summary.unconfirmed.length}>
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t("import.unconfirmedTitle", { count: summary.unconfirmed.length })}</Alert.Title>
            <Alert.Description>{t("import.unconfirmedText", { rows: summary.unconfirmed.map((r) => r.row).join(", ") })}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {summary.failed.length > 0 && (
        <Box>
          <Text fontWeight="600" mb="1">
            {t("import.failedTitle")}
          </Text>
          <List.Root gap="1" ps="5" data-testid="import-failed">
            {summary.failed.map((f) => (
              <List.Item key={f.row} data-row={f.row}>
                <Text as="span" fontWeight="500">
                  {t("import.row", { row: f.row })}
                </Text>{" "}
                {f.issues.map((i) => `${field(i.path)}${validationText(i.message)}`).join("; ")}
              </List.Item>
            ))}
          </List.Root>
        </Box>
      )}
      <CompanyRows
        title={t("import.duplicatesTitle")}
        testId="import-duplicates"
        rows={summary.duplicates.map((d) => ({
          key: String(d.row),
          row: d.row,
          companyId: d.companyId,
          name: d.name,
          reason: t(`duplicates.reason.${d.reason}`, { defaultValue: d.reason }),
        }))}
      />
      <CompanyRows
        title={t("import.skippedTitle")}
        testId="import-skipped"
        rows={(summary.skipped ?? []).map((d) => ({ key: `${d.row}-${d.contact}`, row: d.row, companyId: d.companyId, name: d.name }))}
      />
    </Stack>
  );
}

/** A titled list of import rows, each linking to the company it concerns (with the reason, when there is one); nothing when empty. */
function CompanyRows({
  title,
  testId,
  rows,
}: {
  title: string;
  testId: string;
  rows: { key: string; row: number; companyId: string; name: string; reason?: string }[];
}) {
  const { t } = useTranslation("companies");
  if (!rows.length) return null;
  return (
    <Box>
      <Text fontWeight="600" mb="1">
        {title}
      </Text>
      <List.Root gap="1" ps="5" data-testid={testId}>
        {rows.map((d) => (
          <List.Item key={d.key} data-row={d.row}>
            <Flex gap="1" wrap="wrap">
              <Text as="span" fontWeight="500">
                {t("import.row", { row: d.row })}
              </Text>
              {d.reason !== undefined && <Text as="span">{d.reason}:</Text>}
              <Link asChild color="brand.fg">
                <RouterLink to={`/companies/${d.companyId}`}>{d.name}</RouterLink>
              </Link>
            </Flex>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
