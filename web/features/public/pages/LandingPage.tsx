import { Heading } from "@chakra-ui/react";

// Contract placeholder: /welcome (issue 12, PUBLIC helper).
export default function LandingPage() {
  return <Heading as="h1">LandingPage</Heading>;
}
