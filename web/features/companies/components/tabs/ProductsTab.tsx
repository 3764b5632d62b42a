import { Text } from "@chakra-ui/react";
import type { Company } from "../../../../../shared/schemas/company";

/** Placeholder until h-web-contacts' tab lands (its version replaces this file on merge). */
export default function ProductsTab({ company }: { company: Company }) {
  return <Text color="fg.muted" data-testid="products-tab">{company.name}</Text>;
}
