import { seo } from "~/components/seo";
import { paths } from "@lorawan/contracts/paths";
import { AdminArea } from "~/features/admin";

export const meta = () =>
  seo({
    title: "Admin | LoRaWAN Sensors",
    description: "Manage the product catalogue, categories, media, news and data of the LoRaWAN Sensors website.",
    path: paths.admin,
    noindex: true,
  });

/** Spec 2.14. Prerendered as a shell: everything below depends on the session, so it is client-only. */
export default function AdminPage() {
  return <AdminArea />;
}
