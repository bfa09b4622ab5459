import { HStack, Progress } from "@chakra-ui/react";

/** An import sent in several requests: how much of it has gone, as a bar and in words ("450 of 1,200 records"). */
export function ImportProgress({ sent, total, text }: { sent: number; total: number; text: string }) {
  return (
    <Progress.Root value={total > 0 ? Math.round((sent / total) * 100) : 0} colorPalette="brand" size="sm" aria-label="Import progress">
      <HStack justify="space-between" mb="1">
        <Progress.Label>Importing</Progress.Label>
        <Progress.ValueText>{text}</Progress.ValueText>
      </HStack>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
