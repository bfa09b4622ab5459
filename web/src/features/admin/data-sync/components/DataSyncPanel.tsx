import { Button, Card, HStack, Progress, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useRef, useState } from "react";
import { showToast } from "~/components/ui/toaster";
import { importPartRecords, recordsToImport, type ImportFileLists } from "@lorawan/contracts/dataSync";
import { ImportStopped, useExportData, useImportData, type ExportedData } from "../api/dataSync";
import { exportFileName } from "../lib/exportFileName";
import { importFileRefusal, serverImportRefusal } from "../lib/importRefusal";
import { DeviceImportCard } from "./DeviceImportCard";
import { ImportProgress } from "./ImportProgress";
import { refusedOffline } from "../../shared/offlineGuard";

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const counts = (data: ExportedData) =>
  `${count(data.categories.length, "category", "categories")}, ${count(data.products.length, "product", "products")} and ${count(data.news.length, "news item", "news items")}`;

const invalidFile = (reason: string) => showToast({ title: "Invalid File", description: reason, variant: "destructive" });
const importFailed = (reason: string) => showToast({ title: "Import Failed", description: reason, variant: "destructive" });

function download(data: ExportedData) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = exportFileName(new Date());
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** Spec 2.14 / 4 / 8: export to a JSON file and import one, with a progress indicator while either runs. */
export function DataSyncPanel() {
  const exporter = useExportData();
  const importer = useImportData();
  const [exported, setExported] = useState<ExportedData | null>(null);
  /** A file sent in parts: how many of its records have been sent. */
  const [progress, setProgress] = useState<{ sent: number; total: number } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const busy = exporter.isPending || importer.isPending;

  function runExport() {
    if (refusedOffline("Failed to export data", "Export Failed")) return;
    exporter.mutate(undefined, {
      onSuccess: (data) => {
        setExported(data);
        showToast({ title: "Data Exported", description: `Exported ${counts(data)}.`, variant: "success" });
      },
      onError: () => showToast({ title: "Export Failed", description: "Failed to export data. Please try again.", variant: "destructive" }),
    });
  }

  async function runImport(file: File | undefined) {
    if (input.current) input.current.value = "";
    if (!file || refusedOffline("Failed to import data", "Import Failed")) return;
    let data: unknown;
    try {
      data = JSON.parse(await file.text());
    } catch {
      invalidFile("The selected file is not valid JSON.");
      return;
    }
    // The server's own check, before anything is sent: a JSON file that is not an export, or an item
    // the server would refuse, says why (a bad file changes nothing either way).
    const refusal = importFileRefusal(data);
    if (refusal) {
      if (refusal.notAnExport) invalidFile(refusal.reason);
      else importFailed(`Failed to import data. ${refusal.reason}`);
      return;
    }
    // Accepted by the import's schema: an object with the lists it reads.
    const lists = data as ImportFileLists;
    const total = recordsToImport(lists);
    if (total > importPartRecords) setProgress({ sent: 0, total });
    importer.mutate(
      { file: lists, onProgress: (sent) => setProgress((shown) => shown && { ...shown, sent }) },
      {
        onSuccess: (answer) => {
          setExported(null);
          showToast({ title: "Import Successful", description: answer.message || "Data imported successfully!", variant: "success" });
        },
        onError: (error) => {
          const reason = error instanceof ImportStopped ? error.message : serverImportRefusal(error);
          importFailed(reason ? `Failed to import data. ${reason}` : "Failed to import data. Please try again.");
        },
        onSettled: () => setProgress(null),
      },
    );
  }

  return (
    <Stack gap="4" pt="4">
      {busy && !progress && (
        <Progress.Root value={null} colorPalette="brand" size="xs" aria-label={exporter.isPending ? "Exporting data" : "Importing data"}>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      {progress && <ImportProgress {...progress} text={`${progress.sent.toLocaleString("en-US")} of ${progress.total.toLocaleString("en-US")} records`} />}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Card.Root variant="outline">
          <Card.Header>
            <Card.Title as="h2">Export Data</Card.Title>
            <Card.Description>Download categories, products and news as a JSON file to move them to another environment.</Card.Description>
          </Card.Header>
          <Card.Body gap="3">
            <HStack wrap="wrap" gap="3">
              <Button colorPalette="brand" minH="11" onClick={runExport} loading={exporter.isPending} loadingText="Exporting..." disabled={busy}>
                Export Data
              </Button>
              {exported && (
                <Button variant="outline" minH="11" onClick={() => download(exported)}>
                  Download {exportFileName(new Date())}
                </Button>
              )}
            </HStack>
            {exported && (
              <Text fontSize="sm" color="fg.muted" role="status">
                Ready: {counts(exported)}.
              </Text>
            )}
          </Card.Body>
        </Card.Root>
        <Card.Root variant="outline">
          <Card.Header>
            <Card.Title as="h2">Import Data</Card.Title>
            <Card.Description>
              Add the categories, products and news of an exported file. Items that already exist (same name, or slug for news) are kept as they are.
            </Card.Description>
          </Card.Header>
          <Card.Body>
            <Button
              variant="outline"
              minH="11"
              alignSelf="start"
              disabled={busy}
              loading={importer.isPending}
              loadingText="Importing..."
              onClick={() => input.current?.click()}
            >
              Import Data
            </Button>
            <input
              ref={input}
              hidden
              type="file"
              accept="application/json,.json"
              aria-label="File to import"
              onChange={(e) => void runImport(e.target.files?.[0])}
            />
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
      <DeviceImportCard />
    </Stack>
  );
}
