import { Heading } from "@chakra-ui/react";

// Contract placeholder: /interests (issue 12, lead).
export default function InterestsPage() {
  return <Heading as="h1">InterestsPage</Heading>;
}
