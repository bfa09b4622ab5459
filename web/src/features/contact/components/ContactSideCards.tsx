import { Card, Heading, Link, Stack, Text } from "@chakra-ui/react";
import { brand } from "~/config/site";

/** Spec 2.5: a contact email link and the promise of an answer in under 24 hours (spec 9.2). */
export function ContactSideCards() {
  return (
    <Stack gap="5">
      <Card.Root variant="outline">
        <Card.Body gap="2">
          <Heading as="h2" size="md">
            Email us
          </Heading>
          <Text color="fg.muted">Prefer email? Write to our sales team directly.</Text>
          <Link href={`mailto:${brand.email}`} color="brand.fg" fontWeight="semibold" wordBreak="break-all" minH="11" display="inline-flex" alignItems="center">
            {brand.email}
          </Link>
        </Card.Body>
      </Card.Root>
      <Card.Root variant="outline">
        <Card.Body gap="2">
          <Heading as="h2" size="md">
            Response time
          </Heading>
          <Text fontSize="2xl" fontWeight="bold">
            Under 24 hours
          </Text>
          <Text color="fg.muted">Every request gets an answer from a LoRaWAN specialist within one business day.</Text>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
