import { Box, Button, EmptyState, Flex, Heading, HStack, Link, Spinner, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Certificate } from "../../../../shared/schemas/certificate";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { DocIcon } from "../../../components/icons";
import { RecordList, type RecordColumn } from "../../../components/RecordList";
import { notify } from "../../../components/toaster";
import { formatDay } from "../../../lib/dates";
import { useRequiredParam } from "../../../lib/useRequiredParam";
import { deleteCertificate, useCertificates } from "../api";
import { CertificateDialog } from "../components/CertificateDialog";
import { ValidityBadge } from "../components/ValidityBadge";

/**
 * The company page's Certificates tab: the register (type, number, issuer, validity with its badge, PDF),
 * soonest expiry first; add and edit in a dialog, delete after a confirmation. Staff see every company's,
 * a company's own users their own (the same screen on their company page).
 */
export default function CertificatesTabRoute() {
  const id = useRequiredParam("id");
  const { t } = useTranslation(["certificates", "toastMessages"]);
  const { data, error } = useCertificates(id);
  const [editing, setEditing] = useState<Certificate | null | "new">(null);
  const [removing, setRemoving] = useState<Certificate | null>(null);
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await deleteCertificate(id, removing.id);
      notify.success(t("list.deleted"));
      setRemoving(null);
    } catch {
      notify.error(t("toastMessages:somethingWentWrong"));
    } finally {
      setBusy(false);
    }
  };

  if (error) return <Text color="fg.error">{t("list.loadFailed")}</Text>;
  if (!data)
    return (
      <Flex justify="center" py="10">
        <Spinner color="brand.solid" />
      </Flex>
    );
  const list = data.certificates;
  const columns: RecordColumn<Certificate>[] = [
    { key: "type", header: t("field.type"), cell: (c) => t(`type.${c.type}`), cardRole: "title", strong: true },
    { key: "number", header: t("field.number"), cell: (c) => c.number, cardRole: "subtitle" },
    { key: "issuer", header: t("field.issuer"), cell: (c) => c.issuer },
    { key: "validity", header: t("list.validity"), cell: (c) => `${formatDay(c.validFrom)} – ${formatDay(c.validUntil)}`, nowrap: true },
    { key: "status", header: t("list.status"), cell: (c) => <ValidityBadge validity={c.validity} />, cardRole: "meta" },
    {
      key: "file",
      header: t("field.file"),
      cell: (c) =>
        c.file ? (
          <Link href={c.file.url} target="_blank" rel="noreferrer" color="brand.fg" textDecoration="underline">
            {t("list.pdf")}
            <Box srOnly> {t(`type.${c.type}`)}</Box>
          </Link>
        ) : (
          "–"
        ),
    },
    {
      key: "actions",
      header: t("list.actions"),
      align: "end",
      cardRole: "body",
      cell: (c) => (
        <HStack gap="1" justify="end">
          <Button size="xs" variant="ghost" onClick={() => setEditing(c)} data-testid="certificate-edit">
            {t("list.edit")}
            <Box srOnly> {c.number}</Box>
          </Button>
          <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setRemoving(c)} data-testid="certificate-delete">
            {t("list.delete")}
            <Box srOnly> {c.number}</Box>
          </Button>
        </HStack>
      ),
    },
  ];
  return (
    <Stack gap="4" data-testid="company-certificates">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Box>
          <Heading as="h2" size="lg">
            {t("list.title")}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {t("list.subtitle")}
          </Text>
        </Box>
        <Button type="button" colorPalette="brand" size="sm" onClick={() => setEditing("new")} data-testid="certificate-add">
          + {t("list.add")}
        </Button>
      </Flex>
      <RecordList
        rows={list}
        columns={columns}
        rowKey={(c) => c.id}
        name="certificates"
        rowTestId="certificate-row"
        label={t("list.title")}
        empty={
          <EmptyState.Root borderWidth="1px" rounded="xl" bg="bg" data-testid="certificates-empty">
            <EmptyState.Content>
              <EmptyState.Indicator>
                <DocIcon />
              </EmptyState.Indicator>
              <EmptyState.Title>{t("list.empty")}</EmptyState.Title>
              <EmptyState.Description>{t("list.emptyText")}</EmptyState.Description>
            </EmptyState.Content>
          </EmptyState.Root>
        }
      />
      {editing && <CertificateDialog companyId={id} certificate={editing === "new" ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={removing !== null}
        onCancel={() => setRemoving(null)}
        onConfirm={remove}
        busy={busy}
        title={t("list.deleteTitle")}
        text={t("list.deleteText", { number: removing?.number ?? "" })}
        confirmLabel={t("list.delete")}
        cancelLabel={t("form.cancel")}
        testId="certificate-delete"
      />
    </Stack>
  );
}
