import { Box, Heading } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** One titled block of a product page (spec 2.9), labelled by its heading: `block-<title in kebab case>`. */
export function ProductBlock({ title, children }: { title: string; children: ReactNode }) {
  const id = `block-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <Box as="section" aria-labelledby={id} borderWidth="1px" rounded="lg" p={{ base: "4", md: "6" }}>
      <Heading as="h2" id={id} size="lg" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
