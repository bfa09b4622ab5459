import { Box, Heading, Link, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { PublicProduct } from "@lorawan/contracts/product";
import { formatPrice } from "../lib/price";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} borderWidth="1px" rounded="lg" p={{ base: "4", md: "6" }}>
      <Heading as="h2" id={id} size="lg" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

const external = { target: "_blank", rel: "noopener noreferrer" } as const;
function videoName(url: string, i: number): string {
  try {
    return `Video ${i + 1} (${new URL(url).hostname.replace(/^www\./, "")})`;
  } catch {
    return `Video ${i + 1}`;
  }
}

/**
 * Issue 32: what a buyer uses beyond the specifications, shown only when the product has it: where
 * to buy it (resellers and sellers, with the countries they serve), its documents and videos, and
 * every price the manufacturer lists in its own currency.
 */
export function ProductLinks({ product }: { product: Pick<PublicProduct, "whereToBuy" | "documents" | "videos" | "prices"> }) {
  const { whereToBuy, documents, videos, prices } = product;
  return (
    <>
      {whereToBuy.length > 0 && (
        <Section id="block-where-to-buy" title="Where to Buy">
          <Stack as="ul" listStyleType="none" gap="2">
            {whereToBuy.map((seller) => (
              <li key={seller.url}>
                <Link href={seller.url} {...external} color="brand.fg" fontWeight="medium">
                  {seller.name}
                </Link>
                {seller.regions.length > 0 && (
                  <Text as="span" color="fg.muted">
                    {" "}
                    · {seller.regions.join(", ")}
                  </Text>
                )}
              </li>
            ))}
          </Stack>
          {prices.length > 0 && (
            <Text mt="4" color="fg.muted">
              Manufacturer's list prices: {prices.map((listed) => formatPrice(listed.price, listed.currency)).join(" · ")}
            </Text>
          )}
        </Section>
      )}
      {whereToBuy.length === 0 && prices.length > 1 && (
        <Section id="block-list-prices" title="List Prices">
          <Text>{prices.map((listed) => formatPrice(listed.price, listed.currency)).join(" · ")}</Text>
        </Section>
      )}
      {(documents.length > 0 || videos.length > 0) && (
        <Section id="block-documents-and-videos" title="Documents and Videos">
          <Stack as="ul" listStyleType="none" gap="2">
            {documents.map((document) => (
              <li key={document.url}>
                <Link href={document.url} {...external} color="brand.fg" fontWeight="medium">
                  {document.title}
                </Link>
              </li>
            ))}
            {videos.map((video, i) => (
              <li key={video}>
                <Link href={video} {...external} color="brand.fg" fontWeight="medium">
                  {videoName(video, i)}
                </Link>
              </li>
            ))}
          </Stack>
        </Section>
      )}
    </>
  );
}
