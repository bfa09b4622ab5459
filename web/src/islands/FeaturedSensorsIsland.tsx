import { QueryClientProvider } from "@tanstack/react-query";
import { createQueryClient } from "~/app/queryClient";
import { FeaturedSensors } from "~/features/catalogue";

const queryClient = createQueryClient();

/** The home page's Featured Sensors with the query client the app would give it. */
export function FeaturedSensorsIsland() {
  return (
    <QueryClientProvider client={queryClient}>
      <FeaturedSensors />
    </QueryClientProvider>
  );
}
