import { Heading } from "@chakra-ui/react";

// Contract placeholder: /contact-us (issue 12, PUBLIC helper).
export default function ContactUsPage() {
  return <Heading as="h1">ContactUsPage</Heading>;
}
