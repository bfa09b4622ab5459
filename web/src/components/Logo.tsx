import { HStack, Text } from "@chakra-ui/react";
import { brand } from "~/config/site";

/** The brand mark: a sensor dot radiating LoRa waves, and the word mark. */
function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="8" fill={brand.colors.slate} />
      <circle cx="11" cy="21" r="3.2" fill={brand.colors.primary} />
      <path d="M11 13.5a7.5 7.5 0 0 1 7.5 7.5" stroke={brand.colors.primary} strokeWidth="2.4" fill="none" strokeLinecap="round" />
      <path d="M11 7.5A13.5 13.5 0 0 1 24.5 21" stroke={brand.colors.secondary} strokeWidth="2.4" fill="none" strokeLinecap="round" />
    </svg>
  );
}

/** `compact`: the word mark's " Sensors" only from the sm breakpoint (the header on a phone needs the room). */
export function Logo({ inverted = false, compact = false }: { inverted?: boolean; compact?: boolean }) {
  return (
    <HStack gap="2">
      <LogoMark />
      <Text as="span" fontWeight="bold" fontSize={{ base: "md", sm: "lg" }} whiteSpace="nowrap" letterSpacing="-0.01em" color={inverted ? "white" : "ink.900"}>
        LoRaWAN<Text as="span" color={inverted ? "brand.500" : "brand.700"} display={compact ? { base: "none", sm: "inline" } : undefined}>
          {" Sensors"}
        </Text>
      </Text>
    </HStack>
  );
}
