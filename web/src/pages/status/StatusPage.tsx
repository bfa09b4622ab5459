import { Badge, Box, Flex, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Icon, type IconName } from "~/components/icons";
import { seo } from "~/components/seo";
import { paths } from "@lorawan/contracts/paths";
import { claims } from "~/content/claims";
import { incidents, maintenance, notificationOptions, services, statusLastUpdated, statusMetrics, statusSummary, type ServiceStatusValue } from "~/content/status";
import { Section } from "../marketing/components/Section";

export const meta = () =>
  seo({
    title: "System Status | LoRaWAN Sensors",
    description: `Live status of the LoRaWAN Sensors platform: services, performance, incidents and scheduled maintenance. Backed by a ${claims.uptimeSlaMeta} uptime SLA.`,
    path: paths.status,
  });

/** Spec 4: each service status has its own icon and colour; the text reads Operational or Maintenance. */
const serviceStatusStyle: Record<ServiceStatusValue, { icon: IconName; color: string }> = {
  operational: { icon: "check", color: "green.700" },
  maintenance: { icon: "wrench", color: "blue.700" },
  degraded: { icon: "alert", color: "yellow.700" },
  outage: { icon: "x", color: "red.700" },
};
const serviceStatusText = (status: ServiceStatusValue) => (status === "operational" ? "Operational" : "Maintenance");

/** Spec 4: in-progress and resolved have their own style; anything else is a red alert. */
const incidentStatusPalette = (status: string) => (status === "resolved" ? "green" : status === "in-progress" ? "blue" : "red");
/** Spec 4: severity medium orange, low blue, other red. */
const severityPalette = (severity: string) => (severity === "medium" ? "orange" : severity === "low" ? "blue" : "red");

const panel = { p: "6", rounded: "xl", bg: "white", borderWidth: "1px", borderColor: "border.muted" } as const;

export default function StatusPage() {
  return (
    <>
      <Box as="section" bg="ink.900" color="white" py={{ base: "12", md: "16" }}>
        <Box maxW="7xl" mx="auto" px={{ base: "4", md: "6", lg: "8" }}>
          <Heading as="h1" size={{ base: "3xl", md: "4xl" }} letterSpacing="tight" mb="6">
            System Status
          </Heading>
          <Flex role="status" align="center" gap="4" p="5" rounded="xl" bg="green.700" color="white" wrap="wrap">
            <Icon name="check" size={28} />
            <Box>
              <Text fontSize="xl" fontWeight="bold">
                {statusSummary.title}
              </Text>
              <Text fontSize="sm">Last updated: {statusLastUpdated}</Text>
            </Box>
          </Flex>
          <Text mt="4" color="ink.500">
            Core services target {claims.uptimeSlaBody} monthly uptime.
          </Text>
        </Box>
      </Box>
      <Section title="Services" tone="muted">
        <Stack as="ul" gap="3" listStyle="none" p="0" m="0">
          {services.map((s) => {
            const style = serviceStatusStyle[s.status];
            return (
              <Flex as="li" key={s.name} {...panel} p="5" justify="space-between" align={{ base: "start", sm: "center" }} gap="4" direction={{ base: "column", sm: "row" }}>
                <Box>
                  <Text fontWeight="semibold">{s.name}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {s.description}
                  </Text>
                </Box>
                <HStack gap="6">
                  <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
                    {s.uptime} uptime (30 days)
                  </Text>
                  <HStack gap="1.5" color={style.color} fontWeight="semibold" data-status={s.status}>
                    <Icon name={style.icon} size={18} />
                    <Text>{serviceStatusText(s.status)}</Text>
                  </HStack>
                </HStack>
              </Flex>
            );
          })}
        </Stack>
      </Section>
      <Section title="Performance metrics">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
          {statusMetrics.map((m) => (
            <Stack key={m.name} {...panel} gap="1">
              <Text color="fg.muted">{m.name}</Text>
              <Text fontSize="3xl" fontWeight="bold">
                {m.value}
              </Text>
              <HStack gap="1" fontSize="sm" color="green.700">
                <Icon name="check" size={16} />
                <Text>Target {m.target}</Text>
              </HStack>
            </Stack>
          ))}
        </SimpleGrid>
      </Section>
      <Section title="Recent incidents" tone="muted">
        <Stack gap="6">
          {incidents.map((incident) => (
            <Box as="article" key={incident.id} {...panel}>
              <Flex justify="space-between" gap="3" wrap="wrap" mb="2">
                <Heading as="h3" size="md">
                  {incident.title}
                </Heading>
                <HStack gap="2">
                  <Badge colorPalette={severityPalette(incident.severity)}>{incident.severity}</Badge>
                  <Badge colorPalette={incidentStatusPalette(incident.status)}>{incident.status}</Badge>
                </HStack>
              </Flex>
              <Text fontSize="sm" color="fg.muted">
                {incident.id} · {incident.startTime}
                {incident.endTime ? ` – ${incident.endTime}` : ""}
              </Text>
              <Text mt="3">{incident.description}</Text>
              <Stack as="ol" gap="2" mt="4" ps="4" borderLeftWidth="2px" borderColor="border.muted" listStyle="none">
                {incident.updates.map((u) => (
                  <Box as="li" key={u.time}>
                    <Text asChild fontSize="sm" fontWeight="semibold">
                      <time dateTime={new Date(u.time).toISOString()}>{u.time}</time>
                    </Text>
                    <Text color="fg.muted">{u.message}</Text>
                  </Box>
                ))}
              </Stack>
            </Box>
          ))}
        </Stack>
      </Section>
      <Section title="Scheduled maintenance">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          {maintenance.map((m) => (
            <Stack key={m.service} {...panel} gap="2">
              <HStack gap="2" color="blue.700">
                <Icon name="wrench" size={18} />
                <Heading as="h3" size="md" color="fg">
                  {m.service}
                </Heading>
              </HStack>
              <Text fontSize="sm">
                <strong>Scheduled:</strong> {m.scheduledTime}
              </Text>
              <Text fontSize="sm">
                <strong>Duration:</strong> {m.duration} · <strong>Impact:</strong> {m.impact}
              </Text>
              <Text color="fg.muted">{m.description}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Section>
      <Section title="Get notified" tone="muted">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
          {notificationOptions.map((n) => (
            <Stack key={n.title} {...panel} gap="2">
              <Box color="brand.fg">
                <Icon name={n.icon} />
              </Box>
              <Heading as="h3" size="md">
                {n.title}
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                {n.description}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Section>
    </>
  );
}
