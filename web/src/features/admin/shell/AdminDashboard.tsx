import { Container, Flex, Heading, HStack, Tabs, Text } from "@chakra-ui/react";
import { useRefreshActivity } from "../activity/api/activity";
import { ActivityPanel } from "../activity/components/ActivityPanel";
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
import { useRefreshTrash } from "../trash/api/trash";
import { TrashPanel } from "../trash/components/TrashPanel";
import { useHiddenSiteChrome } from "./siteNavigation";

/**
 * Spec 2.14: the admin's three tabs (Products, News, Data Sync), plus the Leads inbox, and (issue 49)
 * the Trash, beside the content it holds (products and news articles, so not under Products), and
 * the Activity log.
 */
export function AdminDashboard({ username }: { username: string }) {
  const refreshLeads = useRefreshLeads();
  const refreshTrash = useRefreshTrash();
  const refreshActivity = useRefreshActivity();
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
        // New leads arrive from the site at any time, and deletes and every other write change the
        // Trash and the Activity from other tabs: showing the tab reads it again (online: offline,
        // what was last loaded stays).
        onValueChange={(e) => {
          if (!navigator.onLine) return;
          if (e.value === "leads") void refreshLeads();
          if (e.value === "trash") void refreshTrash();
          if (e.value === "activity") void refreshActivity();
        }}
      >
        <Tabs.List overflowX="auto" aria-label="Admin sections">
          <Tabs.Trigger value="products" minH="11" flexShrink={0}>
            Products
          </Tabs.Trigger>
          <Tabs.Trigger value="news" minH="11" flexShrink={0}>
            News
          </Tabs.Trigger>
          <Tabs.Trigger value="trash" minH="11" flexShrink={0}>
            Trash
          </Tabs.Trigger>
          <Tabs.Trigger value="data-sync" minH="11" flexShrink={0}>
            Data Sync
          </Tabs.Trigger>
          <Tabs.Trigger value="leads" minH="11" flexShrink={0}>
            Leads
          </Tabs.Trigger>
          <Tabs.Trigger value="activity" minH="11" flexShrink={0}>
            Activity
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="products">
          <CatalogueTabs />
        </Tabs.Content>
        <Tabs.Content value="news">
          <NewsPanel />
        </Tabs.Content>
        <Tabs.Content value="trash">
          <TrashPanel />
        </Tabs.Content>
        <Tabs.Content value="data-sync">
          <DataSyncPanel />
        </Tabs.Content>
        <Tabs.Content value="leads">
          <LeadsPanel />
        </Tabs.Content>
        <Tabs.Content value="activity">
          <ActivityPanel />
        </Tabs.Content>
      </Tabs.Root>
      <SessionEndedDialog />
    </Container>
  );
}
