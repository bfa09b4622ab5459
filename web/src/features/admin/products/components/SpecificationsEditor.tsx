import { Button, Grid, HStack, IconButton, Input, Stack, Text } from "@chakra-ui/react";
import { useId } from "react";
import { TrashIcon } from "../../shared/icons";
import { standardKeys, type SpecificationRow } from "../lib/productForm";

/**
 * Spec 3.2: rows of key and value. The standard keys are suggested; on save they also overwrite
 * the matching product fields, and rows missing a key or a value are left out.
 */
export function SpecificationsEditor({ rows, onChange }: { rows: SpecificationRow[]; onChange: (rows: SpecificationRow[]) => void }) {
  const listId = useId();
  const missingStandard = standardKeys.filter((key) => !rows.some((row) => row.key.trim() === key));
  const update = (index: number, patch: Partial<SpecificationRow>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  return (
    <Stack gap="2">
      <datalist id={listId}>
        {standardKeys.map((key) => (
          <option key={key} value={key} />
        ))}
      </datalist>
      {rows.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          No specification rows yet.
        </Text>
      )}
      {rows.map((row, index) => (
        <Grid key={index} templateColumns="1fr 1fr auto" gap="2" alignItems="center">
          <Input aria-label={`Specification ${index + 1} key`} placeholder="Key" list={listId} value={row.key} onChange={(e) => update(index, { key: e.target.value })} minH="11" />
          <Input aria-label={`Specification ${index + 1} value`} placeholder="Value" value={row.value} onChange={(e) => update(index, { value: e.target.value })} minH="11" />
          <IconButton aria-label={`Remove specification ${index + 1}`} variant="ghost" colorPalette="red" minW="11" minH="11" onClick={() => onChange(rows.filter((_, i) => i !== index))}>
            <TrashIcon />
          </IconButton>
        </Grid>
      ))}
      <HStack wrap="wrap" gap="2">
        <Button size="sm" variant="outline" minH="11" onClick={() => onChange([...rows, { key: "", value: "" }])}>
          Add Specification
        </Button>
        {missingStandard.length > 0 && (
          <Button size="sm" variant="ghost" minH="11" onClick={() => onChange([...rows, ...missingStandard.map((key) => ({ key, value: "" }))])}>
            Add standard keys
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
