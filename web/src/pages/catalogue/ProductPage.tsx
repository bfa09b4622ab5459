import { useParams } from "react-router";
import { StaticIsland } from "~/components/StaticIsland";
import { ProductDetail, ProductDetailSkeleton, ProductHead, ProductNotFound, useProduct } from "~/features/catalogue";

// Not prerendered: the function serves /products/{id} with the product's head tags, and
// ProductHead renders the same ones (from the same productSeo) once the product has loaded.
// Route `meta` stays empty so the head never holds two sets.
export const meta = () => [];

/** Spec 2.9: loading skeleton, then the product, or 'Product Not Found' when missing or failed. */
export default function ProductPage() {
  const { id = "" } = useParams();
  const { data: product, isPending } = useProduct(id);
  if (isPending) return <ProductDetailSkeleton />;
  return (
    <>
      <ProductHead product={product ?? null} id={id} />
      {product ? (
        // Static content: kept as the function rendered it on a first load (components/StaticIsland).
        <StaticIsland>
          <ProductDetail product={product} />
        </StaticIsland>
      ) : (
        <ProductNotFound />
      )}
    </>
  );
}
