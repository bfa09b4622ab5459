import { Box, Stack, Text } from "@chakra-ui/react";
import type { FaqItem } from "~/content/pricing";

/** Questions as native disclosure widgets: keyboard and screen-reader friendly without script. */
export function FaqList({ items }: { items: FaqItem[] }) {
  return (
    <Stack gap="3" maxW="3xl">
      {items.map((item) => (
        <Box
          as="details"
          key={item.question}
          borderWidth="1px"
          borderColor="border.muted"
          rounded="xl"
          bg="white"
          css={{
            "& summary": { cursor: "pointer", listStyle: "none", fontWeight: "semibold", padding: "1rem 1.25rem", minHeight: "44px" },
            "& summary::-webkit-details-marker": { display: "none" },
            "& summary::after": { content: '"+"', float: "right", color: "var(--chakra-colors-brand-fg)", fontWeight: "bold" },
            "&[open] summary::after": { content: '"−"' },
          }}
        >
          <summary>{item.question}</summary>
          <Text px="5" pb="4" color="fg.muted">
            {item.answer}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}
