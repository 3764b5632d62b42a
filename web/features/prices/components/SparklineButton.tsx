import { Box, Button } from "@chakra-ui/react";
import { lazy, Suspense } from "react";
import { usePriceHistory, type PriceRow } from "../api";

const PriceSparkline = lazy(() => import("./PriceSparkline"));

/** A row's 52-week sparkline as the button that opens the full chart (the keyboard's way to it). */
export function SparklineButton({ row, label, onOpen }: { row: PriceRow; label: string; onOpen: () => void }) {
  const { data } = usePriceHistory(row);
  return (
    <Button variant="ghost" size="sm" px="1" h="9" aria-label={label} title={label} onClick={onOpen} data-testid="price-chart-open">
      {data ? (
        <Suspense fallback={<Box w="28" h="8" />}>
          <PriceSparkline points={data.points} />
        </Suspense>
      ) : (
        <Box w="28" h="8" />
      )}
    </Button>
  );
}
