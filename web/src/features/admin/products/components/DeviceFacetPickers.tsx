import { Box, Button, Field, Fieldset, HStack, Input, NativeSelect, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useId, useState } from "react";
import { ipRatingChoices, lorawanRegions, regionLabels, sensorTypes, type LorawanRegion, type SensorType } from "@lorawan/contracts/deviceVocabulary";
import { CheckboxRow } from "~/components/CheckboxRow";
import type { ProductFormValues } from "../lib/productForm";

type FacetValues = Pick<ProductFormValues, "regions" | "sensors" | "ipRating" | "secondIpRating">;

interface Props {
  values: FacetValues;
  onChange: (patch: Partial<FacetValues>) => void;
}

/** Toggles `item` in a list kept in the vocabulary's order. */
function toggled<T extends string>(vocabulary: readonly T[], list: readonly T[], item: T, on: boolean): T[] {
  return vocabulary.filter((entry) => (entry === item ? on : list.includes(entry)));
}

/** An IP code from the picker's choices; a code it does not offer (an imported IP67M) is kept and shown. */
function IpRatingSelect({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const choices = value && !ipRatingChoices.includes(value) ? [value, ...ipRatingChoices] : ipRatingChoices;
  return (
    <Field.Root maxW={{ md: "56" }}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)} minH="11">
          <option value="">None</option>
          {choices.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/**
 * Issue 22: the product's LoRaWAN regions, sensors and IP rating, chosen from the Device
 * Repository's vocabularies (no free typing: the server refuses anything else).
 */
export function DeviceFacetPickers({ values, onChange }: Props) {
  const [sensorFilter, setSensorFilter] = useState("");
  const sensorListId = useId();
  const needle = sensorFilter.trim().toLowerCase();
  const offeredSensors = sensorTypes.filter((sensor) => sensor.includes(needle));
  return (
    <Stack gap="5">
      <Fieldset.Root>
        <Fieldset.Legend fontSize="sm" fontWeight="medium">
          Regions (LoRaWAN frequency plans)
        </Fieldset.Legend>
        <SimpleGrid columns={{ base: 1, sm: 2 }} columnGap="3">
          {lorawanRegions.map((region: LorawanRegion) => (
            <CheckboxRow
              key={region}
              checked={values.regions.includes(region)}
              onCheckedChange={(on) => onChange({ regions: toggled(lorawanRegions, values.regions, region, on) })}
            >
              {region} ({regionLabels[region]})
            </CheckboxRow>
          ))}
        </SimpleGrid>
      </Fieldset.Root>

      <Fieldset.Root>
        <Fieldset.Legend fontSize="sm" fontWeight="medium">
          Sensors
        </Fieldset.Legend>
        {values.sensors.length > 0 ? (
          <HStack as="ul" listStyleType="none" gap="2" wrap="wrap" aria-label="Chosen sensors">
            {values.sensors.map((sensor) => (
              <li key={sensor}>
                <Button
                  size="sm"
                  variant="subtle"
                  colorPalette="brand"
                  minH="11"
                  aria-label={`Remove sensor ${sensor}`}
                  onClick={() => onChange({ sensors: toggled(sensorTypes, values.sensors, sensor, false) })}
                >
                  {sensor} ×
                </Button>
              </li>
            ))}
          </HStack>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            No sensors chosen (a gateway, for example).
          </Text>
        )}
        <Field.Root>
          <Field.Label>Find a sensor type</Field.Label>
          <Input
            type="search"
            value={sensorFilter}
            onChange={(e) => setSensorFilter(e.target.value)}
            placeholder="e.g. temperature, co2, level"
            minH="11"
            aria-controls={sensorListId}
          />
        </Field.Root>
        <Box id={sensorListId} role="group" aria-label="Sensor types" maxH="56" overflowY="auto" borderWidth="1px" rounded="md" px="2">
          {offeredSensors.length === 0 ? (
            <Text fontSize="sm" color="fg.muted" py="3">
              No sensor type matches "{sensorFilter}".
            </Text>
          ) : (
            <SimpleGrid columns={{ base: 1, sm: 2 }} columnGap="3">
              {offeredSensors.map((sensor: SensorType) => (
                <CheckboxRow
                  key={sensor}
                  checked={values.sensors.includes(sensor)}
                  onCheckedChange={(on) => onChange({ sensors: toggled(sensorTypes, values.sensors, sensor, on) })}
                >
                  {sensor}
                </CheckboxRow>
              ))}
            </SimpleGrid>
          )}
        </Box>
      </Fieldset.Root>

      <HStack gap="4" wrap="wrap" align="start">
        <IpRatingSelect label="IP rating" value={values.ipRating} onChange={(ipRating) => onChange({ ipRating })} />
        <IpRatingSelect label="Second IP rating" value={values.secondIpRating} onChange={(secondIpRating) => onChange({ secondIpRating })} />
      </HStack>
    </Stack>
  );
}
