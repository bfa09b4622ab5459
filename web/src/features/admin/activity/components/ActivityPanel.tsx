import { Box, Button, Flex, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useMemo, useState } from "react";
import { EmptyState } from "../../shared/EmptyState";
import { LoadError, showsLoadError } from "../../shared/LoadError";
import { refusedOffline } from "../../shared/offlineGuard";
import { useActivity } from "../api/activity";
import { useExportActivityCsv } from "../api/activityCsv";
import { dateRangeProblem, noActivityFilters, type ActivityFilters } from "../lib/activitySearch";
import { ActivityFilterBar } from "./ActivityFilterBar";
import { ActivityList } from "./ActivityList";

/**
 * Issue 49: the Activity tab. Who did what and when across the catalogue (saves, publishing, bulk
 * actions with their size, imports, restores, deletes, sign-ins), filtered by person, action and
 * dates, newest first, 50 at a time (Load more), and the whole filtered log as a CSV file.
 */
export function ActivityPanel() {
  const [filters, setFilters] = useState<ActivityFilters>(noActivityFilters);
  const problem = dateRangeProblem(filters);
  const activity = useActivity(filters, !problem);
  const exportCsv = useExportActivityCsv();
  const pages = activity.data?.pages;
  const entries = useMemo(() => pages?.flatMap((page) => page.entries) ?? [], [pages]);
  const people = pages?.[0]?.people ?? [];
  const filtering = JSON.stringify(filters) !== JSON.stringify(noActivityFilters);

  return (
    <Stack gap="4" pt="4">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Text color="fg.muted" fontSize="sm">
          Who did what and when across the catalogue, newest first.
        </Text>
        <Button
          variant="outline"
          minH="11"
          disabled={Boolean(problem) || exportCsv.isPending}
          aria-busy={exportCsv.isPending || undefined}
          onClick={() => refusedOffline("Failed to export the activity") || exportCsv.mutate(filters)}
        >
          {exportCsv.isPending ? "Exporting..." : "Export CSV"}
        </Button>
      </Flex>
      <ActivityFilterBar filters={filters} people={people} onChange={setFilters} />
      {problem ? null : activity.isPending ? (
        <Stack gap="2" aria-hidden="true">
          <Skeleton h="10" rounded="md" />
          <Skeleton h="10" rounded="md" />
          <Skeleton h="10" rounded="md" />
        </Stack>
      ) : showsLoadError(activity) ? (
        <LoadError what="the activity" onRetry={() => void activity.refetch()} />
      ) : entries.length === 0 ? (
        <EmptyState title="No activity found" hint={filtering ? "Try adjusting your filters" : "Changes to products, news and categories appear here."} />
      ) : (
        <>
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            Showing {entries.length.toLocaleString("en-US")} {entries.length === 1 ? "entry" : "entries"}
            {activity.hasNextPage ? "" : " (all)"}
          </Text>
          {/* Dimmed while the entries shown are the last filter's, until the new filter's arrive. */}
          <Box aria-busy={activity.isPlaceholderData || undefined} opacity={activity.isPlaceholderData ? 0.6 : undefined}>
            <ActivityList entries={entries} />
          </Box>
          {activity.hasNextPage && (
            <Button
              alignSelf="center"
              variant="outline"
              minH="11"
              disabled={activity.isFetchingNextPage}
              aria-busy={activity.isFetchingNextPage || undefined}
              onClick={() => refusedOffline("Failed to load more activity") || void activity.fetchNextPage()}
            >
              {activity.isFetchingNextPage ? "Loading..." : "Load more"}
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
