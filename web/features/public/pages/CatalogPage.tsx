import { Heading } from "@chakra-ui/react";

// Contract placeholder: /catalog (issue 12, PUBLIC helper).
export default function CatalogPage() {
  return <Heading as="h1">CatalogPage</Heading>;
}
