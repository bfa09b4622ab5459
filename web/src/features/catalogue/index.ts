// The catalogue feature's public surface: pages and other features import from here only.
export { FeaturedSensors } from "./components/FeaturedSensors";
export { Marketplace } from "./components/Marketplace";
export { ProductCard, ProductCardSkeleton, type ProductCardProps } from "./components/ProductCard";
export { ProductDetail, ProductDetailSkeleton, ProductNotFound } from "./components/ProductDetail";
export { ProductHead, productMeta } from "./components/ProductHead";
export { productsQueryKey, productsQueryOptions, useProducts } from "./api/getProducts";
export { getProduct, productQueryKey, productQueryOptions, ServerProductContext, useProduct } from "./api/getProduct";
export { formatPrice, priceValue } from "./lib/price";
