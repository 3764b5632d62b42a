import { Flex, Heading, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** Title row of a screen: heading, optional subtitle, actions on the right. */
export function PageHeader({ title, subtitle, actions }: { title: ReactNode; subtitle?: ReactNode; actions?: ReactNode }) {
  return (
    <Flex justify="space-between" align={{ base: "flex-start", md: "center" }} gap="4" wrap="wrap" mb="6">
      <Stack gap="1">
        <Heading size="2xl" letterSpacing="-0.02em">
          {title}
        </Heading>
        {subtitle && <Text color="fg.muted">{subtitle}</Text>}
      </Stack>
      {actions && <Flex gap="2">{actions}</Flex>}
    </Flex>
  );
}
