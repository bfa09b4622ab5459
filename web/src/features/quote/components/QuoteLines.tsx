import { Box, Button, Card, Field, Grid, Heading, HStack, Input, Stack, Text, Textarea } from "@chakra-ui/react";
import { useState } from "react";
import { AppLink } from "~/components/AppLink";
import { paths } from "@lorawan/contracts/paths";
import { maxNoteLength, maxQuantity, removeFromQuoteList, updateQuoteLine, type QuoteListLine } from "../lib/quoteList";

/** Why a typed quantity cannot be taken, or null when it can. */
function quantityProblem(text: string, line: QuoteListLine): string | null {
  if (!/^\d+$/.test(text.trim())) return "Enter a whole number.";
  const quantity = Number(text);
  if (quantity < line.minOrderQty) return `The minimum order is ${line.minOrderQty.toLocaleString("en-US")}.`;
  if (quantity > maxQuantity) return `At most ${maxQuantity.toLocaleString("en-US")}.`;
  return null;
}

/** A line's quantity: taken as it is typed when it is a valid one; otherwise said why, and put right on leaving the field. */
function QuantityField({ line }: { line: QuoteListLine }) {
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? String(line.quantity);
  const problem = typed === null ? null : quantityProblem(typed, line);
  const id = `quote-quantity-${line.productId}`;
  return (
    <Field.Root invalid={problem !== null} maxW={{ md: "40" }}>
      <Field.Label htmlFor={id}>Quantity</Field.Label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={line.minOrderQty}
        max={maxQuantity}
        step={1}
        value={text}
        minH="11"
        onChange={(event) => {
          setTyped(event.target.value);
          if (quantityProblem(event.target.value, line) === null) updateQuoteLine(line.productId, { quantity: Number(event.target.value) });
        }}
        onBlur={() => {
          if (typed !== null && problem !== null) {
            const quantity = Number.parseInt(typed, 10);
            updateQuoteLine(line.productId, { quantity: Number.isFinite(quantity) ? quantity : line.minOrderQty });
          }
          setTyped(null);
        }}
      />
      {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : line.minOrderQty > 1 && <Field.HelperText>Minimum order: {line.minOrderQty.toLocaleString("en-US")}</Field.HelperText>}
    </Field.Root>
  );
}

function QuoteLineCard({ line, unavailable }: { line: QuoteListLine; unavailable: boolean }) {
  const noteId = `quote-note-${line.productId}`;
  return (
    <Card.Root as="li" variant="outline" aria-label={line.name} borderColor={unavailable ? "red.500" : undefined}>
      <Card.Body gap="4" p={{ base: "4", md: "5" }}>
        {unavailable && (
          <Text color="red.700" fontWeight="medium" role="alert">
            This product is no longer available. Remove it to send your list.
          </Text>
        )}
        <HStack justify="space-between" align="start" gap="3" wrap="wrap">
          <Stack gap="1">
            <Heading as="h3" size="md">
              <AppLink to={paths.product(line.productId)}>{line.name}</AppLink>
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {line.priceLabel ? `${line.priceLabel} each` : "Price on request"}
            </Text>
          </Stack>
          <Button type="button" variant="outline" colorPalette="red" minH="11" onClick={() => removeFromQuoteList(line.productId)} aria-label={`Remove ${line.name}`}>
            Remove
          </Button>
        </HStack>
        <Grid templateColumns={{ base: "1fr", md: "auto 1fr" }} gap="4" alignItems="start">
          <QuantityField line={line} />
          <Field.Root>
            <Field.Label htmlFor={noteId}>Note</Field.Label>
            <Textarea
              id={noteId}
              value={line.note}
              maxLength={maxNoteLength}
              rows={2}
              placeholder="Variant, frequency plan, delivery date..."
              onChange={(event) => updateQuoteLine(line.productId, { note: event.target.value })}
            />
          </Field.Root>
        </Grid>
      </Card.Body>
    </Card.Root>
  );
}

/** The products in the quote list, each with its quantity, note and Remove; `unavailable` ones (refused by the server) say so. */
export function QuoteLines({ lines, unavailable = [] }: { lines: QuoteListLine[]; unavailable?: readonly number[] }) {
  return (
    <Box as="ul" listStyleType="none" display="flex" flexDirection="column" gap="4" aria-label="Products in your quote list">
      {lines.map((line) => (
        <QuoteLineCard key={line.productId} line={line} unavailable={unavailable.includes(line.productId)} />
      ))}
    </Box>
  );
}
