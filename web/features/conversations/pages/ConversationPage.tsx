import { Heading } from "@chakra-ui/react";

// Contract placeholder: /conversations/:id and /assistant (issue 12, CONVERSATIONS helper).
export default function ConversationPage() {
  return <Heading as="h1">ConversationPage</Heading>;
}
