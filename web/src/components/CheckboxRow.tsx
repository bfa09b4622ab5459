import { chakra, Text } from "@chakra-ui/react";
import type { ComponentProps, ReactNode } from "react";

type CheckboxRowProps = Pick<ComponentProps<"input">, "name" | "value" | "checked" | "disabled"> & {
  children: ReactNode;
  /** How many results choosing it leaves, shown after the label as "(12)". */
  count?: number;
  onCheckedChange: (checked: boolean) => void;
};

/**
 * A native checkbox and its label as one row a finger can hit (44 px tall), in the brand's colour:
 * the marketplace's facets and the product form's regions and sensors.
 */
export function CheckboxRow({ children, count, disabled, onCheckedChange, ...input }: CheckboxRowProps) {
  return (
    <chakra.label
      display="flex"
      alignItems="center"
      gap="2"
      minH="11"
      px="1"
      rounded="md"
      cursor={disabled ? "default" : "pointer"}
      color={disabled ? "fg.subtle" : undefined}
      _hover={disabled ? undefined : { bg: "bg.subtle" }}
    >
      <chakra.input
        type="checkbox"
        {...input}
        disabled={disabled}
        onChange={(e) => onCheckedChange(e.target.checked)}
        w="5"
        h="5"
        flexShrink={0}
        accentColor="brand.600"
      />
      <Text as="span" fontSize="sm" flex="1">
        {children}
      </Text>
      {count !== undefined && (
        <Text as="span" fontSize="sm" color="fg.muted">
          {/* One text node: "(132)", not "(", "132" and ")" with React's markers between (a facet has dozens of rows). */}
          {`(${count})`}
        </Text>
      )}
    </chakra.label>
  );
}
