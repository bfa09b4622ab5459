// The catalogue feature's public surface: pages and other features import from here only.
export { FeaturedSensors } from "./components/FeaturedSensors";
export { ProductCard, ProductCardSkeleton, type ProductCardProps } from "./components/ProductCard";
export { productsQueryKey, productsQueryOptions, useProducts } from "./api/getProducts";
export { formatPrice, priceValue } from "./lib/price";
