import { Button, Flex, Tabs } from "@chakra-ui/react";
import { useState } from "react";
import { useContactSubmissions, useDemoRequests, useRefreshLeads } from "../api/adminLeads";
import { contactSubmissionColumns, demoRequestColumns } from "../lib/leadColumns";
import { LeadsList } from "./LeadsList";

/** Beyond the spec: the demo requests and contact submissions the site has received. */
export function LeadsPanel() {
  const demoRequests = useDemoRequests();
  const contactSubmissions = useContactSubmissions();
  const refresh = useRefreshLeads();
  const [refreshing, setRefreshing] = useState(false);
  return (
    <Tabs.Root defaultValue="demo-requests" variant="enclosed" size="sm" pt="4">
      <Flex justify="end" mb="2">
        <Button
          variant="outline"
          minH="11"
          loading={refreshing || demoRequests.isFetching || contactSubmissions.isFetching}
          onClick={() => {
            setRefreshing(true);
            void refresh().finally(() => setRefreshing(false));
          }}
        >
          Refresh
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
