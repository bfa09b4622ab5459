import { Box, Grid, Slider, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { calculatorSliders } from "~/content/pricing";
import { estimateMonthlyCost, formatMessageCount, formatMonthlyCost } from "~/features/pricing";

/** Spec 9.2: two sliders and the estimated monthly cost. */
export function PricingCalculator() {
  const [devices, setDevices] = useState<number>(calculatorSliders.devices.defaultValue);
  const [messages, setMessages] = useState<number>(calculatorSliders.messages.defaultValue);
  const cost = estimateMonthlyCost(devices, messages);
  return (
    <Grid templateColumns={{ base: "1fr", lg: "1.4fr 1fr" }} gap="8" bg="white" rounded="2xl" borderWidth="1px" borderColor="border.muted" p={{ base: "6", md: "10" }}>
      <Stack gap="10">
        <CalculatorSlider {...calculatorSliders.devices} value={devices} onChange={setDevices} display={devices.toLocaleString("en-US")} />
        <CalculatorSlider {...calculatorSliders.messages} value={messages} onChange={setMessages} display={formatMessageCount(messages)} />
      </Stack>
      <Box bg="ink.900" color="white" rounded="xl" p="8" textAlign="center" alignSelf="center">
        <Text color="ink.500" id="estimate-label">
          Estimated monthly cost
        </Text>
        <Text as="output" aria-labelledby="estimate-label" aria-live="polite" display="block" fontSize={{ base: "4xl", md: "5xl" }} fontWeight="bold" letterSpacing="tight" color="brand.400" data-testid="estimated-cost">
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
  label: string;
  min: number;
  max: number;
  step: number;
  value: number;
  display: string;
  onChange: (value: number) => void;
}

function CalculatorSlider({ label, min, max, step, value, display, onChange }: CalculatorSliderProps) {
  return (
    <Slider.Root
      min={min}
      max={max}
      step={step}
      value={[value]}
      onValueChange={(details) => onChange(details.value[0] ?? min)}
      getAriaValueText={() => display}
      colorPalette="brand"
      size="lg"
    >
      <Box display="flex" justifyContent="space-between" alignItems="baseline" mb="3">
        <Slider.Label fontSize="md" fontWeight="semibold">
          {label}
        </Slider.Label>
        <Text fontWeight="bold" fontSize="xl" data-testid={label.startsWith("Messages") ? "messages-value" : "devices-value"}>
          {display}
        </Text>
      </Box>
      <Slider.Control>
        <Slider.Track>
          <Slider.Range />
        </Slider.Track>
        {/* A 44 px touch area around the visible thumb (spec 2.2). */}
        <Slider.Thumb index={0} _before={{ content: '""', position: "absolute", inset: "-10px" }}>
          <Slider.HiddenInput />
        </Slider.Thumb>
      </Slider.Control>
      <Box display="flex" justifyContent="space-between" mt="2" color="fg.muted" fontSize="sm" aria-hidden="true">
        <span>{label.startsWith("Messages") ? formatMessageCount(min) : min.toLocaleString("en-US")}</span>
        <span>{label.startsWith("Messages") ? formatMessageCount(max) : max.toLocaleString("en-US")}</span>
      </Box>
    </Slider.Root>
  );
}
