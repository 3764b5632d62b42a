import { Heading } from "@chakra-ui/react";

// Contract placeholder: Company messages tab (issue 12, EMAIL helper).
export default function MessagesTabRoute() {
  return <Heading as="h1">MessagesTabRoute</Heading>;
}
