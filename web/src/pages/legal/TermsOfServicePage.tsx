import { seo } from "~/components/seo";
import { paths } from "@lorawan/contracts/paths";
import { termsOfService } from "~/content/legal";
import { LegalDocumentView } from "./LegalDocumentView";

export const meta = () =>
  seo({
    title: "Terms of Service | LoRaWAN Sensors",
    description: "The terms that govern LoRaWAN Sensors devices and platform services: service levels, payment, data protection, liability and termination. Last updated January 20, 2025.",
    path: paths.termsOfService,
  });

export default function TermsOfServicePage() {
  return <LegalDocumentView document={termsOfService} />;
}
