import { Alert, Container } from "@chakra-ui/react";
import type { ProductPreview } from "@lorawan/contracts/pageLoadContext";

/** Why buyers cannot see the previewed product yet, or that they can. */
function visibility({ isPublished, isActive }: Omit<ProductPreview, "product">): string {
  if (!isPublished && !isActive) return "It is a draft and inactive: buyers cannot see it.";
  if (!isPublished) return "It is a draft: buyers cannot see it until it is published.";
  if (!isActive) return "It is inactive: buyers cannot see it until it is active again.";
  return "It is published: buyers see this page.";
}

/** The mark on an admin's preview of a product page (issue 21): what is shown is the last save. */
export function ProductPreviewNotice({ preview }: { preview: Omit<ProductPreview, "product"> }) {
  return (
    <Container maxW="7xl" pt="4">
      <Alert.Root status={preview.isPublished && preview.isActive ? "info" : "warning"} role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Preview</Alert.Title>
          <Alert.Description>This is the product as last saved. {visibility(preview)}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </Container>
  );
}
