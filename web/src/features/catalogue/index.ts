// The catalogue feature's public surface: pages and other features import from here only.
export { default as FeaturedSensors } from "./components/FeaturedSensors.island";
export { Comparison } from "./components/Comparison";
export { Marketplace } from "./components/Marketplace";
export { ProductCard, ProductCardStyles } from "./components/ProductCard";
export { ProductDetail,  ProductNotFound } from "./components/ProductDetail";
export { ProductPreviewNotice } from "./components/ProductPreviewNotice";
export { compareIdsFromQuery } from "./lib/comparison";
export { featuredProducts } from "./lib/cardProduct";
export { addressFromSearchParams as marketplaceAddress } from "./lib/catalogueFilters";
export { productMeta } from "./lib/productMeta";
export { formatPrice,  } from "./lib/price";
