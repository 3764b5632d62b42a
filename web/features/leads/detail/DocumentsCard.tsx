import { Box, Button, Card, Flex, Heading, Link, Progress, Stack, Text } from "@chakra-ui/react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Lead } from "../../../../shared/schemas/lead";
import { documentContentTypes, MAX_DOCUMENT_BYTES } from "../../../../shared/schemas/material-enums";
import { DocIcon } from "../../../components/icons";
import { notify } from "../../../components/toaster";
import { uploadLeadDocument } from "./api";

const size = (n: number) => (n < 1024 * 1024 ? `${Math.max(1, Math.round(n / 1024))} KB` : `${(n / 1024 / 1024).toFixed(1)} MB`);

/**
 * The lead's documents: the types the schema's DocumentRecord allows (PDF), one file per
 * upload with its progress; each link opens the file's signed download address in a new tab.
 */
export function DocumentsCard({ lead }: { lead: Lead }) {
  const { t } = useTranslation(["leads", "toastMessages"]);
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<{ name: string; pct: number } | null>(null);
  const docs = lead.documents ?? [];

  const upload = async (file: File | undefined) => {
    if (input.current) input.current.value = "";
    if (!file) return;
    if (!(documentContentTypes as readonly string[]).includes(file.type)) return notify.error(t("detail.documents.wrongType"));
    if (file.size > MAX_DOCUMENT_BYTES) return notify.error(t("detail.documents.tooLarge", { size: size(MAX_DOCUMENT_BYTES) }));
    setProgress({ name: file.name, pct: 0 });
    try {
      await uploadLeadDocument(lead.id, file, (pct) => setProgress({ name: file.name, pct }));
      notify.success(t("detail.toast.fileUploaded"));
    } catch {
      notify.error(t("toastMessages:somethingWentWrong"));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Card.Root rounded="xl" size="sm" data-testid="lead-documents-card">
      <Card.Header>
        <Flex justify="space-between" align="center" gap="2">
          <Heading as="h2" size="md">
            {t("detail.documents.title")}
          </Heading>
          <Button size="xs" variant="outline" onClick={() => input.current?.click()} disabled={progress !== null} data-testid="lead-upload-document">
            {t("detail.documents.upload")}
          </Button>
          <input
            ref={input}
            type="file"
            hidden
            accept={documentContentTypes.join(",")}
            onChange={(e) => void upload(e.target.files?.[0])}
            data-testid="lead-document-input"
            aria-label={t("detail.documents.upload")}
          />
        </Flex>
      </Card.Header>
      <Card.Body gap="3">
        {progress && (
          <Progress.Root value={progress.pct} size="sm" colorPalette="brand" data-testid="lead-upload-progress">
            <Progress.Label fontSize="xs">{t("detail.documents.uploading", { name: progress.name, progress: progress.pct })}</Progress.Label>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        )}
        {docs.length === 0 && !progress ? (
          <Text color="fg.muted" data-testid="lead-documents-empty">
            {t("detail.documents.empty")}
          </Text>
        ) : (
          <Stack gap="0" divideY="1px">
            {docs.map((f) => (
              <Flex key={f.id} align="center" gap="3" py="2" data-testid="lead-document">
                <DocIcon color="fg.muted" />
                <Box flex="1" minW="0">
                  <Link href={f.url} target="_blank" rel="noreferrer" fontWeight="500" truncate display="block" color="brand.fg">
                    {f.name}
                  </Link>
                </Box>
                <Text fontSize="xs" color="fg.muted" flexShrink={0}>
                  {size(f.size)}
                </Text>
              </Flex>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
