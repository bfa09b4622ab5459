import { Box, chakra, Container, Heading, HStack, Stack, Table, Text } from "@chakra-ui/react";
import { AppLink } from "~/components/AppLink";
import { TableScrollRegion } from "~/components/ui/TableScrollRegion";
import { paths } from "@lorawan/contracts/paths";
import { maxCompared } from "../lib/compareList";
import { comparisonRows, type ComparedProduct } from "../lib/comparison";
import { LinkButton } from "~/components/LinkButton";

export interface ComparisonProps {
  products: ComparedProduct[];
  /** What the address asked for that is not a published product, named on the page and skipped. */
  skipped: string[];
  /** Ids beyond the first `maxCompared`, named and skipped. */
  beyondLimit: number[];
  /** The catalogue could not be read (the page answers 503). */
  unavailable?: boolean;
}

const onlyDifferencesName = "only-differences";

// "Show only differences" is a checkbox and a CSS rule (:has): the page needs no script for it, and
// it works before and without any (this page has no island but the header's).
const hideSameRows = {
  [`&:has(input[name="${onlyDifferencesName}"]:checked) tr[data-same]`]: { display: "none" },
  "@media print": { "& [data-print-hidden]": { display: "none" } },
};

/**
 * Issue 22: devices side by side, every field and specification key a row, the rows where they
 * differ highlighted. A real table with headers, scrolling sideways on a phone with the row names
 * kept in view, and printable.
 */
export function Comparison({ products, skipped, beyondLimit, unavailable = false }: ComparisonProps) {
  const rows = comparisonRows(products);
  const differing = rows.filter((row) => row.differs).length;
  return (
    <Container maxW="7xl" py={{ base: "6", md: "10" }} css={hideSameRows}>
      <Stack gap="5">
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="tight">
          Compare devices
        </Heading>
        {(skipped.length > 0 || beyondLimit.length > 0) && (
          <Box role="note" borderWidth="1px" borderColor="orange.300" bg="orange.50" rounded="md" p="3">
            {skipped.length > 0 && <Text>Not compared (no published product has this id): {skipped.join(", ")}.</Text>}
            {beyondLimit.length > 0 && (
              <Text>
                Up to {maxCompared} devices are compared at once; left out: {beyondLimit.join(", ")}.
              </Text>
            )}
          </Box>
        )}
        {unavailable ? (
          <Text role="alert" color="fg.error" py="10" textAlign="center">
            The catalogue could not be loaded. Please try again.
          </Text>
        ) : products.length === 0 ? (
          <Stack gap="3" py="10" textAlign="center" align="center">
            <Heading as="h2" size="lg">
              No devices to compare
            </Heading>
            <Text color="fg.muted">Choose up to {maxCompared} devices with their Compare button in the Product Module.</Text>
            <LinkButton asChild colorPalette="brand" minH="11">
              <AppLink to={paths.marketplace}>Browse devices</AppLink>
            </LinkButton>
          </Stack>
        ) : (
          <>
            <HStack justify="space-between" wrap="wrap" gap="3" data-print-hidden="">
              <Text color="fg.muted">
                {products.length === 1 ? "1 device" : `${products.length} devices`}, {rows.length} rows, {differing === 1 ? "1 differs" : `${differing} differ`}
                .
              </Text>
              <chakra.label display="inline-flex" alignItems="center" gap="2" minH="11" cursor="pointer" fontWeight="medium">
                <chakra.input type="checkbox" role="switch" name={onlyDifferencesName} w="5" h="5" accentColor="brand.600" />
                Show only differences
              </chakra.label>
            </HStack>
            <TableScrollRegion
              label="Device comparison"
              borderWidth="1px"
              borderColor="border.muted"
              rounded="lg"
              bg="white"
              css={{ "@media print": { overflow: "visible" } }}
            >
              <Table.Root
                size="sm"
                minW={products.length > 2 ? "3xl" : undefined}
                css={{ tableLayout: "fixed", "& th, & td": { whiteSpace: "normal", overflowWrap: "anywhere" } }}
              >
                <Table.Caption srOnly>
                  Comparison of {products.map((product) => product.name).join(", ")}; rows where the devices differ are marked.
                </Table.Caption>
                <Table.Header>
                  <Table.Row bg="ink.50">
                    <Table.ColumnHeader scope="col" w={{ base: "32", md: "48" }} position="sticky" left="0" bg="ink.50" zIndex="1">
                      Device
                    </Table.ColumnHeader>
                    {products.map((product) => (
                      <Table.ColumnHeader key={product.id} scope="col" verticalAlign="top" w={{ base: "44", md: "auto" }}>
                        <Stack gap="2" align="start">
                          <AppLink to={paths.product(product.id)}>
                            <Text as="span" fontWeight="semibold" color="brand.fg" textDecoration="underline">
                              {product.name}
                            </Text>
                          </AppLink>
                          <LinkButton asChild size="xs" colorPalette="brand" minH="11" data-print-hidden="">
                            <AppLink to={paths.contact} aria-label={`Request Quote for ${product.name}`}>
                              Request Quote
                            </AppLink>
                          </LinkButton>
                        </Stack>
                      </Table.ColumnHeader>
                    ))}
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {rows.map((row) => (
                    <Table.Row key={row.label} data-same={row.differs ? undefined : ""} bg={row.differs ? "yellow.50" : undefined}>
                      <Table.Cell
                        as="th"
                        scope="row"
                        fontWeight="medium"
                        position="sticky"
                        left="0"
                        bg={row.differs ? "yellow.50" : "white"}
                        zIndex="1"
                        verticalAlign="top"
                      >
                        {row.label}
                        {row.differs && (
                          <Text as="span" display="block" fontSize="xs" fontWeight="normal" color="orange.700">
                            differs
                          </Text>
                        )}
                      </Table.Cell>
                      {row.values.map((value, i) => (
                        <Table.Cell key={products[i]!.id} verticalAlign="top" overflowWrap="anywhere">
                          {value}
                        </Table.Cell>
                      ))}
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </TableScrollRegion>
          </>
        )}
      </Stack>
    </Container>
  );
}
