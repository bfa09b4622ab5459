import { AspectRatio, Box, Card, defineStyle, useChakraContext, useRecipe } from "@chakra-ui/react";
import { Global } from "@emotion/react";
import { memo, useMemo, type ReactNode } from "react";
import { AppLink } from "~/components/AppLink";
import { lazyImageStyle, PlainLazyImage } from "~/components/LazyImage";
import { lazyImageAttribute } from "~/lib/lazyImages.controls";
import { paths } from "@lorawan/contracts/paths";
import { addToQuoteControl } from "~/features/quote";
import { Icon } from "~/components/icons";
import { pendingPressStyle } from "~/boot/earlyPress";
import type { CardProduct } from "../lib/cardProduct";
import { formatPrice, priceOnRequest } from "../lib/price";
import { teaser } from "../lib/teaser";
import { compareButtonStyle, useCompareControl } from "./CompareControls";

export interface ProductCardProps {
  product: CardProduct;
  /** Spec 2.8: an optional admin-actions slot that replaces View Details (and Add to quote). */
  adminActions?: ReactNode;
  /** The first cards of a page load eagerly (they are above the fold). */
  priority?: boolean;
}

/** The size of the card's image: its attributes, and the aspect ratio of its frame and of "No image". */
const image = { width: 400, height: 300 };

/** The attribute of a product card's root, which ProductCardStyles dresses. */
const cardAttribute = "data-product-card";

/**
 * A card is plain elements, dressed by one style sheet for every card on the page
 * (ProductCardStyles), where Chakra's Card, Badge, Stack and Text parts made a dozen styled elements
 * a card, and then one (decision 108). A Chakra element resolves and serialises its styles at every
 * render: the marketplace mounts a page of new cards as a buyer types (issue 46: a keystroke to the
 * narrowed list within 100 ms on a phone's CPU). The looks are Chakra's own: its card (outline),
 * badge (subtle, outline) and card title, in the theme's tokens.
 */
const cardStyle = defineStyle({
  display: "flex",
  flexDirection: "column",
  position: "relative",
  minW: "0",
  h: "full",
  overflow: "hidden",
  textAlign: "start",
  color: "fg",
  bg: "bg.panel",
  borderWidth: "1px",
  borderColor: "border",
  rounded: "l3",
  transition: "box-shadow 0.2s",
  _hover: { shadow: "md" },
  [`& [${lazyImageAttribute}]`]: { ...lazyImageStyle, aspectRatio: `${image.width} / ${image.height}` },
  "& [data-part=no-image]": {
    aspectRatio: `${image.width} / ${image.height}`,
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
    bg: "ink.50",
    color: "fg.muted",
    fontSize: "sm",
  },
  "& [data-part=body]": { display: "flex", flexDirection: "column", flex: "1", gap: "2", p: "4" },
  "& [data-part=badges]": { display: "flex", alignItems: "center", flexWrap: "wrap", gap: "2" },
  "& [data-part=badge]": {
    display: "inline-flex",
    alignItems: "center",
    minH: "5",
    px: "1.5",
    rounded: "l2",
    fontSize: "xs",
    lineHeight: "1rem",
    fontWeight: "medium",
    fontVariantNumeric: "tabular-nums",
    whiteSpace: "nowrap",
    color: "gray.fg",
    boxShadow: "inset 0 0 0px 1px {colors.gray.muted}",
  },
  "& [data-part=badge][data-brand]": { bg: "brand.subtle", color: "brand.fg", boxShadow: "none" },
  "& h3": { fontSize: "lg", lineHeight: "short", fontWeight: "semibold" },
  "& [data-part=maker]": { fontSize: "sm", color: "fg.muted" },
  "& [data-part=teaser]": { fontSize: "sm", lineClamp: 2 },
  "& [data-part=footer]": { display: "flex", alignItems: "center", justifyContent: "space-between", flexWrap: "wrap", gap: "3", p: "4", pt: "0" },
  "& [data-part=price]": { fontSize: "lg", fontWeight: "bold" },
  "& [data-part=actions]": { display: "flex", alignItems: "center", gap: "2", w: "full" },
});

