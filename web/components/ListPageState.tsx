import { Alert, Box, Flex, Spinner, Text } from "@chakra-ui/react";
import type { ReactElement } from "react";

/**
 * The state of one page of a paged list (a timeline, a history) as an item of its list, since an <ol> holds only
 * <li> elements: the load failed, it is loading, or the first page is empty. Null when the page has items to show.
 */
export function listPageState({
  error,
  loading,
  empty,
  errorText,
  emptyText,
}: {
  error: unknown;
  loading: boolean;
  empty: boolean;
  errorText: string;
  emptyText: string;
}): ReactElement | null {
  if (error)
    return (
      <Box as="li">
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{errorText}</Alert.Title>
        </Alert.Root>
      </Box>
    );
  if (loading)
    return (
      <Flex as="li" justify="center" py="6">
        <Spinner color="brand.solid" />
      </Flex>
    );
  if (empty)
    return (
      <Text as="li" color="fg.muted">
        {emptyText}
      </Text>
    );
  return null;
}
