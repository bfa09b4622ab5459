import { Box, Container, Flex, HStack } from "@chakra-ui/react";
import { NavAppLink, useCurrentPath } from "~/components/AppLink";
import { Logo } from "~/components/Logo";
import { paths } from "@lorawan/contracts/paths";
import { mainLinks } from "~/content/navigation";
import { QuoteBadgeLink } from "~/features/quote";
import { siteNavigationAttribute } from "~/lib/siteNavigation";
import { MobileNav } from "./MobileNav";
import { SolutionsMenu } from "./SolutionsMenu";
import { LinkButton } from "~/components/LinkButton";

/** Spec 2.2: sticky header with logo, main links, the Solutions dropdown and Contact sales. */
export function SiteHeader() {
  const pathname = useCurrentPath();
  const onAdmin = pathname === paths.admin || pathname.startsWith(`${paths.admin}/`);
  const navigation = <HeaderNavigation />;
  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="white" borderBottomWidth="1px" borderColor="border.muted">
      <Container maxW="7xl">
        <Flex h="16" align="center" justify="space-between" gap={{ base: "2", md: "4" }}>
          {/* Spec 2.2: touch targets are at least 44 px, the logo link too. */}
          <Box asChild display="inline-flex" alignItems="center" minH="11">
            <NavAppLink to={paths.home} aria-label="LoRaWAN Sensors home">
              {/* Compact on a phone: the quote list's link shares the row with Contact sales and the menu. */}
              <Logo compact />
            </NavAppLink>
          </Box>
          {/* Spec 2.2: on /admin the navigation is hidden while an admin is signed in. The header is
              static HTML on every page (decision 021), so the admin app hides this box when it shows
              the dashboard (shell/siteNavigation.ts); signed out, the links stay. */}
          {onAdmin ? (
            <Box display="contents" {...{ [siteNavigationAttribute]: "" }}>
              {navigation}
            </Box>
          ) : (
            navigation
          )}
        </Flex>
      </Container>
    </Box>
  );
}

/** Spec 2.2: the active link is highlighted (aria-current="page" set by NavAppLink). */
const activeLinkStyle = {
  "&[aria-current=page]": { color: "brand.fg", bg: "brand.subtle", fontWeight: "semibold" },
} as const;

function HeaderNavigation() {
  return (
    <>
      <HStack as="nav" aria-label="Main" gap="1" display={{ base: "none", lg: "flex" }}>
        {mainLinks.map((link) => (
          <LinkButton key={link.to} asChild variant="ghost" minH="11" color="fg" css={activeLinkStyle}>
            <NavAppLink to={link.to} currentUnder={link.currentUnder}>
              {link.label}
            </NavAppLink>
          </LinkButton>
        ))}
        <SolutionsMenu />
      </HStack>
      <HStack gap={{ base: "1", sm: "2" }}>
        <LinkButton asChild colorPalette="brand" minH="11" size={{ base: "sm", sm: "md" }} px={{ base: "3", sm: "4" }}>
          <NavAppLink to={paths.contact}>Contact sales</NavAppLink>
        </LinkButton>
        <QuoteBadgeLink />
        <MobileNav />
      </HStack>
    </>
  );
}
