import { Card, Heading } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** One part of the passport: a titled card (the title a heading, so screen readers can jump between parts). */
export function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Card.Root size="sm" rounded="xl" data-testid={testId}>
      <Card.Header>
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body gap="3">{children}</Card.Body>
    </Card.Root>
  );
}
