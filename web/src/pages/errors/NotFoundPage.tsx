import { Container, Heading, Text } from "@chakra-ui/react";
import { data } from "react-router";
import { seo } from "~/components/seo";

// Spec 2.1: the title and text of the not-found page. The function renders it with status 404 at
// whatever unknown URL was asked for (decision 021): no canonical URL, and kept out of search indexes.
export const loader = () => data(null, { status: 404, headers: { "Cache-Control": "public, max-age=60" } });

export const headers = ({ loaderHeaders }: { loaderHeaders: Headers }) => loaderHeaders;

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
