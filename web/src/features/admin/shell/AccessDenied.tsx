import { Box, Heading, Text } from "@chakra-ui/react";
import { LogoutButton } from "./LogoutButton";
import { LinkButton } from "~/components/LinkButton";

/** Spec 2.14 / 8: a signed-in user without the admin role. */
export function AccessDenied() {
  return (
    <Box maxW="lg" mx="auto" py={{ base: "12", md: "20" }} px="4" textAlign="center">
      <Heading as="h1" size="2xl" mb="3">
        Access Denied
      </Heading>
      <Text color="fg.muted" mb="6">
        You need admin privileges to access this page.
      </Text>
      <LogoutButton />
      <LinkButton asChild variant="ghost" minH="11" ms="2">
        <a href="/">Back to home</a>
      </LinkButton>
    </Box>
  );
}
