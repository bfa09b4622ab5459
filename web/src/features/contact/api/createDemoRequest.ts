import { useCallback, useState } from "react";
import type { DemoRequestInputBody, LeadCreated } from "@schema/leads";
import { apiRequest } from "~/lib/api";

/** POST /api/demo-request (spec 7): the answer is read as JSON; its fields are not used. */
export async function createDemoRequest(input: DemoRequestInputBody): Promise<LeadCreated> {
  const response = await apiRequest("POST", "/api/demo-request", input);
  return (await response.json()) as LeadCreated;
}

interface Outcome {
  onSuccess: () => void;
  onError: (error: unknown) => void;
}

/**
 * Sends a demo request once (spec 7: writes are not retried) and says while it is pending. Plain
 * React state, not TanStack Query: the contact form hydrates as an island (decision 010).
 */
export function useCreateDemoRequest() {
  const [isPending, setPending] = useState(false);
  const mutate = useCallback((input: DemoRequestInputBody, { onSuccess, onError }: Outcome) => {
    setPending(true);
    createDemoRequest(input).then(
      () => {
        setPending(false);
        onSuccess();
      },
      (error: unknown) => {
        setPending(false);
        onError(error);
      },
    );
  }, []);
  return { mutate, isPending };
}
