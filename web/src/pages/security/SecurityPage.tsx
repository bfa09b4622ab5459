import { Badge, Box, Flex, Heading, HStack, Link as ChakraLink, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Icon } from "~/components/icons";
import { seo } from "~/components/seo";
import { paths } from "@lorawan/contracts/paths";
import { certificationStatusPalette, certifications, incidentResponse, securityContact, securityFeatures, securityPractices } from "~/content/security";
import { CheckList } from "../marketing/components/CheckList";
import { FeatureGrid } from "../marketing/components/FeatureGrid";
import { PageHero } from "../marketing/components/PageHero";
import { Section } from "../marketing/components/Section";
import { LinkButton } from "~/components/LinkButton";

export const meta = () =>
  seo({
    title: "Security | LoRaWAN Sensors",
    description: "End-to-end encryption, SOC 2 Type II, ISO 27001 and GDPR compliance, security practices and incident response for the LoRaWAN Sensors platform.",
    path: paths.security,
  });

const anchorButton = { size: "lg", minH: "11" } as const;

export default function SecurityPage() {
  return (
    <>
      <PageHero eyebrow="Security" title="Security built into every layer" lead="From the sensor to the dashboard, your data is encrypted, monitored and protected by audited controls.">
        <HStack gap="3" wrap="wrap">
          <LinkButton asChild colorPalette="brand" {...anchorButton}>
            <a href="#certifications">View Certifications</a>
          </LinkButton>
          <LinkButton asChild variant="outline" color="white" borderColor="whiteAlpha.600" _hover={{ bg: "whiteAlpha.200" }} {...anchorButton}>
            <a href="#practices">Security Practices</a>
          </LinkButton>
        </HStack>
      </PageHero>
      <Section title="How we protect you" tone="muted">
        <FeatureGrid items={securityFeatures} columns={3} />
      </Section>
      <Section id="certifications" title="Certifications and compliance" scrollMarginTop="16">
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
          {certifications.map((c) => (
            <Stack key={c.name} gap="3" p="6" rounded="xl" borderWidth="1px" borderColor="border.muted">
              <Flex justify="space-between" align="start" gap="3">
                <Heading as="h3" size="md">
                  {c.name}
                </Heading>
                <Badge colorPalette={certificationStatusPalette[c.status]} variant="subtle" size="md">
                  {c.status}
                </Badge>
              </Flex>
              <Text color="fg.muted">{c.description}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Section>
      <Section id="practices" title="Security practices" tone="muted" scrollMarginTop="16">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          {securityPractices.map((p) => (
            <Box key={p.title} p="6" rounded="xl" bg="white" borderWidth="1px" borderColor="border.muted">
              <HStack gap="3" mb="4" color="brand.fg">
                <Icon name={p.icon} />
                <Heading as="h3" size="md" color="fg">
                  {p.title}
                </Heading>
              </HStack>
              <CheckList items={p.items} />
            </Box>
          ))}
        </SimpleGrid>
      </Section>
      <Section title="Incident response">
        <FeatureGrid items={incidentResponse} columns={3} />
      </Section>
      <Section title="Security contact" tone="dark" lead={securityContact.text}>
        <LinkButton asChild colorPalette="brand" size="lg" minH="11">
          <ChakraLink href={`mailto:${securityContact.email}`}>
            <Icon name="mail" size={18} />
            Email the security team
          </ChakraLink>
        </LinkButton>
        <Text mt="3" color="ink.500" wordBreak="break-all">
          {securityContact.email}
        </Text>
      </Section>
    </>
  );
}
