import { Text } from "@chakra-ui/react";
import type { Company } from "../../../../../shared/schemas/company";

/** Placeholder until h-web-contacts' tab lands (its version replaces this file on merge). */
export default function DocumentsTab({ company }: { company: Company }) {
  return <Text color="fg.muted" data-testid="documents-tab">{company.name}</Text>;
}
