import { Box, Container, Flex, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { AppLink } from "~/components/AppLink";
import { Logo } from "~/components/Logo";
import { brand } from "~/config/site";
import { footerLinks } from "~/content/navigation";
import { InstallAppButton } from "./InstallAppButton";

/** Spec 2.2: logo, tagline, copyright 2024 and the four links (the Install button, shown by the page's code when the browser offers it). */
export function SiteFooter() {
  return (
    <Box as="footer" bg="ink.900" color="ink.50" py="12">
      <Container maxW="7xl">
        <Flex direction={{ base: "column", md: "row" }} justify="space-between" gap="8">
          <Stack gap="3" maxW="md">
            <Logo inverted />
            <Text color="ink.500">{brand.tagline}</Text>
            <Box>
              <InstallAppButton />
            </Box>
          </Stack>
          <HStack as="nav" aria-label="Legal" wrap="wrap" gap="2" align="start">
            {footerLinks.map((link) => (
              <Link key={link.to} asChild color="ink.50" px="2" minH="11" display="inline-flex" alignItems="center">
                <AppLink to={link.to}>{link.label}</AppLink>
              </Link>
            ))}
          </HStack>
        </Flex>
        <Text mt="10" fontSize="sm" color="ink.500">
          {`© ${brand.footerYear} ${brand.name}. All rights reserved.`}
        </Text>
      </Container>
    </Box>
  );
}
