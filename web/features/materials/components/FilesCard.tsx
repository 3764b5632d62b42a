import { Box, Button, Card, CloseButton, Flex, Heading, Image, Link, Progress, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { documentContentTypes, imageContentTypes, MAX_DOCUMENT_BYTES, MAX_IMAGE_BYTES } from "../../../../shared/schemas/material-enums";
import type { MaterialAnswer } from "../../../../shared/schemas/material";
import { DocIcon } from "../../../components/icons";
import { notify } from "../../../components/toaster";
import { removeMaterialFile, uploadMaterialFile, type FileKind } from "../api";
import { fileSizeLabel } from "../../../lib/upload";

const ACCEPT: Record<FileKind, readonly string[]> = { images: imageContentTypes, documents: documentContentTypes };
const MAX_BYTES: Record<FileKind, number> = { images: MAX_IMAGE_BYTES, documents: MAX_DOCUMENT_BYTES };

/** Images (png, jpeg) or documents (pdf) of a material: upload with a progress bar, list, remove. */
export function FilesCard({ material, kind }: { material: MaterialAnswer; kind: FileKind }) {
  const { t } = useTranslation("products");
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const files = material[kind];

  const upload = async (list: FileList | null) => {
    const file = list?.[0];
    if (input.current) input.current.value = "";
    if (!file) return;
    if (!ACCEPT[kind].includes(file.type)) {
      notify.error(t(kind === "images" ? "files.imageTypes" : "files.documentTypes"));
      return;
    }
    if (file.size > MAX_BYTES[kind]) {
      notify.error(t("files.tooLarge", { size: fileSizeLabel(MAX_BYTES[kind]) }));
      return;
    }
    setProgress(0);
    try {
      await uploadMaterialFile(material, kind, file, setProgress);
      notify.success(t("toasts.fileUploaded"));
    } catch {
      notify.error(t("toasts.uploadFailed"));
    } finally {
      setProgress(null);
    }
  };
  const remove = async (id: string) => {
    try {
      await removeMaterialFile(material, kind, id);
    } catch {
      notify.error(t("toasts.somethingWentWrong"));
    }
  };

  return (
    <Card.Root variant="outline" rounded="xl" size="sm" data-testid={`files-${kind}`}>
      <Card.Body gap="3">
        <Flex justify="space-between" align="center">
          <Heading size="sm">{t(`files.${kind}`)}</Heading>
          <Button size="xs" variant="outline" onClick={() => input.current?.click()} disabled={progress !== null} data-testid={`upload-${kind}`}>
            + {t("files.upload")}
          </Button>
          <input ref={input} type="file" hidden accept={ACCEPT[kind].join(",")} onChange={(e) => upload(e.target.files)} data-testid={`file-input-${kind}`} />
        </Flex>
        {progress !== null && (
          <Progress.Root value={progress} size="sm" colorPalette="brand" data-testid="upload-progress">
            <Progress.Label fontSize="xs">{t("files.uploading", { progress })}</Progress.Label>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        )}
        {files.length === 0 && progress === null && (
          <Text fontSize="sm" color="fg.muted">
            {t(kind === "images" ? "files.noImages" : "files.noDocuments")}
          </Text>
        )}
        {kind === "images" ? (
          <SimpleGrid columns={3} gap="2">
            {files.map((f) => (
              <Box key={f.id} position="relative" data-testid="image-thumb">
                <Image src={f.url} alt={f.name} aspectRatio={1} objectFit="cover" rounded="md" borderWidth="1px" w="full" />
                <CloseButton size="2xs" position="absolute" top="1" right="1" bg="bg" aria-label={t("form.remove")} onClick={() => remove(f.id)} />
              </Box>
            ))}
          </SimpleGrid>
        ) : (
          <Stack gap="1">
            {files.map((f) => (
              <Flex key={f.id} align="center" gap="2" data-testid="document-item">
                <DocIcon color="fg.muted" />
                <Link href={f.url} target="_blank" rel="noreferrer" fontSize="sm" flex="1" truncate>
                  {f.name}
                </Link>
                <Text fontSize="xs" color="fg.muted">
                  {fileSizeLabel(f.size)}
                </Text>
                <CloseButton size="2xs" aria-label={t("form.remove")} onClick={() => remove(f.id)} />
              </Flex>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
