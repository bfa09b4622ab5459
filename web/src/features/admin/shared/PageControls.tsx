import { Button, HStack, Text } from "@chakra-ui/react";

/** Previous / Next through a paged list, with where the admin is; nothing when it fits one page. */
export function PageControls({ page, pages, onPage, label }: { page: number; pages: number; onPage: (page: number) => void; label: string }) {
  if (pages <= 1) return null;
  return (
    <HStack as="nav" aria-label={label} justify="center" gap="3" wrap="wrap">
      <Button variant="outline" minH="11" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous page
      </Button>
      <Text aria-live="polite" fontSize="sm">
        Page {page} of {pages}
      </Text>
      <Button variant="outline" minH="11" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next page
      </Button>
    </HStack>
  );
}
