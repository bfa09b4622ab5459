import { Box, Flex } from "@chakra-ui/react";
import { useEffect } from "react";
import { Outlet } from "react-router";
import { useStaticIslandLinks } from "~/components/StaticIsland";
import { OfflineIndicator } from "./layout/OfflineIndicator";
import { SiteFooter } from "./layout/SiteFooter";
import { SiteHeader } from "./layout/SiteHeader";

export default function PublicLayout() {
  useStaticIslandLinks();
  // Marks the prerendered page as interactive, so browser tests wait for hydration before typing.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
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
  );
}
