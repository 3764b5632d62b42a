import { Box, Button, CloseButton, EmptyState, Flex, Heading, Link, Progress, Stack, Text } from "@chakra-ui/react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { CompanyAnswer } from "../../../../../shared/schemas/company";
import { documentContentTypes, MAX_DOCUMENT_BYTES } from "../../../../../shared/schemas/material-enums";
import { DocIcon } from "../../../../components/icons";
import { notify } from "../../../../components/toaster";
import { removeCompanyDocument, uploadCompanyDocuments } from "./api";
import { fileSizeLabel } from "../../../../lib/upload";

/** The company's PDFs: 'No documents found', several PDFs at once with progress, download, remove. */
export default function DocumentsTab({ company }: { company: CompanyAnswer }) {
  const { t } = useTranslation(["companyProfile", "toastMessages"]);
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<{ name: string; pct: number }[] | null>(null);
  const docs = company.documents ?? [];

  const upload = async (list: FileList | null) => {
    const files = [...(list ?? [])];
    if (input.current) input.current.value = "";
    if (!files.length) return;
    if (files.some((f) => !(documentContentTypes as readonly string[]).includes(f.type))) return notify.error(t("documents.pdfOnly"));
    if (files.some((f) => f.size > MAX_DOCUMENT_BYTES)) return notify.error(t("documents.tooLarge", { size: fileSizeLabel(MAX_DOCUMENT_BYTES) }));
    setProgress(files.map((f) => ({ name: f.name, pct: 0 })));
    try {
      await uploadCompanyDocuments(company.id, files, (i, pct) => setProgress((p) => p?.map((x, j) => (j === i ? { ...x, pct } : x)) ?? null));
      notify.success(t("documents.uploaded", { count: files.length }));
    } catch {
      notify.error(t("toastMessages:somethingWentWrong"));
    } finally {
      setProgress(null);
    }
  };
  const remove = async (fileId: string) => {
    try {
      await removeCompanyDocument(company.id, fileId);
    } catch {
      notify.error(t("toastMessages:somethingWentWrong"));
    }
  };

  return (
    <Stack gap="4" data-testid="company-documents">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="lg">
          {t("documents.title")}
        </Heading>
        <Button type="button" colorPalette="brand" size="sm" onClick={() => input.current?.click()} disabled={progress !== null} data-testid="upload-documents">
          + {t("documents.upload")}
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept={documentContentTypes.join(",")}
          onChange={(e) => upload(e.target.files)}
          data-testid="documents-input"
          aria-label={t("documents.upload")}
        />
      </Flex>
      {progress?.map((p) => (
        <Progress.Root key={p.name} value={p.pct} size="sm" colorPalette="brand" data-testid="upload-progress">
          <Progress.Label fontSize="xs">{t("documents.uploading", { name: p.name, progress: p.pct })}</Progress.Label>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      ))}
      {docs.length === 0 && progress === null ? (
        <EmptyState.Root borderWidth="1px" rounded="xl" bg="bg" data-testid="documents-empty">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <DocIcon />
            </EmptyState.Indicator>
            <EmptyState.Title>{t("documents.empty")}</EmptyState.Title>
            <EmptyState.Description>{t("documents.emptyText")}</EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Stack gap="0" borderWidth="1px" rounded="xl" bg="bg" divideY="1px">
          {docs.map((f) => (
            <Flex key={f.id} align="center" gap="3" px="4" py="3" data-testid="company-document">
              <DocIcon color="fg.muted" />
              <Box flex="1" minW="0">
                <Link href={f.url} target="_blank" rel="noreferrer" download={f.name} fontWeight="500" truncate display="block">
                  {f.name}
                </Link>
              </Box>
              <Text fontSize="xs" color="fg.muted">
                {fileSizeLabel(f.size)}
              </Text>
              <CloseButton size="xs" aria-label={t("documents.remove", { name: f.name })} onClick={() => remove(f.id)} data-testid="remove-document" />
            </Flex>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
