import { useMutation } from "@tanstack/react-query";
import type { DemoRequestInputBody, LeadCreated } from "@schema/leads";
import { apiRequest } from "~/lib/api";

/** POST /api/demo-request (spec 7): the answer is read as JSON; its fields are not used. */
export async function createDemoRequest(input: DemoRequestInputBody): Promise<LeadCreated> {
  const response = await apiRequest("POST", "/api/demo-request", input);
  return (await response.json()) as LeadCreated;
}

export const useCreateDemoRequest = () => useMutation({ mutationFn: createDemoRequest });
