import { Box, Button, Text } from "@chakra-ui/react";
import { useId, useState } from "react";
import { shortened } from "../lib/changeText";

/**
 * A value in a revision's diff: the old one struck through in red, the new one in green (and said
 * in words to a screen reader); long text shortened, with Show all / Show less.
 */
export function ChangeValue({ text, side }: { text: string; side: "before" | "after" }) {
  const [all, setAll] = useState(false);
  const id = useId();
  const short = shortened(text);
  return (
    <Box minW="0" flex="1" flexBasis={{ base: "full", sm: "0" }}>
      <Text
        id={id}
        as={side === "before" ? "del" : "ins"}
        display="block"
        textDecoration="none"
        whiteSpace="pre-line"
        overflowWrap="anywhere"
        fontSize="sm"
        px="2"
        py="1"
        rounded="sm"
        bg={side === "before" ? "red.50" : "green.50"}
        color={side === "before" ? "red.800" : "green.800"}
      >
        <Text as="span" srOnly>
          {side === "before" ? "Before: " : "After: "}
        </Text>
        {all ? text : short.text}
      </Text>
      {short.cut && (
        <Button variant="plain" size="xs" minH="11" px="0" color="brand.fg" aria-controls={id} aria-expanded={all} onClick={() => setAll(!all)}>
          {all ? "Show less" : "Show all"}
        </Button>
      )}
    </Box>
  );
}
