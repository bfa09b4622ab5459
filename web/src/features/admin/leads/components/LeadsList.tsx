import { Box, Button, Flex, Skeleton, Stack, Table, Text } from "@chakra-ui/react";
import type { UseQueryResult } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { localDate } from "../../data-sync/lib/exportFileName";
import { downloadCsv } from "../../shared/downloadFile";
import { EmptyState } from "../../shared/EmptyState";
import { LoadError, showsLoadError } from "../../shared/LoadError";
import { SearchInput } from "../../shared/SearchInput";
import { newestFirst, searchLeads, type LeadColumn } from "../lib/leadColumns";
import { toCsv } from "@lorawan/contracts/csv";
import { TableScrollRegion } from "~/components/ui/TableScrollRegion";

interface LeadsListProps<T extends { id: string | number; createdAt: string }> {
  what: string;
  fileStem: string;
  query: UseQueryResult<T[]>;
  columns: LeadColumn<T>[];
}

/** One inbox (demo requests or contact submissions): search, newest first, CSV download. */
export function LeadsList<T extends { id: string | number; createdAt: string }>({ what, fileStem, query, columns }: LeadsListProps<T>) {
  const [search, setSearch] = useState("");
  const rows = useMemo(() => searchLeads(newestFirst(query.data ?? []), columns, search), [query.data, columns, search]);

  return (
    <Stack gap="4" pt="4">
      <Flex gap="3" wrap="wrap" align="center">
        <SearchInput label={`Search ${what}`} value={search} onChange={setSearch} />
        <Button variant="outline" minH="11" disabled={rows.length === 0} onClick={() => downloadCsv(toCsv(rows, columns), `${fileStem}-${localDate(new Date())}.csv`)}>
          Download CSV
        </Button>
      </Flex>
      {query.isPending ? (
        <Skeleton h="40" rounded="md" />
      ) : showsLoadError(query) ? (
        <LoadError what={what} onRetry={() => void query.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title={`No ${what} found`} hint={search ? "Try adjusting your search criteria" : undefined} />
      ) : (
        <>
          <Text fontSize="sm" color="fg.muted">
            {rows.length} {what}
          </Text>
          <TableScrollRegion label={what} borderWidth="1px" rounded="md">
            <Table.Root size="sm" aria-label={what}>
              <Table.Header>
                <Table.Row>
                  {columns.map((c) => (
                    <Table.ColumnHeader key={c.header}>{c.header}</Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((row) => (
                  <Table.Row key={row.id}>
                    {columns.map((c, i) => (
                      <Table.Cell key={c.header} verticalAlign="top">
                        <Box
                          maxW={i === columns.length - 1 ? "md" : "xs"}
                          minW={c.showAll ? "xs" : undefined}
                          lineClamp={c.showAll ? undefined : 3}
                          whiteSpace={i === 0 ? "nowrap" : c.showAll ? "pre-line" : undefined}
                        >
                          {i === 0 ? new Date(row.createdAt).toLocaleString() : c.value(row)}
                        </Box>
                      </Table.Cell>
                    ))}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </TableScrollRegion>
        </>
      )}
    </Stack>
  );
}
