import { redirect } from "react-router";
import { paths } from "~/config/paths";

// Spec 2.3: Explore Products points at /products. Hosting answers a page load with a 301 to
// /marketplace (firebase.json); this route does the same for in-app navigation. Not prerendered.
export const clientLoader = () => redirect(paths.marketplace);

export default function ProductsRedirect() {
  return null;
}
