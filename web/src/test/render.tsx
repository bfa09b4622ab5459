import { ChakraProvider } from "@chakra-ui/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createQueryClient } from "~/app/queryClient";
import { siteSystem } from "~/app/pageHead";

/** Renders a component inside the app's providers (Chakra theme and a fresh query client). */
export function renderWithProviders(ui: ReactElement) {
  const queryClient = createQueryClient();
  return render(
    <QueryClientProvider client={queryClient}>
      <ChakraProvider value={siteSystem()}>{ui}</ChakraProvider>
    </QueryClientProvider>,
  );
}
