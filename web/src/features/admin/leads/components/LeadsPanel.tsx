import { Button, Flex, Tabs } from "@chakra-ui/react";
import { useState } from "react";
import { useContactSubmissions, useDemoRequests, useRefreshLeads } from "../api/adminLeads";
import { contactSubmissionColumns, demoRequestColumns } from "../lib/leadColumns";
import { LeadsList } from "./LeadsList";
import { refusedOffline } from "../../shared/offlineGuard";

/** Beyond the spec: the demo requests and contact submissions the site has received. */
export function LeadsPanel() {
  const demoRequests = useDemoRequests();
  const contactSubmissions = useContactSubmissions();
  const refresh = useRefreshLeads();
  const [refreshing, setRefreshing] = useState(false);
  const busy = refreshing || demoRequests.isFetching || contactSubmissions.isFetching;
  return (
    <Tabs.Root defaultValue="demo-requests" variant="enclosed" size="sm" pt="4">
      <Flex justify="end" mb="2">
        {/* The button says what it is doing in words: Chakra's `loading` state hid its name (a
            nameless button to a screen reader) while the leads were read again. */}
        <Button
          variant="outline"
          minH="11"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => {
            // Offline the leads as last loaded stay, and the admin is told why nothing changed.
            if (refusedOffline("Failed to refresh the leads")) return;
            setRefreshing(true);
            void refresh().finally(() => setRefreshing(false));
          }}
        >
          {busy ? "Refreshing..." : "Refresh"}
        </Button>
      </Flex>
      <Tabs.List aria-label="Leads">
        <Tabs.Trigger value="demo-requests" minH="11">
          Demo Requests{demoRequests.data ? ` (${demoRequests.data.length})` : ""}
        </Tabs.Trigger>
        <Tabs.Trigger value="contact-submissions" minH="11">
          Contact Submissions{contactSubmissions.data ? ` (${contactSubmissions.data.length})` : ""}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="demo-requests">
        <LeadsList what="demo requests" fileStem="demo-requests" query={demoRequests} columns={demoRequestColumns} />
      </Tabs.Content>
      <Tabs.Content value="contact-submissions">
        <LeadsList what="contact submissions" fileStem="contact-submissions" query={contactSubmissions} columns={contactSubmissionColumns} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
