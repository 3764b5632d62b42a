import { Box, Flex } from "@chakra-ui/react";
import { Suspense } from "react";
import { Outlet } from "react-router";
import { SWRConfig } from "swr";
import { FullPageSpinner } from "../guards";
import { fullSystem } from "../theme/full";
import { switchSystem } from "../theme/store";
import { Sidebar } from "./Sidebar";
import { TopBar } from "./TopBar";
import { useLiveUpdates } from "../live/useLiveUpdates";

// Signed-in screens use every Chakra component: switch to the full system as soon as this chunk loads.
switchSystem(fullSystem);

/** API data for signed-in screens: lists are cached and refetched after mutations; reads go through useApi (lib/queryKeys.ts). */
const swrOptions = { revalidateOnFocus: false, shouldRetryOnError: false };

/** The signed-in frame: top bar over a 240-wide sidebar and the page. */
export default function AppLayout() {
  useLiveUpdates();
  return (
    <SWRConfig value={swrOptions}>
      <Box minH="100vh" bg="bg.canvas">
        <TopBar />
        <Flex>
          <Sidebar />
          <Box as="main" flex="1" minW="0" px={{ base: "4", md: "8" }} py={{ base: "5", md: "8" }} maxW="1400px">
            <Suspense fallback={<FullPageSpinner />}>
              <Outlet />
            </Suspense>
          </Box>
        </Flex>
      </Box>
    </SWRConfig>
  );
}
