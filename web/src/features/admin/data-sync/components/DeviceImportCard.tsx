import { Alert, Badge, Box, Button, Card, Field, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { useId, useRef, useState, type FormEvent } from "react";
import type { ImportDevicesResult } from "@lorawan/contracts/deviceImport";
import { showToast } from "~/components/ui/toaster";
import { importErrorMessage, useImportDevices, usePreviewDevices } from "../api/importDevices";
import { refusedOffline } from "../../shared/offlineGuard";

interface ChosenFile {
  file: string;
  yaml: string;
}

const devices = (n: number) => (n === 1 ? "1 device" : `${n} devices`);

function PreviewList({ preview }: { preview: ImportDevicesResult }) {
  return (
    <Stack as="ul" listStyleType="none" gap="2" aria-label="Products the files would become">
      {preview.products.map(({ file, skipped, product }) => (
        <Box as="li" key={file} borderWidth="1px" rounded="md" p="3" bg={skipped ? "gray.50" : undefined}>
          <HStack justify="space-between" align="start" gap="2" wrap="wrap">
            <Text fontWeight="semibold">{product.name}</Text>
            {skipped ? <Badge colorPalette="gray">Skipped: a product of this name exists</Badge> : <Badge colorPalette="green">New</Badge>}
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {file} · by {product.manufacturer}
            {product.price ? ` · ${product.price} ${product.currency}` : ""}
          </Text>
          <Text fontSize="sm">
            Regions: {product.regions.join(", ") || "none"} · Sensors: {product.sensors.join(", ") || "none"} · IP rating: {product.ipRating ?? "none"}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}

/**
 * Issue 22: products from device definitions of the LoRaWAN Device Repository. The admin names the
 * vendor, chooses the .yaml files, sees what they would become (the server reads them: one mapping,
 * no copy of it here), then imports. Products are added as drafts; existing names are skipped.
 */
export function DeviceImportCard() {
  const [vendor, setVendor] = useState("");
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const [preview, setPreview] = useState<ImportDevicesResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const previewer = usePreviewDevices();
  const importer = useImportDevices();
  const input = useRef<HTMLInputElement>(null);
  const formId = useId();
  const busy = previewer.isPending || importer.isPending;

  function reset() {
    setPreview(null);
    setProblem(null);
  }

  async function choose(list: FileList | null) {
    reset();
    setFiles(await Promise.all([...(list ?? [])].map(async (file) => ({ file: file.name, yaml: await file.text() }))));
  }

  function runPreview(event: FormEvent) {
    event.preventDefault();
    reset();
    if (refusedOffline("Failed to preview the devices", "Preview Failed")) return;
    previewer.mutate({ vendor, devices: files }, { onSuccess: setPreview, onError: (error) => setProblem(importErrorMessage(error)) });
  }

  function runImport() {
    if (refusedOffline("Failed to import data", "Import Failed")) return;
    importer.mutate(
      { vendor, devices: files },
      {
        onSuccess: (answer) => {
          showToast({ title: "Import Successful", description: answer.message, variant: "success" });
          setFiles([]);
          reset();
          if (input.current) input.current.value = "";
        },
        onError: (error) => {
          setProblem(importErrorMessage(error));
          showToast({ title: "Import Failed", description: "Failed to import data. Please try again.", variant: "destructive" });
        },
      },
    );
  }

  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Card.Title as="h2">Import from the LoRaWAN Device Repository</Card.Title>
        <Card.Description>
          Choose device definitions (the .yaml files of a vendor's folder in The Things Network's Device Repository). You see the products they would become
          before anything is added; they are added as drafts, and names that exist already are skipped.
        </Card.Description>
      </Card.Header>
      <Card.Body gap="4">
        <Stack as="form" id={formId} gap="3" onSubmit={runPreview}>
          <Field.Root required maxW={{ md: "sm" }}>
            <Field.Label>
              Vendor (the products' manufacturer)
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              value={vendor}
              onChange={(e) => {
                setVendor(e.target.value);
                reset();
              }}
              placeholder="e.g. Example"
              minH="11"
            />
          </Field.Root>
          <Field.Root required>
            <Field.Label>
              Device definitions
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              ref={input}
              type="file"
              multiple
              accept=".yaml,.yml,application/yaml,text/yaml"
              onChange={(e) => void choose(e.target.files)}
              minH="11"
              py="2"
            />
            <Field.HelperText>
              {files.length > 0
                ? `${files.length === 1 ? "1 file" : `${files.length} files`} chosen: ${files.map((f) => f.file).join(", ")}`
                : "One or more .yaml files"}
            </Field.HelperText>
          </Field.Root>
          <Button
            type="submit"
            variant="outline"
            minH="11"
            alignSelf="start"
            disabled={busy || files.length === 0 || !vendor.trim()}
            loading={previewer.isPending}
            loadingText="Reading..."
          >
            Preview
          </Button>
        </Stack>
        {problem && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{problem}</Alert.Title>
          </Alert.Root>
        )}
        {preview && (
          <Stack gap="3">
            <Text role="status">{preview.message}.</Text>
            <PreviewList preview={preview} />
            <Button
              colorPalette="brand"
              minH="11"
              alignSelf="start"
              onClick={runImport}
              disabled={busy || preview.added === 0}
              loading={importer.isPending}
              loadingText="Importing..."
            >
              Import {devices(preview.added)}
            </Button>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