/**
 * The style sheet of every product card on the page, for a list of cards to render once beside
 * them (as the admin's rows have theirs: decision 098). Memoised with no props, so it renders, and
 * Emotion serialises it, once: a keystroke that brings twelve new cards styles none of them. The
 * server's render writes it into the page's head with the other global styles.
 *
 * The card's actions are plain buttons and a link in the looks of Chakra's small buttons (ghost
 * Compare, Add to quote subtle in the brand's colour, View Details outline), from its button recipe.
 */
export const ProductCardStyles = memo(function ProductCardStyles() {
  const system = useChakraContext();
  const button = useRecipe({ key: "button" });
  const styles = useMemo(
    () => ({
      [`[${cardAttribute}]`]: system.css({
        ...cardStyle,
        "& [data-part=compare]": { ...button({ size: "sm", variant: "ghost" }), colorPalette: "gray", minH: "11", ...compareButtonStyle },
        "& [data-part=quote]": { ...button({ size: "sm", variant: "subtle" }), colorPalette: "brand", minH: "11", flex: "1", ...pendingPressStyle },
        "& [data-part=details]": { ...button({ size: "sm", variant: "outline" }), colorPalette: "gray", minH: "11", flex: "1" },
      }),
    }),
    [system, button],
  );
  return <Global styles={styles} />;
});

/** A product's card; a list of them renders ProductCardStyles once beside them. */
export function ProductCard({ product, adminActions, priority = false }: ProductCardProps) {
  const price = formatPrice(product.price, product.currency);
  const compare = useCompareControl(product);
  return (
    <article {...{ [cardAttribute]: "" }}>
      {product.image ? (
        // Keyed by the address: the admin's preview card shows each image typed in afresh.
        <PlainLazyImage key={product.image} file={product.image} alt={product.name} {...image} priority={priority} />
      ) : (
        <div data-part="no-image">No image</div>
      )}
      <div data-part="body">
        {(product.lorawan || product.category) && (
          <p data-part="badges">
            {product.lorawan && (
              <span data-part="badge" data-brand="">
                LoRaWAN
              </span>
            )}
            {product.category && <span data-part="badge">{product.category}</span>}
          </p>
        )}
        <h3>{product.name}</h3>
        <p data-part="maker">{`by ${product.manufacturer}`}</p>
        <p data-part="teaser">{teaser(product.shortDescription ?? product.description)}</p>
      </div>
      <div data-part="footer">
        <p data-part="price">{price ?? priceOnRequest}</p>
        {adminActions ?? (
          <>
            {/* Compare beside the price; the two main actions share the row below, at any card width. */}
            <button type="button" data-part="compare" {...compare}>
              Compare
            </button>
            <div data-part="actions">
              <button
                type="button"
                data-part="quote"
                {...addToQuoteControl({ productId: product.id, name: product.name, priceLabel: price, minOrderQty: product.minOrderQty ?? 1 })}
              >
                <Icon name="clipboardList" size={16} />
                Add to quote
              </button>
              <AppLink data-part="details" to={paths.product(product.id)} aria-label={`View details of ${product.name}`}>
                View Details
              </AppLink>
            </div>
          </>
        )}
      </div>
    </article>
  );
}

export function ProductCardSkeleton() {
  return (
    <Card.Root overflow="hidden" variant="outline" aria-hidden="true">
      <AspectRatio ratio={4 / 3}>
        <Box animation="pulse" bg="gray.100" />
      </AspectRatio>
      <Card.Body gap="3" p="4">
        <Box animation="pulse" h="4" w="24" bg="gray.100" rounded="sm" />
        <Box animation="pulse" h="5" w="3/4" bg="gray.100" rounded="sm" />
        <Box animation="pulse" h="4" w="1/2" bg="gray.100" rounded="sm" />
        <Box animation="pulse" h="10" bg="gray.100" rounded="sm" />
      </Card.Body>
    </Card.Root>
  );
}
