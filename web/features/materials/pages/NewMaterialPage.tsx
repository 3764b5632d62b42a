import { Box, SegmentGroup, Stack, Text } from "@chakra-ui/react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { PageHeader } from "../../../components/PageHeader";
import { notify } from "../../../components/toaster";
import { ApiError } from "../../../lib/api";
import { useSession } from "../../../lib/session";
import { knownValidationText } from "../../../lib/validationMessages";
import { createMaterial } from "../api";
import { CompanyPicker } from "../components/CompanyPicker";
import { DqlPanel } from "../components/DqlPanel";
import { FromDatasheetButton } from "../components/FromDatasheetButton";
import { MaterialForm } from "../form/MaterialForm";
import { datasheetCompany } from "../datasheetCompany";
import { emptyMaterial, levelView, toPayload } from "../formValues";

/** /new-material: simple or detailed form, level cards, 'From datasheet'. */
export default function NewMaterialPage() {
  const { t } = useTranslation(["products", "wizards"]);
  const { isSuperAdmin, companyId: ownCompany } = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [mode, setMode] = useState<"simple" | "detailed">(isSuperAdmin ? "detailed" : "simple");
  const [company, setCompany] = useState(params.get("companyId") ?? "");
  const defaults = useMemo(() => emptyMaterial(), []);
  const ownerOfDatasheet = datasheetCompany({ queryCompanyId: params.get("companyId"), pickedCompanyId: company, isSuperAdmin, ownCompanyId: ownCompany });

  // Staff create for the customer's company they pick; their own is the platform's, which sells nothing.
  const save = async (values: Parameters<typeof toPayload>[0]) => {
    if (isSuperAdmin && !company) {
      notify.error(t("toasts.companyRequired"));
      return new Error("Company is required");
    }
    try {
      const created = await createMaterial({ ...toPayload(values, isSuperAdmin), ...(isSuperAdmin ? { companyId: company } : {}) });
      notify.success(t("toasts.created"));
      navigate(`/materials/${created.id}`);
    } catch (e) {
      const owner = e instanceof ApiError ? e.fieldIssue("companyId") : undefined;
      notify.error((owner && knownValidationText(owner)) || t("toasts.somethingWentWrong"));
      return e;
    }
  };
  const { levelValues, hidden } = levelView(isSuperAdmin);

  return (
    <Stack gap="0">
      <PageHeader title={t("new.title")} subtitle={t("new.subtitle")} actions={<FromDatasheetButton companyId={ownerOfDatasheet} />} />
      <Box mb="5">
        <SegmentGroup.Root value={mode} onValueChange={(e) => setMode(e.value as "simple" | "detailed")} size="sm" data-testid="form-mode">
          <SegmentGroup.Indicator />
          <SegmentGroup.Items
            items={[
              { value: "simple", label: t("wizards:simpleForm") },
              { value: "detailed", label: t("wizards:detailedForm") },
            ]}
          />
        </SegmentGroup.Root>
        <Text fontSize="sm" color="fg.muted" mt="2">
          {t(mode === "simple" ? "wizards:simpleHelp" : "wizards:detailedHelp")}
        </Text>
      </Box>
      <MaterialForm
        defaultValues={defaults}
        simple={mode === "simple"}
        showInternalName={isSuperAdmin}
        submitLabel={t("new.create")}
        onSubmit={save}
        levelValues={levelValues}
        top={isSuperAdmin ? <CompanyPicker value={company} onChange={setCompany} /> : undefined}
        aside={(values) => <DqlPanel values={values} hidden={hidden} />}
      />
    </Stack>
  );
}
