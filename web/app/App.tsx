import { ChakraProvider } from "@chakra-ui/react";
import { Suspense } from "react";
import { RouterProvider, type createBrowserRouter } from "react-router";
import { Toaster } from "../components/toaster";
import { FullPageSpinner } from "./guards";
import { useChakraSystem } from "./theme/store";

/** The router is made in main.tsx before the first render, so the route's chunk, texts and data start loading at once. */
export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  const system = useChakraSystem();
  return (
    <ChakraProvider value={system}>
      <Suspense fallback={<FullPageSpinner />}>
        <RouterProvider router={router} />
      </Suspense>
      <Toaster />
    </ChakraProvider>
  );
}
