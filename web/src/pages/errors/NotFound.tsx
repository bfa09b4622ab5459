import { Container, Heading, Text } from "@chakra-ui/react";
import { seo } from "~/components/seo";

// Spec 2.1: the title and text of the not-found page, at any unknown URL and for an address whose
// route finds nothing (a draft or unknown news article): no canonical URL, kept out of search indexes.

export const notFoundMeta = () => seo({ title: "404 Page Not Found", description: "Did you forget to add the page to the router?", noindex: true });

export function NotFound() {
  return (
    <Container maxW="2xl" py="24" textAlign="center">
      <Heading as="h1" size="3xl" mb="4">
        404 Page Not Found
      </Heading>
      <Text color="fg.muted">Did you forget to add the page to the router?</Text>
    </Container>
  );
}
