import { SimpleGrid, Skeleton } from "@chakra-ui/react";
import type { ComponentProps } from "react";
import { MaterialCard } from "./MaterialCard";

type Item = ComponentProps<typeof MaterialCard>["material"];

/** Cards in a responsive grid; placeholders while the page loads. */
export function MaterialGrid({ items, loading, placeholders = 6 }: { items: Item[] | undefined; loading?: boolean; placeholders?: number }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="5" data-testid="catalog-grid">
      {loading && !items
        ? Array.from({ length: placeholders }, (_, i) => <Skeleton key={i} height="280px" rounded="lg" />)
        : items?.map((m) => <MaterialCard key={m.id} material={m} />)}
    </SimpleGrid>
  );
}
