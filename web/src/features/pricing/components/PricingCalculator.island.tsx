import { island } from "~/boot/island";
import { Box, chakra, Grid, Stack, Text } from "@chakra-ui/react";
import { useState, type CSSProperties } from "react";
import { calculatorSliders, estimateMonthlyCost, formatMessageCount, formatMonthlyCost } from "../lib/estimateMonthlyCost";
import { useEarlyInput } from "~/boot/earlyInput";

const formatDeviceCount = (devices: number) => devices.toLocaleString("en-US");

/** Spec 9.2: two sliders and the estimated monthly cost. */
function PricingCalculator() {
  const [devices, setDevices] = useState<number>(calculatorSliders.devices.defaultValue);
  const [messages, setMessages] = useState<number>(calculatorSliders.messages.defaultValue);
  const cost = estimateMonthlyCost(devices, messages);
  return (
    <Grid
      templateColumns={{ base: "1fr", lg: "1.4fr 1fr" }}
      gap="8"
      bg="white"
      rounded="2xl"
      borderWidth="1px"
      borderColor="border.muted"
      p={{ base: "6", md: "10" }}
    >
      <Stack gap="10">
        <CalculatorSlider id="devices" {...calculatorSliders.devices} value={devices} onChange={setDevices} format={formatDeviceCount} />
        <CalculatorSlider id="messages" {...calculatorSliders.messages} value={messages} onChange={setMessages} format={formatMessageCount} />
      </Stack>
      <Box bg="ink.900" color="white" rounded="xl" p="8" textAlign="center" alignSelf="center">
        <Text color="ink.500" id="estimate-label">
          Estimated monthly cost
        </Text>
        <Text
          as="output"
          aria-labelledby="estimate-label"
          aria-live="polite"
          display="block"
          fontSize={{ base: "4xl", md: "5xl" }}
          fontWeight="bold"
          letterSpacing="tight"
          color="brand.400"
          data-testid="estimated-cost"
        >
          {formatMonthlyCost(cost)}
        </Text>
        <Text color="ink.500" fontSize="sm">
          per month, billed monthly
        </Text>
      </Box>
    </Grid>
  );
}

interface CalculatorSliderProps {
  id: string;
  label: string;
  min: number;
  max: number;
  step: number;
  value: number;
  /** How a count shows (the value, the ends of the range, the screen reader's value text). */
  format: (value: number) => string;
  onChange: (value: number) => void;
}

const thumb = {
  appearance: "none",
  boxSizing: "border-box",
  w: "6",
  h: "6",
  rounded: "full",
  bg: "white",
  borderWidth: "2px",
  borderColor: "brand.500",
  shadow: "sm",
} as const;

/**
 * A native range input styled as the site's slider: the keyboard (arrows, Page Up/Down, Home/End),
 * touch and screen readers work as the platform's own, with no slider code to load. The whole
 * 44 px high input takes touches (spec 2.2); the track left of the thumb is filled (--fill).
 */
const rangeStyle = {
  appearance: "none",
  display: "block",
  w: "full",
  h: "11",
  m: "0",
  bg: "transparent",
  cursor: "pointer",
  "--track": "linear-gradient(to right, {colors.brand.500} var(--fill), {colors.gray.200} var(--fill))",
  "&::-webkit-slider-runnable-track": { h: "2.5", rounded: "full", bgImage: "var(--track)" },
  "&::-webkit-slider-thumb": { ...thumb, mt: "-7px" },
  "&::-moz-range-track": { h: "2.5", rounded: "full", bgImage: "var(--track)" },
  "&::-moz-range-thumb": thumb,
  "&:focus-visible": { outline: "none" },
  "&:focus-visible::-webkit-slider-thumb": { outline: "2px solid", outlineColor: "brand.700", outlineOffset: "2px" },
  "&:focus-visible::-moz-range-thumb": { outline: "2px solid", outlineColor: "brand.700", outlineOffset: "2px" },
} as const;

function CalculatorSlider({ id, label, min, max, step, value, format, onChange }: CalculatorSliderProps) {
  const inputId = `pricing-${id}`;
  const display = format(value);
  // The page hydrates the calculator when the visitor reaches for it: a thumb moved before that
  // counts (spec 9.2's figures then follow it).
  const ref = useEarlyInput<HTMLInputElement>((early) => onChange(Number(early)));
  return (
    <Box>
      <Box display="flex" justifyContent="space-between" alignItems="baseline" mb="1">
        <chakra.label htmlFor={inputId} fontSize="md" fontWeight="semibold">
          {label}
        </chakra.label>
        <Text fontWeight="bold" fontSize="xl" data-testid={`${id}-value`}>
          {display}
        </Text>
      </Box>
      <chakra.input
        ref={ref}
        id={inputId}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        aria-valuenow={value}
        aria-valuetext={display}
        css={rangeStyle}
        style={{ "--fill": `${((value - min) / (max - min)) * 100}%` } as CSSProperties}
      />
      <Box display="flex" justifyContent="space-between" mt="1" color="fg.muted" fontSize="sm" aria-hidden="true">
        <span>{format(min)}</span>
        <span>{format(max)}</span>
      </Box>
    </Box>
  );
}

export default island("PricingCalculator", PricingCalculator);
