import { seo } from "~/components/seo";
import { paths } from "@lorawan/contracts/paths";
import { privacyPolicy } from "~/content/legal";
import { LegalDocumentView } from "./LegalDocumentView";

export const meta = () =>
  seo({
    title: "Privacy Policy | LoRaWAN Sensors",
    description: "How LoRaWAN Sensors collects, uses, shares, protects and retains personal information, and your rights. Last updated January 20, 2025.",
    path: paths.privacyPolicy,
  });

export default function PrivacyPolicyPage() {
  return <LegalDocumentView document={privacyPolicy} />;
}
