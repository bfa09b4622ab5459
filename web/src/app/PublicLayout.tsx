import { Box, Flex } from "@chakra-ui/react";
import { Outlet, useLocation } from "react-router";
import { NavigationProvider } from "~/components/AppLink";
import { QuoteNotice } from "~/features/quote";
import { OfflineIndicator } from "./layout/OfflineIndicator";
import { SiteFooter } from "./layout/SiteFooter";
import { SiteHeader } from "./layout/SiteHeader";

export default function PublicLayout() {
  const { pathname } = useLocation();
  return (
    <NavigationProvider pathname={pathname}>
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
        <QuoteNotice />
      </Flex>
    </NavigationProvider>
  );
}
