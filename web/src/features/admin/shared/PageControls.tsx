import { Button, chakra, HStack, Input, Text } from "@chakra-ui/react";
import { memo, useId, useState, type FormEvent } from "react";

/**
 * Through a paged list: first, previous, a page number to go to, next and last (issue 31: reaching
 * product #4,000 of 5,000 took 166 presses of Next); nothing when it fits one page. Memoised: a
 * keystroke in a search that leaves the page count as it was does not render it again.
 */
export const PageControls = memo(function PageControls({ page, pages, onPage, label }: { page: number; pages: number; onPage: (page: number) => void; label: string }) {
  if (pages <= 1) return null;
  return (
    <HStack as="nav" aria-label={label} justify="center" gap="2" wrap="wrap">
      <Button variant="outline" minH="11" disabled={page <= 1} onClick={() => onPage(1)}>
        First page
      </Button>
      <Button variant="outline" minH="11" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous page
      </Button>
      {/* Keyed by the page: a page reached another way starts the field afresh with its number. */}
      <PageNumberForm key={page} page={page} pages={pages} onPage={onPage} />
      <Text srOnly aria-live="polite">
        Page {page} of {pages}
      </Text>
      <Button variant="outline" minH="11" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next page
      </Button>
      <Button variant="outline" minH="11" disabled={page >= pages} onClick={() => onPage(pages)}>
        Last page
      </Button>
    </HStack>
  );
});

/** "Page [n] of N  Go": jumps to the page typed (kept within 1..N). */
function PageNumberForm({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const [typed, setTyped] = useState(String(page));
  const inputId = useId();

  function go(event: FormEvent) {
    event.preventDefault();
    const wanted = Math.trunc(Number(typed));
    if (!Number.isFinite(wanted) || typed.trim() === "") return setTyped(String(page));
    const next = Math.min(Math.max(1, wanted), pages);
    setTyped(String(next));
    if (next !== page) onPage(next);
  }

  return (
    <chakra.form onSubmit={go} display="flex" alignItems="center" gap="2">
      <chakra.label htmlFor={inputId} fontSize="sm">
        Page
      </chakra.label>
      <Input
        id={inputId}
        type="number"
        inputMode="numeric"
        min={1}
        max={pages}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        w="20"
        minH="11"
        aria-describedby={`${inputId}-of`}
      />
      <Text id={`${inputId}-of`} fontSize="sm" whiteSpace="nowrap">
        of {pages}
      </Text>
      <Button type="submit" variant="outline" minH="11">
        Go
      </Button>
    </chakra.form>
  );
}
