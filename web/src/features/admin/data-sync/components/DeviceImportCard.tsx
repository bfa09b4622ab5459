import { Alert, Button, Card, Field, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { useId, useRef, useState, type FormEvent } from "react";
import type { ImportDevicesInput, ImportDevicesResult } from "@lorawan/contracts/deviceImport";
import { CheckboxRow } from "~/components/CheckboxRow";
import { showToast } from "~/components/ui/toaster";
import { importErrorMessage, refusedImport, useImportDevices, usePreviewDevices } from "../api/importDevices";
import { planImportParts } from "../lib/importParts";
import { readChosenFiles, type ChosenFiles } from "../lib/vendorFolderFiles";
import { refusedOffline } from "../../shared/offlineGuard";
import { DeviceImportReport } from "./DeviceImportReport";
import { ImportProgress } from "./ImportProgress";

const devices = (n: number) => (n === 1 ? "1 device" : `${n} devices`);
const noFiles: ChosenFiles = { folder: null, vendor: null, devices: [], images: [], otherFiles: [] };

/** The preview's request: every YAML file, the photos by name only (the import sends the bytes of those used). */
function previewOf(vendor: string, chosen: ChosenFiles, allOrNothing: boolean): Omit<ImportDevicesInput, "preview"> {
  return { vendor, devices: chosen.devices, images: chosen.images.map((image) => ({ file: image.file })), otherFiles: chosen.otherFiles, allOrNothing };
}

/**
 * Issues 22 and 32: products from a vendor folder of the LoRaWAN Device Repository, as it is. The
 * admin chooses the folder (or some of its files), sees what would happen (the server reads every
 * file: one mapping, no copy of it here), then imports. Broken files are listed with their line;
 * the others are imported unless "all or nothing" is ticked. Products are added as drafts. A large
 * folder is sent in several requests, each device with its photos (issue 47), under one progress
 * bar and one report; "all or nothing" then holds for each request.
 */
export function DeviceImportCard() {
  const [vendor, setVendor] = useState("");
  const [chosen, setChosen] = useState<ChosenFiles>(noFiles);
  const [allOrNothing, setAllOrNothing] = useState(false);
  const [report, setReport] = useState<{ result: ImportDevicesResult; done: boolean } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ sent: number; total: number } | null>(null);
  const previewer = usePreviewDevices();
  const importer = useImportDevices();
  const folderInput = useRef<HTMLInputElement>(null);
  const filesInput = useRef<HTMLInputElement>(null);
  const formId = useId();
  const busy = previewer.isPending || importer.isPending;
  const preview = report && !report.done ? report.result : null;
  const fileCount = chosen.devices.length + chosen.images.length + chosen.otherFiles.length;

  function reset() {
    setReport(null);
    setProblem(null);
  }

  async function choose(list: FileList | null) {
    reset();
    const files = await readChosenFiles(list ?? []);
    setChosen(files);
    if (files.vendor && !vendor.trim()) setVendor(files.vendor);
  }

  function onRefused(error: unknown) {
    const answer = refusedImport(error);
    if (answer) setReport({ result: answer, done: false });
    setProblem(importErrorMessage(error));
  }

  function runPreview(event: FormEvent) {
    event.preventDefault();
    reset();
    if (refusedOffline("Failed to preview the devices", "Preview Failed")) return;
    previewer.mutate(previewOf(vendor, chosen, allOrNothing), { onSuccess: (result) => setReport({ result, done: false }), onError: onRefused });
  }

  function runImport() {
    if (!preview || refusedOffline("Failed to import data", "Import Failed")) return;
    const parts = planImportParts(chosen, preview);
    const total = parts.reduce((sum, part) => sum + part.devices.length, 0);
    setProgress({ sent: 0, total });
    const onProgress = (sent: number) => setProgress({ sent, total });
    importer.mutate(
      { vendor, allOrNothing, preview, parts, onProgress },
      {
        onSettled: () => setProgress(null),
        onSuccess: (result) => {
          // Every request refused for its broken files (each a 400 with its report) imported nothing.
          if (result.added === 0 && result.problems.length > 0) showToast({ title: "Import Failed", description: result.message, variant: "destructive" });
          else showToast({ title: "Import Successful", description: result.message, variant: "success" });
          setChosen(noFiles);
          setReport({ result, done: true });
          for (const input of [folderInput.current, filesInput.current]) if (input) input.value = "";
        },
        onError: (error) => {
          onRefused(error);
          showToast({ title: "Import Failed", description: "Failed to import data. Please try again.", variant: "destructive" });
        },
      },
    );
  }

  const blocked = preview ? preview.added === 0 || (allOrNothing && preview.problems.length > 0) : true;
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Card.Title as="h2">Import from the LoRaWAN Device Repository</Card.Title>
        <Card.Description>
          Choose a vendor's folder of The Things Network's Device Repository (vendor/&lt;vendor&gt;), or some of its files. Device definitions become products
          (as drafts) with their photos; index.yaml, codecs and profiles are read and reported. You see what would happen before anything is added; a device the
          vendor has already (same name and part number) is skipped.
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
          <HStack gap="4" align="start" wrap="wrap">
            <Field.Root maxW={{ md: "sm" }}>
              <Field.Label>Vendor folder</Field.Label>
              {/* webkitdirectory: the browser's folder picker (every current browser has it; React does not type it). */}
              <Input ref={folderInput} type="file" {...{ webkitdirectory: "" }} onChange={(e) => void choose(e.target.files)} minH="11" py="2" />
            </Field.Root>
            <Field.Root maxW={{ md: "sm" }}>
              <Field.Label>Device definitions</Field.Label>
              <Input
                ref={filesInput}
                type="file"
                multiple
                accept=".yaml,.yml,.js,.png,.jpg,.jpeg,.webp,.svg,application/yaml,text/yaml,image/*"
                onChange={(e) => void choose(e.target.files)}
                minH="11"
                py="2"
              />
            </Field.Root>
          </HStack>
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {fileCount > 0
              ? `${fileCount === 1 ? "1 file" : `${fileCount} files`} chosen${chosen.folder ? ` from ${chosen.folder}` : ""}: ${chosen.devices.length} YAML, ${chosen.images.length} photos, ${chosen.otherFiles.length} other`
              : "A folder, or .yaml files with their photos"}
          </Text>
          <CheckboxRow
            checked={allOrNothing}
            onCheckedChange={(on) => {
              setAllOrNothing(on);
              reset();
            }}
          >
            All or nothing: import nothing if any file cannot be imported
          </CheckboxRow>
          <Button
            type="submit"
            variant="outline"
            minH="11"
            alignSelf="start"
            disabled={busy || chosen.devices.length === 0 || !vendor.trim()}
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
        {report && (
          <Stack gap="3">
            <Text role="status">{report.result.message}.</Text>
            <DeviceImportReport report={report.result} done={report.done} />
            {progress && <ImportProgress {...progress} text={`${progress.sent} of ${devices(progress.total)}`} />}
            {preview && (
              <Button
                colorPalette="brand"
                minH="11"
                alignSelf="start"
                onClick={runImport}
                disabled={busy || blocked}
                loading={importer.isPending}
                loadingText="Importing..."
              >
                Import {devices(preview.added)}
              </Button>
            )}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
