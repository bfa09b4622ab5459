import type { DemoRequestInputBody, LeadCreated } from "@lorawan/contracts/leads";
import { apiRequest } from "~/lib/api";

/** POST /api/demo-request (spec 7: sent once, never retried); the answer is read as JSON. */
export async function createDemoRequest(input: DemoRequestInputBody): Promise<LeadCreated> {
  const response = await apiRequest("POST", "/api/demo-request", input);
  return (await response.json()) as LeadCreated;
}
