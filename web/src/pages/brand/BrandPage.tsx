import { Box, Flex, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Icon } from "~/components/icons";
import { seo } from "~/components/seo";
import { paths } from "@lorawan/contracts/paths";
import { clearSpaceRule, logoDonts, logoDos, logoVariants, palette, typography } from "~/content/brandPage";
import { CheckList } from "../marketing/components/CheckList";
import { PageHero } from "../marketing/components/PageHero";
import { CopyHexButton } from "~/features/brand";
import { Section } from "../marketing/components/Section";
import { LinkButton } from "~/components/LinkButton";

export const meta = () =>
  seo({
    title: "Brand Guidelines | LoRaWAN Sensors",
    description: "Download the LoRaWAN Sensors logo in SVG and PNG, and use our colour palette, Inter typography and logo rules correctly.",
    path: paths.brand,
  });

const logoFile = (variant: string, format: "svg" | "png") => `/brand/logo-${variant}.${format}`;

export default function BrandPage() {
  return (
    <>
      <PageHero eyebrow="Brand" title="Brand guidelines" lead="Our logo, colours and typography, and how to use them." />
      <Section title="Logo" tone="muted" lead={clearSpaceRule}>
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
          {logoVariants.map((logo) => (
            <Stack key={logo.id} gap="4" p="6" rounded="xl" bg="white" borderWidth="1px" borderColor="border.muted">
              <Flex h="32" align="center" justify="center" rounded="lg" bg={logo.dark ? "ink.900" : "ink.50"} p="4">
                <img
                  src={logoFile(logo.id, "svg")}
                  alt={`${logo.name} logo`}
                  style={{ maxHeight: "100%", maxWidth: "100%" }}
                  loading="lazy"
                  width={260}
                  height={60}
                />
              </Flex>
              <Box>
                <Heading as="h3" size="md">
                  {logo.name}
                </Heading>
                <Text color="fg.muted" fontSize="sm">
                  {logo.description}
                </Text>
              </Box>
              <HStack gap="2">
                {(["svg", "png"] as const).map((format) => (
                  <LinkButton key={format} asChild variant="outline" size="sm" minH="11" flex="1">
                    <a
                      href={logoFile(logo.id, format)}
                      download={`lorawan-sensors-logo-${logo.id}.${format}`}
                      aria-label={`Download ${logo.name} logo as ${format.toUpperCase()}`}
                    >
                      <Icon name="download" size={16} />
                      {format.toUpperCase()}
                    </a>
                  </LinkButton>
                ))}
              </HStack>
            </Stack>
          ))}
        </SimpleGrid>
      </Section>
      <Section title="Colour palette">
        <SimpleGrid columns={{ base: 2, md: 3, lg: 6 }} gap="4">
          {palette.map((colour) => (
            <Stack key={colour.hex} gap="0" rounded="xl" borderWidth="1px" borderColor="border.muted" overflow="hidden">
              <Box h="24" bg={colour.hex} borderBottomWidth="1px" borderColor="border.muted" />
              <Stack gap="1" p="3">
                <Text fontWeight="semibold" fontSize="sm">
                  {colour.name}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {colour.usage}
                </Text>
                <CopyHexButton hex={colour.hex} />
              </Stack>
            </Stack>
          ))}
        </SimpleGrid>
      </Section>
      <Section title="Typography" tone="muted" lead="Inter, weights 400-700.">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
          {typography.map((t) => (
            <Box key={t.weight} p="6" rounded="xl" bg="white" borderWidth="1px" borderColor="border.muted">
              <Text fontSize="4xl" fontWeight={t.weight} lineHeight="1">
                Aa
              </Text>
              <Text mt="3" fontWeight="semibold">
                Inter {t.name} ({t.weight})
              </Text>
              <Text color="fg.muted" fontSize="sm">
                {t.usage}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Section>
      <Section title="Logo do's and don'ts">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          <Box p="6" rounded="xl" borderWidth="1px" borderColor="green.300" bg="green.50">
            <Heading as="h3" size="md" mb="4">
              Do
            </Heading>
            <CheckList items={logoDos} color="green.700" />
          </Box>
          <Box p="6" rounded="xl" borderWidth="1px" borderColor="red.300" bg="red.50">
            <Heading as="h3" size="md" mb="4">
              Don&apos;t
            </Heading>
            <Stack as="ul" gap="2" listStyle="none" p="0" m="0">
              {logoDonts.map((item) => (
                <HStack as="li" key={item} gap="2" align="start">
                  <Box color="red.700" mt="0.5">
                    <Icon name="x" size={18} />
                  </Box>
                  <Text>{item}</Text>
                </HStack>
              ))}
            </Stack>
          </Box>
        </SimpleGrid>
      </Section>
    </>
  );
}
