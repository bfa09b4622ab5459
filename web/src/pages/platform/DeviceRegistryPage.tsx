import { Badge, Box, Flex, Heading, SimpleGrid, Stack, Table, Text } from "@chakra-ui/react";
import { deviceActivity, deviceFleet, deviceHealth, deviceLifecycle, deviceRegistry } from "~/content/platform";
import { Section } from "../marketing/components/Section";
import { PlatformPageLayout, platformMeta } from "./PlatformPageLayout";
import { TableScrollRegion } from "~/components/ui/TableScrollRegion";

export const meta = () => platformMeta(deviceRegistry);

const panel = { p: "6", rounded: "xl", bg: "white", borderWidth: "1px", borderColor: "border.muted" } as const;

export default function DeviceRegistryPage() {
  return (
    <PlatformPageLayout page={deviceRegistry}>
      <Section title="Fleet overview" tone="muted">
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6">
          <Box {...panel} gridColumn={{ lg: "span 2" }}>
            <Heading as="h3" size="md" mb="4">
              Devices by type
            </Heading>
            <TableScrollRegion label="Devices by type">
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader scope="col">Device type</Table.ColumnHeader>
                    <Table.ColumnHeader scope="col" textAlign="end">
                      Count
                    </Table.ColumnHeader>
                    <Table.ColumnHeader scope="col">Status</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {deviceFleet.map((row) => (
                    <Table.Row key={row.type}>
                      <Table.Cell>{row.type}</Table.Cell>
                      <Table.Cell textAlign="end">{row.count}</Table.Cell>
                      <Table.Cell>
                        <Badge colorPalette="green">Active</Badge>
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </TableScrollRegion>
          </Box>
          <Stack {...panel} gap="5">
            <Heading as="h3" size="md">
              Fleet health
            </Heading>
            {deviceHealth.map((h) => (
              <Box key={h.label}>
                <Flex justify="space-between" mb="1">
                  <Text>{h.label}</Text>
                  <Text fontWeight="semibold">{h.value}%</Text>
                </Flex>
                <Box h="2.5" bg="gray.100" rounded="full" role="meter" aria-label={h.label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={h.value}>
                  <Box h="full" w={`${h.value}%`} bg="brand.500" rounded="full" />
                </Box>
              </Box>
            ))}
          </Stack>
        </SimpleGrid>
        <Box {...panel} mt="6">
          <Heading as="h3" size="md" mb="4">
            Recent activity
          </Heading>
          <Stack as="ul" gap="3" listStyle="none" p="0" m="0">
            {deviceActivity.map((a) => (
              <Flex as="li" key={a.device + a.event} justify="space-between" gap="4" wrap="wrap" borderBottomWidth="1px" borderColor="border.muted" pb="3">
                <Text>
                  <Text as="span" fontWeight="semibold">
                    {a.event}
                  </Text>{" "}
                  · {a.device}
                </Text>
                <Text color="fg.muted" fontSize="sm">
                  {a.time}
                </Text>
              </Flex>
            ))}
          </Stack>
        </Box>
      </Section>
      <Section title="Device lifecycle">
        <SimpleGrid as="ol" columns={{ base: 1, sm: 2, lg: 4 }} gap="6" listStyle="none" p="0" m="0">
          {deviceLifecycle.map((step, i) => (
            <Stack as="li" key={step.title} gap="2" p="6" rounded="xl" bg="ink.50">
              <Text fontSize="3xl" fontWeight="bold" color="brand.fg">
                {i + 1}
              </Text>
              <Heading as="h3" size="md">
                {step.title}
              </Heading>
              <Text color="fg.muted">{step.description}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Section>
    </PlatformPageLayout>
  );
}
