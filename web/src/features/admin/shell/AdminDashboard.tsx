import { Container, Flex, Heading, HStack, Tabs, Text } from "@chakra-ui/react";
import { DataSyncPanel } from "../data-sync/components/DataSyncPanel";
import { useRefreshLeads } from "../leads/api/adminLeads";
import { LeadsPanel } from "../leads/components/LeadsPanel";
import { NewsPanel } from "../news/components/NewsPanel";
import { OfflineBanner } from "../offline/OfflineBanner";
import { useReconnect } from "../offline/useReconnect";
import { OutboxPanel } from "../outbox/OutboxPanel";
import { CatalogueTabs } from "./CatalogueTabs";
import { LogoutButton } from "./LogoutButton";
import { SessionEndedDialog } from "./SessionEndedDialog";
import { useHiddenSiteChrome } from "./siteNavigation";

/** Spec 2.14: the admin's three tabs (Products, News, Data Sync), plus the Leads inbox. */
export function AdminDashboard({ username }: { username: string }) {
  const refreshLeads = useRefreshLeads();
  useHiddenSiteChrome();
  useReconnect();
  return (
    <Container maxW="7xl" py={{ base: "6", md: "8" }}>
      <Flex justify="space-between" align="center" gap="4" wrap="wrap" mb="6">
        <div>
          <Heading as="h1" size="2xl">
            Admin Dashboard
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            Signed in as {username}
          </Text>
        </div>
        <HStack gap="2" wrap="wrap">
          <OutboxPanel />
          <LogoutButton />
        </HStack>
      </Flex>
      <OfflineBanner />
      <Tabs.Root
        defaultValue="products"
        lazyMount
        variant="line"
        colorPalette="brand"
        // New leads arrive from the site at any time: showing the tab reads them again (online:
        // offline, the leads as last loaded stay).
        onValueChange={(e) => e.value === "leads" && navigator.onLine && void refreshLeads()}
      >
        <Tabs.List overflowX="auto" aria-label="Admin sections">
          <Tabs.Trigger value="products" minH="11">
            Products
          </Tabs.Trigger>
          <Tabs.Trigger value="news" minH="11">
            News
          </Tabs.Trigger>
          <Tabs.Trigger value="data-sync" minH="11">
            Data Sync
          </Tabs.Trigger>
          <Tabs.Trigger value="leads" minH="11">
            Leads
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="products">
          <CatalogueTabs />
        </Tabs.Content>
        <Tabs.Content value="news">
          <NewsPanel />
        </Tabs.Content>
        <Tabs.Content value="data-sync">
          <DataSyncPanel />
        </Tabs.Content>
        <Tabs.Content value="leads">
          <LeadsPanel />
        </Tabs.Content>
      </Tabs.Root>
      <SessionEndedDialog />
    </Container>
  );
}
