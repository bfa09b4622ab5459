import { Box, Flex } from "@chakra-ui/react";
import { useEffect } from "react";
import { Link, Outlet, useLocation } from "react-router";
import { NavigationProvider } from "~/components/AppLink";
import { useStaticIslandLinks } from "~/components/StaticIsland";
import { OfflineIndicator } from "./layout/OfflineIndicator";
import { SiteFooter } from "./layout/SiteFooter";
import { SiteHeader } from "./layout/SiteHeader";

export default function PublicLayout() {
  const { pathname } = useLocation();
  useStaticIslandLinks();
  // Marks the prerendered page as interactive, so browser tests wait for hydration before typing.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    // In the app, site links navigate with the router, without a page load.
    <NavigationProvider pathname={pathname} Link={Link}>
      <Flex direction="column" minH="100dvh">
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <SiteHeader />
        <Box as="main" id="main" flex="1" tabIndex={-1} outline="none">
          <Outlet />
        </Box>
        <SiteFooter />
        <OfflineIndicator />
      </Flex>
    </NavigationProvider>
  );
}
