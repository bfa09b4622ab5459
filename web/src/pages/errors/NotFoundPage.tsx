import { Container, Heading, Text } from "@chakra-ui/react";
import { seo } from "~/components/seo";

// Spec 2.1: the title and text of the not-found page. Hosting answers it with status 404 (404.html)
// at whatever URL was asked for: no canonical URL, and kept out of search indexes.
export const meta = () => seo({ title: "404 Page Not Found", description: "Did you forget to add the page to the router?", noindex: true });

export default function NotFoundPage() {
  return (
    <Container maxW="2xl" py="24" textAlign="center">
      <Heading as="h1" size="3xl" mb="4">
        404 Page Not Found
      </Heading>
      <Text color="fg.muted">Did you forget to add the page to the router?</Text>
    </Container>
  );
}
