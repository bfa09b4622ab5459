import type { PublicProduct } from "@lorawan/contracts/product";

/** The catalogue as the cards render it (useFetchedProducts). */
export interface ProductsState {
  data: PublicProduct[] | undefined;
  isPending: boolean;
  isError: boolean;
}
