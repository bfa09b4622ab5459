import { Input } from "@chakra-ui/react";

/** A labelled search box (the label is for screen readers and tests alike). */
export function SearchInput({ label, value, onChange, placeholder }: { label: string; value: string; onChange: (value: string) => void; placeholder?: string }) {
  return (
    <Input
      type="search"
      aria-label={label}
      placeholder={placeholder ?? label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      minH="11"
      flex="1"
      minW={{ base: "full", sm: "60" }}
    />
  );
}
