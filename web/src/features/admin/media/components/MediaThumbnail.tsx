import { AspectRatio, Flex, Icon, Image } from "@chakra-ui/react";
import type { MediaFile } from "@lorawan/contracts/media";
import { FileIcon } from "../../shared/icons";

export function MediaThumbnail({ file }: { file: MediaFile }) {
  return (
    <AspectRatio ratio={4 / 3} bg="ink.50">
      {file.category === "image" ? (
        <Image src={file.thumbnailUrl ?? file.url} alt={file.originalName} objectFit="cover" loading="lazy" />
      ) : (
        <Flex direction="column" align="center" justify="center" color="fg.muted" fontSize="xs" gap="1">
          <Icon boxSize="8" asChild>
            <FileIcon />
          </Icon>
          {file.mimeType}
        </Flex>
      )}
    </AspectRatio>
  );
}
