import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ContactSubmissionLead, DemoRequestLead } from "@lorawan/contracts/leads";
import { getJson } from "~/lib/api";

/** GET /api/admin/demo-requests: the contact form's demo and quote requests, newest first. */
export const demoRequestsQueryOptions = () => queryOptions({ queryKey: ["/api/admin/demo-requests"], queryFn: () => getJson<DemoRequestLead[]>("/api/admin/demo-requests") });

/** GET /api/admin/contact-submissions: contact messages, newest first. */
export const contactSubmissionsQueryOptions = () => queryOptions({ queryKey: ["/api/admin/contact-submissions"], queryFn: () => getJson<ContactSubmissionLead[]>("/api/admin/contact-submissions") });

export const useDemoRequests = () => useQuery(demoRequestsQueryOptions());
export const useContactSubmissions = () => useQuery(contactSubmissionsQueryOptions());
