import { Box, Button, Container, Flex, HStack } from "@chakra-ui/react";
import { NavLink } from "react-router";
import { Logo } from "~/components/Logo";
import { paths } from "~/config/paths";

const mainLinks = [
  { label: "Home", to: paths.home },
  { label: "Product", to: paths.marketplace },
  { label: "About Us", to: paths.about },
];

/** Spec 2.2: sticky header with logo, main links and Contact sales. */
export function SiteHeader() {
  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="white/95" backdropFilter="blur(8px)" borderBottomWidth="1px">
      <Container maxW="7xl">
        <Flex h="16" align="center" justify="space-between" gap="4">
          <NavLink to={paths.home} aria-label="LoRaWAN Sensors home">
            <Logo />
          </NavLink>
          <HStack as="nav" aria-label="Main" gap="1" display={{ base: "none", md: "flex" }}>
            {mainLinks.map((link) => (
              <Button key={link.to} asChild variant="ghost" minH="11">
                <NavLink to={link.to} end>
                  {link.label}
                </NavLink>
              </Button>
            ))}
          </HStack>
          <Button asChild colorPalette="brand" minH="11">
            <NavLink to={paths.contact}>Contact sales</NavLink>
          </Button>
        </Flex>
      </Container>
    </Box>
  );
}
