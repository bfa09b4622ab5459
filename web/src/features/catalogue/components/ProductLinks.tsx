import { Link, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { PublicProduct } from "@lorawan/contracts/product";
import { formatPrice } from "../lib/price";
import { ProductBlock } from "./ProductBlock";

/** A link to another site, opened beside the product page. */
function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" color="brand.fg" fontWeight="medium">
      {children}
    </Link>
  );
}

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
  const listPrices = prices.map((listed) => formatPrice(listed.price, listed.currency)).join(" · ");
  return (
    <>
      {whereToBuy.length > 0 && (
        <ProductBlock title="Where to Buy">
          <Stack as="ul" listStyleType="none" gap="2">
            {whereToBuy.map((seller) => (
              <li key={seller.url}>
                <ExternalLink href={seller.url}>{seller.name}</ExternalLink>
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
              Manufacturer's list prices: {listPrices}
            </Text>
          )}
        </ProductBlock>
      )}
      {whereToBuy.length === 0 && prices.length > 1 && (
        <ProductBlock title="List Prices">
          <Text>{listPrices}</Text>
        </ProductBlock>
      )}
      {(documents.length > 0 || videos.length > 0) && (
        <ProductBlock title="Documents and Videos">
          <Stack as="ul" listStyleType="none" gap="2">
            {documents.map((document) => (
              <li key={document.url}>
                <ExternalLink href={document.url}>{document.title}</ExternalLink>
              </li>
            ))}
            {videos.map((video, i) => (
              <li key={video}>
                <ExternalLink href={video}>{videoName(video, i)}</ExternalLink>
              </li>
            ))}
          </Stack>
        </ProductBlock>
      )}
    </>
  );
}
