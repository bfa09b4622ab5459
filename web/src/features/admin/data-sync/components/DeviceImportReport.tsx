import { Badge, Box, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import type { ImportDevicesResult } from "@lorawan/contracts/deviceImport";

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * What an import of device definitions does or did (issue 32): every broken file with its line and
 * the reason, the products the definitions become (new, or skipped as duplicates), and what became
 * of the folder's other files (index.yaml, codecs, profiles, photos, logo).
 */
export function DeviceImportReport({ report, done }: { report: ImportDevicesResult; done: boolean }) {
  const { problems, products, files } = report;
  return (
    <Stack gap="4">
      {problems.length > 0 && (
        <Box borderWidth="1px" borderColor="red.300" rounded="md" p="3">
          <Heading as="h3" size="sm" mb="2" color="red.700">
            {plural(new Set(problems.map((problem) => problem.file)).size, "file")} cannot be imported
          </Heading>
          <Stack as="ul" listStyleType="none" gap="1" aria-label="Files that cannot be imported">
            {problems.map((problem, i) => (
              <Text as="li" key={`${problem.file}-${i}`} fontSize="sm">
                <Text as="span" fontWeight="semibold">
                  {problem.file}
                  {problem.line ? `, line ${problem.line}` : ""}
                </Text>
                : {problem.message}
              </Text>
            ))}
          </Stack>
        </Box>
      )}
      {products.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="2" aria-label={done ? "Products the files became" : "Products the files would become"}>
          {products.map(({ file, skipped, product, photos, notes }) => (
            <Box as="li" key={file} borderWidth="1px" rounded="md" p="3" bg={skipped ? "gray.50" : undefined}>
              <HStack justify="space-between" align="start" gap="2" wrap="wrap">
                <Text fontWeight="semibold">{product.name}</Text>
                {skipped ? (
                  <Badge colorPalette="gray">Skipped: {product.manufacturer} has a product of this name</Badge>
                ) : (
                  <Badge colorPalette="green">{done ? "Added" : "New"}</Badge>
                )}
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {file} · by {product.manufacturer}
                {product.model ? ` · part number ${product.model}` : ""}
                {product.prices?.length ? ` · ${product.prices.map((p) => `${p.price} ${p.currency}`).join(" / ")}` : ""}
              </Text>
              <Text fontSize="sm">
                Regions: {product.regions.join(", ") || "none"} · Sensors: {product.sensors.join(", ") || "none"} · IP rating:{" "}
                {[product.ipRating, product.secondIpRating].filter(Boolean).join(", ") || "none"}
                {photos.length > 0 ? ` · Photo: ${photos.join(", ")}` : ""}
              </Text>
              {notes.length > 0 && (
                <Text fontSize="sm" color="orange.700">
                  {notes.join("; ")}
                </Text>
              )}
            </Box>
          ))}
        </Stack>
      )}
      {files.length > 0 && (
        <Box>
          <Heading as="h3" size="sm" mb="2">
            Other files
          </Heading>
          <Stack as="ul" listStyleType="none" gap="1" aria-label="Other files of the folder">
            {files.map((entry) => (
              <Text as="li" key={entry.file} fontSize="sm">
                <Badge colorPalette={entry.outcome === "used" ? "blue" : "gray"} me="2">
                  {entry.outcome === "used" ? "Used" : "Skipped"}
                </Badge>
                <Text as="span" fontWeight="medium">
                  {entry.file}
                </Text>
                : {entry.reason}
              </Text>
            ))}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
