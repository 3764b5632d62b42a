import { Alert, Flex, Stack, Text } from "@chakra-ui/react";
import type { FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import type { MaterialAnswer } from "../../../../shared/schemas/material";
import { PageHeader } from "../../../components/PageHeader";
import { notify } from "../../../components/toaster";
import { ApiError } from "../../../lib/api";
import { formatDate } from "../../../lib/dates";
import { useSession } from "../../../lib/session";
import { updateMaterial } from "../api";
import { MaterialForm } from "../form/MaterialForm";
import { levelView, toFormValues, toPayload } from "../formValues";
import { CatalogCard, CompanyCard, LeadsCard, WarehouseCard } from "./AdminCards";
import { DatasheetButton } from "./DatasheetButton";
import { DeleteMaterialButton } from "./DeleteMaterialButton";
import { CertificateStanding } from "./CertificateStanding";
import { DqlPanel } from "./DqlPanel";
import { FilesCard } from "./FilesCard";
import { InvalidBadge } from "./DqlBadge";

/** Where a material created from a datasheet arrives: the fields the datasheet stated. */
export interface EditState {
  extracted?: string[];
}

/** 'Edit product': the full form, files, datasheet, delete, and the super-admin cards. */
export default function MaterialEditor({ material }: { material: MaterialAnswer }) {
  const { t } = useTranslation(["products", "properties"]);
  const { isSuperAdmin } = useSession();
  const extracted = (useLocation().state as EditState | null)?.extracted;
  const { levelValues, hidden } = levelView(isSuperAdmin);

  const save = async (values: Parameters<typeof toPayload>[0]) => {
    try {
      await updateMaterial(material.id, { ...toPayload(values, isSuperAdmin), version: material.version });
      notify.success(t("toasts.updated"));
    } catch (e) {
      notify.error(t(e instanceof ApiError && e.status === 409 ? "toasts.conflict" : "toasts.somethingWentWrong"));
      return e;
    }
  };

  const aside = (values: FieldValues) => (
    <Stack gap="4">
      <DqlPanel values={values} hidden={hidden} />
      <CertificateStanding material={material} />
      <FilesCard material={material} kind="images" />
      <FilesCard material={material} kind="documents" />
      {isSuperAdmin && (
        <>
          <CatalogCard material={material} />
          <WarehouseCard materialId={material.id} />
          <LeadsCard materialId={material.id} />
          <CompanyCard material={material} />
        </>
      )}
    </Stack>
  );

  return (
    <Stack gap="0">
      <PageHeader
        title={t("edit.title")}
        documentTitle={material.name}
        subtitle={
          <Flex as="span" gap="2" align="center" wrap="wrap">
            <Text as="span" fontWeight="600" color="fg" data-testid="material-name">
              {material.name}
            </Text>
            <Text as="span">· {t("edit.updatedOn", { date: formatDate(material.updatedDate) })}</Text>
            {material.invalid && <InvalidBadge />}
          </Flex>
        }
        actions={
          <>
            <DatasheetButton id={material.id} />
            <DeleteMaterialButton id={material.id} name={material.name} />
          </>
        }
      />
      {extracted && (
        <Alert.Root status="success" mb="5" rounded="lg" data-testid="extracted-fields">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t("edit.fromDatasheetTitle", { count: extracted.length })}</Alert.Title>
            <Alert.Description>{extracted.map((f) => t(`properties:${f}`, { defaultValue: f })).join(", ") || t("edit.nothingRead")}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <MaterialForm
        key={material.id}
        defaultValues={toFormValues(material)}
        showInternalName={isSuperAdmin}
        submitLabel={t("edit.save")}
        onSubmit={save}
        aside={aside}
        levelValues={levelValues}
      />
    </Stack>
  );
}
