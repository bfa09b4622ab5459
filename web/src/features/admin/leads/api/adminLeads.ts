import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ContactSubmissionLead, DemoRequestLead } from "@lorawan/contracts/leads";
import { getJson } from "~/lib/api";

/** GET /api/admin/demo-requests: the contact form's demo and quote requests, newest first. */
const demoRequestsQueryKey = ["/api/admin/demo-requests"] as const;
const demoRequestsQueryOptions = () => queryOptions({ queryKey: demoRequestsQueryKey, queryFn: () => getJson<DemoRequestLead[]>("/api/admin/demo-requests") });

/** GET /api/admin/contact-submissions: contact messages, newest first. */
const contactSubmissionsQueryKey = ["/api/admin/contact-submissions"] as const;
const contactSubmissionsQueryOptions = () => queryOptions({ queryKey: contactSubmissionsQueryKey, queryFn: () => getJson<ContactSubmissionLead[]>("/api/admin/contact-submissions") });

export const useDemoRequests = () => useQuery(demoRequestsQueryOptions());
export const useContactSubmissions = () => useQuery(contactSubmissionsQueryOptions());

/**
 * Leads arrive while the admin works: both inboxes are read again whenever the Leads tab is shown
 * and on the Refresh button (the admin's other lists change only through the admin itself).
 */
export function useRefreshLeads() {
  const queryClient = useQueryClient();
  return () => Promise.all([demoRequestsQueryKey, contactSubmissionsQueryKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
