import { ChakraProvider } from "@chakra-ui/react";
import { Suspense, useMemo } from "react";
import { createBrowserRouter, RouterProvider } from "react-router";
import { Toaster } from "../components/toaster";
import { FullPageSpinner } from "./guards";
import { routes } from "./routes";
import { useChakraSystem } from "./theme/store";

export function App() {
  const router = useMemo(() => createBrowserRouter(routes), []);
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
