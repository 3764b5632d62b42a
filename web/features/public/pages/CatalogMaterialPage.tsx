import { Heading } from "@chakra-ui/react";

// Contract placeholder: /catalog/:id (issue 12, PUBLIC helper).
export default function CatalogMaterialPage() {
  return <Heading as="h1">CatalogMaterialPage</Heading>;
}
