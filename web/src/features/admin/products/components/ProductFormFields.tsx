import { Box, Button, Field, Fieldset, HStack, Image, NativeSelect, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { MediaPickerDialog } from "../../media/components/MediaPickerDialog";
import { SwitchField, TextAreaField, TextField } from "../../shared/FormFields";
import { availabilityChoices, availabilityNotStated, availabilityNotStatedLabel, currencyChoices, type ProductFormValues } from "../lib/productForm";
import { DeviceFacetPickers } from "./DeviceFacetPickers";
import { SpecificationsEditor } from "./SpecificationsEditor";

interface Props {
  values: ProductFormValues;
  onChange: (patch: Partial<ProductFormValues>) => void;
  categories: readonly { id: number; name: string }[];
  /** Why the last save was refused, by field (the API's paths). */
  errors?: Record<string, string>;
}

function Section({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <Fieldset.Root borderTopWidth="1px" pt="4">
      <Fieldset.Legend fontWeight="semibold" fontSize="md">
        {legend}
      </Fieldset.Legend>
      <Fieldset.Content>{children}</Fieldset.Content>
    </Fieldset.Root>
  );
}

function Select({ label, value, onChange, options, error }: { label: string; value: string; onChange: (v: string) => void; options: readonly { value: string; label: string }[]; error?: string }) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)} minH="11">
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** Every field of spec 3.1, grouped: basics, pricing, technical, specifications, lists, media, visibility, SEO. */
export function ProductFormFields({ values: v, onChange, categories, errors = {} }: Props) {
  const [picking, setPicking] = useState<"image" | "gallery" | "datasheet" | null>(null);
  const set = (key: keyof ProductFormValues) => (value: string) => onChange({ [key]: value });
  const categoryOptions = [{ value: "none", label: "No category" }, ...categories.map((c) => ({ value: String(c.id), label: c.name }))];
  // A product may point at a category that is no longer listed; keep it selectable.
  if (v.categoryId !== "none" && !categoryOptions.some((o) => o.value === v.categoryId)) categoryOptions.push({ value: v.categoryId, label: `Category ${v.categoryId}` });

  return (
    <Stack gap="5">
      <Section legend="Basics">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <TextField label="Name" required value={v.name} onChange={set("name")} error={errors.name} />
          <TextField label="Manufacturer" required value={v.manufacturer} onChange={set("manufacturer")} error={errors.manufacturer} />
          <TextField label="Model" value={v.model} onChange={set("model")} error={errors.model} />
          <Select label="Category" value={v.categoryId} onChange={set("categoryId")} options={categoryOptions} error={errors.categoryId} />
        </SimpleGrid>
        <TextField label="Short description" value={v.shortDescription} onChange={set("shortDescription")} error={errors.shortDescription} />
        <TextAreaField label="Description" required value={v.description} onChange={set("description")} rows={4} error={errors.description} />
      </Section>

      <Section legend="Pricing and availability">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <TextField label="Price" inputMode="decimal" placeholder="e.g. 129.00" value={v.price} onChange={set("price")} helper="Leave empty for price on request" error={errors.price} />
          <Select label="Currency" value={v.currency} onChange={set("currency")} options={currencyChoices.map((c) => ({ value: c, label: c }))} error={errors.currency} />
          {v.currency === "Custom" && <TextField label="Currency code" placeholder="e.g. CHF" maxLength={8} value={v.customCurrency} onChange={set("customCurrency")} error={errors.currency} />}
          <Select label="Availability" value={v.availability} onChange={set("availability")} options={[...new Set([...availabilityChoices, v.availability, availabilityNotStated])].map((a) => ({ value: a, label: a || availabilityNotStatedLabel }))} error={errors.availability} />
          <TextField label="Stock" type="number" inputMode="numeric" value={v.stock} onChange={set("stock")} error={errors.stock} />
          <TextField label="Minimum order quantity" type="number" inputMode="numeric" value={v.minOrderQty} onChange={set("minOrderQty")} error={errors.minOrderQty} />
          <TextField label="Lead time" placeholder="e.g. 2-3 weeks" value={v.leadTime} onChange={set("leadTime")} error={errors.leadTime} />
        </SimpleGrid>
      </Section>

      <Section legend="Technical details">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <TextField label="Range" value={v.range} onChange={set("range")} error={errors.range} />
          <TextField label="Battery life" value={v.batteryLife} onChange={set("batteryLife")} error={errors.batteryLife} />
          <TextField label="Dimensions" value={v.dimensions} onChange={set("dimensions")} error={errors.dimensions} />
          <TextField label="Weight" value={v.weight} onChange={set("weight")} error={errors.weight} />
          <TextField label="Power requirements" value={v.powerRequirements} onChange={set("powerRequirements")} error={errors.powerRequirements} />
          <TextField label="Operating temperature" value={v.operatingTemp} onChange={set("operatingTemp")} error={errors.operatingTemp} />
        </SimpleGrid>
        <SwitchField label="LoRaWAN" checked={v.lorawan} onChange={(lorawan) => onChange({ lorawan })} />
      </Section>

      <Section legend="Regions, sensors and IP rating">
        <DeviceFacetPickers values={v} onChange={onChange} />
      </Section>

      <Section legend="Specifications">
        <SpecificationsEditor rows={v.specifications} onChange={(specifications) => onChange({ specifications })} />
        {errors.specifications && (
          <Text role="alert" color="fg.error" fontSize="sm">
            {errors.specifications}
          </Text>
        )}
      </Section>

      <Section legend="Features, connectivity, certifications and tags">
        <Text fontSize="sm" color="fg.muted">
          One item per line.
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <TextAreaField label="Features" value={v.features} onChange={set("features")} error={errors.features} />
          <TextAreaField label="Connectivity" value={v.connectivity} onChange={set("connectivity")} error={errors.connectivity} />
          <TextAreaField label="Certifications" value={v.certifications} onChange={set("certifications")} error={errors.certifications} />
          <TextAreaField label="Tags" value={v.tags} onChange={set("tags")} error={errors.tags} />
        </SimpleGrid>
      </Section>

      <Section legend="Image and links">
        <HStack gap="3" align="center" wrap="wrap">
          <Box w="20" h="20" bg="ink.50" rounded="md" overflow="hidden" flexShrink={0}>
            {v.image && <Image src={v.image} alt="Selected product image" w="full" h="full" objectFit="cover" />}
          </Box>
          <Stack gap="2" flex="1" minW="48">
            <TextField label="Image URL" value={v.image} onChange={set("image")} error={errors.image} />
            <HStack>
              <Button size="sm" variant="outline" minH="11" onClick={() => setPicking("image")}>
                Choose Image
              </Button>
              {v.image && (
                <Button size="sm" variant="ghost" minH="11" onClick={() => onChange({ image: "" })}>
                  Remove Image
                </Button>
              )}
            </HStack>
          </Stack>
        </HStack>
        <TextAreaField label="Image gallery" helper="One image URL per line" value={v.imageGallery} onChange={set("imageGallery")} rows={2} error={errors.imageGallery} />
        <Button size="sm" variant="outline" minH="11" alignSelf="start" onClick={() => setPicking("gallery")}>
          Add Gallery Images
        </Button>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <Stack gap="2">
            {/* A text field: a datasheet from the media library is a site path (/api/images/...), which type="url" would refuse. */}
            <TextField label="Datasheet URL" inputMode="url" value={v.datasheet} onChange={set("datasheet")} error={errors.datasheet} />
            <HStack wrap="wrap">
              <Button size="sm" variant="outline" minH="11" onClick={() => setPicking("datasheet")}>
                Choose from library
              </Button>
              {v.datasheet && (
                <Button size="sm" variant="ghost" minH="11" onClick={() => onChange({ datasheet: "" })}>
                  Remove Datasheet
                </Button>
              )}
            </HStack>
          </Stack>
          <TextField label="Website" type="url" value={v.website} onChange={set("website")} error={errors.website} />
        </SimpleGrid>
      </Section>

      <Section legend="Visibility">
        <HStack gap="6" wrap="wrap">
          <SwitchField label="Active" checked={v.isActive} onChange={(isActive) => onChange({ isActive })} />
          <SwitchField label="Featured" checked={v.isFeatured} onChange={(isFeatured) => onChange({ isFeatured })} />
          <SwitchField label="Published" checked={v.isPublished} onChange={(isPublished) => onChange({ isPublished })} />
        </HStack>
        <TextField label="Sort order" type="number" inputMode="numeric" value={v.sortOrder} onChange={set("sortOrder")} maxW="40" error={errors.sortOrder} />
      </Section>

      <Section legend="Search engines">
        <TextField label="SEO title" value={v.seoTitle} onChange={set("seoTitle")} error={errors.seoTitle} />
        <TextAreaField label="SEO description" value={v.seoDescription} onChange={set("seoDescription")} rows={2} error={errors.seoDescription} />
      </Section>

      <MediaPickerDialog
        open={picking !== null}
        onClose={() => setPicking(null)}
        filter={picking === "datasheet" ? "document" : "image"}
        multiple={picking === "gallery"}
        onSelect={(files) => {
          if (picking === "gallery") onChange({ imageGallery: [v.imageGallery.trim(), ...files.map((f) => f.url)].filter(Boolean).join("\n") });
          else if (picking === "datasheet" && files[0]) onChange({ datasheet: files[0].url });
          else if (files[0]) onChange({ image: files[0].url });
          setPicking(null);
        }}
      />
    </Stack>
  );
}
