import { Box, Card, Flex, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";

/** One list row as a phone card: a linked title (with an optional line below and badges) over label/value facts. */
export interface FactCard {
  id: string;
  title: string;
  to: string;
  subtitle?: string;
  badges?: ReactNode;
  facts: [label: string, value: ReactNode][];
  /** Below the facts: what one does with the row (a status selector, a notes button). */
  footer?: ReactNode;
}

/**
 * A list on phones (390px), where a wide table would scroll sideways: one card per row with the facts one
 * scans first. `testId` names the list; its cards are `${item}-card` and their links `${item}-link`.
 */
export function FactCards({ cards, testId, item }: { cards: FactCard[]; testId: string; item: string }) {
  return (
    <Stack gap="3" data-testid={testId}>
      {cards.map((c) => (
        <Card.Root key={c.id} size="sm" rounded="xl" data-testid={`${item}-card`} data-id={c.id}>
          <Card.Body gap="3">
            <Flex justify="space-between" gap="2" align="flex-start">
              <Box minW="0">
                <Link asChild fontWeight="600" color="fg">
                  <RouterLink to={c.to} data-testid={`${item}-link`}>
                    {c.title}
                  </RouterLink>
                </Link>
                {c.subtitle && (
                  <Text fontSize="xs" color="fg.muted">
                    {c.subtitle}
                  </Text>
                )}
              </Box>
              {c.badges && (
                <Flex gap="1" flexShrink={0}>
                  {c.badges}
                </Flex>
              )}
            </Flex>
            <SimpleGrid as="dl" columns={2} gapX="3" gapY="1" fontSize="sm">
              {c.facts.map(([label, value]) => (
                <Box key={label}>
                  <Text as="dt" color="fg.muted" fontSize="xs">
                    {label}
                  </Text>
                  <Text as="dd">{value}</Text>
                </Box>
              ))}
            </SimpleGrid>
            {c.footer}
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
