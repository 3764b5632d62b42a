import { Box } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/PageHeader";
import { sampleContractLink } from "../api";
import { ContractPreview } from "../components/ContractPreview";

/** /contract: the contract layout with built-in sample data, to check how a PDF will look. */
export default function ContractPage() {
  const { t } = useTranslation("deals");
  return (
    <Box>
      <PageHeader title={t("contract.title")} subtitle={t("contract.subtitle")} />
      <Box maxW="900px">
        <ContractPreview load={sampleContractLink} title={t("contract.frameTitle")} />
      </Box>
    </Box>
  );
}
