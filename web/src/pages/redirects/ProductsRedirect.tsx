import { redirect } from "react-router";
import { paths } from "@lorawan/contracts/paths";
import type { Route } from "./+types/ProductsRedirect";

// Spec 2.3: Explore Products points at /products, the catalogue's old address: moved for good to
// /marketplace, its query kept. Answered by the function (no Hosting `redirects` rule: the Hosting
// emulator crashes on a malformed escape in any URL it checks against one, decision 016).
export function loader({ request }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  return redirect(`${paths.marketplace}${search}`, { status: 301, headers: { "Cache-Control": "public, max-age=3600" } });
}

export default function ProductsRedirect() {
  return null;
}
