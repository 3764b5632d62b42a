import { Box, Button, CloseButton, Flex, Link, Progress, Stack, Text } from "@chakra-ui/react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { MAX_DOCUMENT_BYTES } from "../../../../shared/schemas/material-enums";
import { MAX_REQUEST_DOCUMENTS } from "../../../../shared/schemas/material-request";
import type { FileRecord } from "../../../../shared/schemas/material";
import { fileSizeLabel } from "../../../lib/upload";

const MB = 1024 * 1024;

/** A file chosen in the dialog, uploaded after the request is saved; it keeps its progress and error. */
export interface PendingDocument {
  key: string;
  file: File;
  progress: number | null;
  error: string | null;
}

/** Why a chosen file cannot be sent (checked again by the server: type by its bytes, size by what S3 holds). */
export function documentProblem(file: File): "notPdf" | "tooLarge" | null {
  if (file.type !== "application/pdf") return "notPdf";
  if (file.size > MAX_DOCUMENT_BYTES) return "tooLarge";
  return null;
}

/**
 * The request's PDFs in its dialog: stored ones (with a remove button that takes effect on save) and chosen
 * ones waiting for the save, each with its upload progress or error. Nothing is uploaded before the request
 * exists, so a cancelled dialog leaves no file behind.
 */
export function DocumentsField(props: {
  stored: FileRecord[];
  removed: Set<string>;
  onToggleRemoved: (id: string) => void;
  pending: PendingDocument[];
  onPendingChange: (pending: PendingDocument[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation("materialRequests");
  const input = useRef<HTMLInputElement>(null);
  const kept = props.stored.filter((d) => !props.removed.has(d.id));
  const room = MAX_REQUEST_DOCUMENTS - kept.length - props.pending.length;
  const add = (files: FileList | null) => {
    const chosen = [...(files ?? [])].slice(0, Math.max(0, room)).map((file, i) => {
      const problem = documentProblem(file);
      return {
        key: `${Date.now()}-${i}-${file.name}`,
        file,
        progress: null,
        error: problem ? t(`form.document.${problem}`, { name: file.name, max: MAX_DOCUMENT_BYTES / MB }) : null,
      };
    });
    props.onPendingChange([...props.pending, ...chosen]);
    if (input.current) input.current.value = "";
  };
  return (
    <Stack gap="2" data-testid="request-documents">
      {props.stored.map((d) => (
        <Flex key={d.id} align="center" gap="2" opacity={props.removed.has(d.id) ? 0.5 : 1}>
          <Link href={d.url} target="_blank" rel="noopener noreferrer" fontSize="sm" textDecoration={props.removed.has(d.id) ? "line-through" : undefined}>
            {d.name}
          </Link>
          <Text fontSize="xs" color="fg.muted">
            {fileSizeLabel(d.size)}
          </Text>
          <Button
            size="2xs"
            variant="ghost"
            type="button"
            onClick={() => props.onToggleRemoved(d.id)}
            aria-label={t(props.removed.has(d.id) ? "form.document.keep" : "form.document.remove", { name: d.name })}
          >
            {t(props.removed.has(d.id) ? "form.document.undo" : "form.document.removeShort")}
          </Button>
        </Flex>
      ))}
      {props.pending.map((p) => (
        <Box key={p.key} data-testid="pending-document">
          <Flex align="center" gap="2">
            <Text fontSize="sm" truncate>
              {p.file.name}
            </Text>
            <Text fontSize="xs" color="fg.muted" flexShrink={0}>
              {fileSizeLabel(p.file.size)}
            </Text>
            <CloseButton
              size="2xs"
              disabled={props.disabled}
              aria-label={t("form.document.remove", { name: p.file.name })}
              onClick={() => props.onPendingChange(props.pending.filter((x) => x.key !== p.key))}
            />
          </Flex>
          {p.progress !== null && !p.error && (
            <Progress.Root size="xs" value={p.progress} max={100} aria-label={t("form.document.uploading", { name: p.file.name })}>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          )}
          {p.error && (
            <Text fontSize="xs" color="fg.error" role="alert">
              {p.error}
            </Text>
          )}
        </Box>
      ))}
      <Flex align="center" gap="3" wrap="wrap">
        <input
          ref={input}
          type="file"
          accept="application/pdf"
          multiple
          hidden
          onChange={(e) => add(e.target.files)}
          data-testid="request-documents-input"
          aria-label={t("form.document.add")}
        />
        <Button type="button" size="sm" variant="outline" disabled={props.disabled || room <= 0} onClick={() => input.current?.click()}>
          {t("form.document.add")}
        </Button>
        <Text fontSize="xs" color="fg.muted">
          {t("form.document.hint", { max: MAX_DOCUMENT_BYTES / MB, limit: MAX_REQUEST_DOCUMENTS })}
        </Text>
      </Flex>
    </Stack>
  );
}
