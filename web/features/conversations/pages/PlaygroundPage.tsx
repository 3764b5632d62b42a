import { Heading } from "@chakra-ui/react";

// Contract placeholder: /playground (issue 12, CONVERSATIONS helper).
export default function PlaygroundPage() {
  return <Heading as="h1">PlaygroundPage</Heading>;
}
