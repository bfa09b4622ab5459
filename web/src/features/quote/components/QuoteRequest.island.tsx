import { island } from "~/boot/island";
import { Grid, Heading, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { AppLink } from "~/components/AppLink";
import { paths } from "@lorawan/contracts/paths";
import { ContactForm } from "~/features/contact";
import { productCount } from "../lib/quote.controls";
import { clearQuoteList } from "../lib/quoteList";
import { unavailableProducts } from "../lib/unavailableProducts";
import { useQuoteList } from "../lib/useQuoteList";
import { QuoteLines } from "./QuoteLines";
import { LinkButton } from "~/components/LinkButton";

/**
 * The /quote page's island: the quote list kept on the device, and the contact form that sends it
 * (spec 4, 5, 8: the same fields, rules and messages). After a successful send the list is emptied;
 * after a failure, or offline, it is kept, and a product the server refused (withdrawn since it was
 * added) says so on its line.
 */
function QuoteRequest() {
  const lines = useQuoteList();
  const [unavailable, setUnavailable] = useState<number[]>([]);
  if (lines === null) {
    // The prerendered page and the first render of hydration: the list is read from the device next.
    return (
      <Stack gap="4" role="status" aria-label="Loading your quote list">
        <Skeleton h="40" rounded="lg" />
        <Skeleton h="40" rounded="lg" />
      </Stack>
    );
  }
  if (lines.length === 0) {
    return (
      <Stack gap="4" align="center" textAlign="center" py="12">
        <Heading as="h2" size="lg">
          Your quote list is empty
        </Heading>
        <Text color="fg.muted">Add products with the Add to quote button on a product card or page.</Text>
        <LinkButton asChild colorPalette="brand" minH="11">
          <AppLink to={paths.marketplace}>Browse products</AppLink>
        </LinkButton>
      </Stack>
    );
  }
  const items = lines.map(({ productId, quantity, note }) => ({ productId, quantity, note: note.trim() || null }));
  return (
    <Grid templateColumns={{ base: "1fr", lg: "3fr 2fr" }} gap={{ base: "8", lg: "10" }} alignItems="start">
      <Stack as="section" aria-labelledby="quote-products" gap="4">
        <Heading as="h2" id="quote-products" size="lg">
          {`Your products (${productCount(lines.length)})`}
        </Heading>
        <QuoteLines lines={lines} unavailable={unavailable} />
      </Stack>
      <Stack as="section" aria-labelledby="quote-details" gap="4">
        <Heading as="h2" id="quote-details" size="lg">
          Your details
        </Heading>
        <ContactForm
          items={items}
          onSent={() => {
            setUnavailable([]);
            clearQuoteList();
          }}
          onFailed={(error) => setUnavailable(unavailableProducts(error, items))}
          label="Quote request form"
          submitLabel="Send quote request"
        />
      </Stack>
    </Grid>
  );
}

export default island("QuoteRequest", QuoteRequest);
