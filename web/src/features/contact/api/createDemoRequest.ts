import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api";

/** Spec 3.2: the contact/demo request payload. */
export interface DemoRequestInput {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  industry: string;
  projectDescription: string;
}

/** POST /api/demo-request (spec 7): the answer is read as JSON; its fields are not used. */
export async function createDemoRequest(input: DemoRequestInput): Promise<unknown> {
  const response = await apiRequest("POST", "/api/demo-request", input);
  return response.json();
}

export const useCreateDemoRequest = () => useMutation({ mutationFn: createDemoRequest });
