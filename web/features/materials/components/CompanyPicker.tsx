import { Field, NativeSelect } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useCompanies } from "../api";

/** Super admins create products for any company (GET /companies lists them all). */
export function CompanyPicker({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const { t } = useTranslation("products");
  const { data } = useCompanies("");
  const items = data?.items ?? [];
  return (
    <Field.Root>
      <Field.Label fontWeight="500">{t("new.company")}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field bg="bg" value={value} onChange={(e) => onChange(e.target.value)} data-testid="company-picker">
          <option value="">{t("new.ownCompany")}</option>
          {value && !items.some((c) => c.id === value) && <option value={value}>{value}</option>}
          {items.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
