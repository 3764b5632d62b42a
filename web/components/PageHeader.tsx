import { Flex, Heading, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useDocumentTitle } from "../lib/useDocumentTitle";

/**
 * Title row of a screen: the page's one <h1>, optional subtitle, actions on the right. A string title also
 * names the browser tab (`documentTitle` overrides it, e.g. with the record's name).
 */
export function PageHeader({
  title,
  subtitle,
  actions,
  documentTitle,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  documentTitle?: string;
}) {
  useDocumentTitle(documentTitle ?? (typeof title === "string" ? title : undefined));
  return (
    <Flex justify="space-between" align={{ base: "flex-start", md: "center" }} gap="4" wrap="wrap" mb="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl" letterSpacing="-0.02em">
          {title}
        </Heading>
        {subtitle && <Text color="fg.muted">{subtitle}</Text>}
      </Stack>
      {actions && <Flex gap="2">{actions}</Flex>}
    </Flex>
  );
}
