import { Alert, Button, EmptyState, Flex, Spinner } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** The empty state of a list: an icon, what is (not) there and, if any, what to do about it. */
export function RecordListEmpty({ title, description, icon, testId }: { title: string; description?: string; icon?: ReactNode; testId?: string }) {
  return (
    <EmptyState.Root borderWidth="1px" rounded="xl" bg="bg" data-testid={testId}>
      <EmptyState.Content>
        {icon && <EmptyState.Indicator>{icon}</EmptyState.Indicator>}
        <EmptyState.Title>{title}</EmptyState.Title>
        {description && <EmptyState.Description>{description}</EmptyState.Description>}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** A list that could not load: what failed and, when the screen can ask again, a retry button. */
export function RecordListError({ text, onRetry, retryLabel, testId }: { text: string; onRetry?: () => void; retryLabel?: string; testId?: string }) {
  return (
    <Alert.Root status="error" rounded="lg" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Title flex="1">{text}</Alert.Title>
      {onRetry && retryLabel && (
        <Button size="xs" variant="outline" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </Alert.Root>
  );
}

export function RecordListLoading({ label }: { label?: string }) {
  return (
    <Flex justify="center" py="10">
      <Spinner color="brand.solid" aria-label={label} />
    </Flex>
  );
}
