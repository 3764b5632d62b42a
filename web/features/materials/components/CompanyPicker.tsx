import { Field } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { CompanySelect } from "../../../components/CompanySelect";

/** Super admins create products for a customer's company, found by name (GET /companies?q=); none is picked at first. */
export function CompanyPicker({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const { t } = useTranslation("products");
  return (
    <Field.Root>
      <Field.Label fontWeight="500">{t("new.company")}</Field.Label>
      <CompanySelect
        value={value || undefined}
        onChange={(id) => onChange(id ?? "")}
        labels={{ search: t("new.companySearch"), select: t("new.company"), none: t("new.pickCompany") }}
        testId="company-picker"
      />
    </Field.Root>
  );
}
