import { Box } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/PageHeader";
import { NewCompanyForm } from "../components/NewCompanyForm";

/** /new-company and /companies/new (staff). */
export default function NewCompanyPage() {
  const { t } = useTranslation("companies");
  return (
    <Box maxW="960px">
      <PageHeader title={t("form.title")} subtitle={t("form.subtitle")} />
      <NewCompanyForm />
    </Box>
  );
}
