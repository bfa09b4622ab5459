import { Stack, Text } from "@chakra-ui/react";
import { Fragment } from "react";
import { articleParagraphs } from "../lib/articleText";

/** An article's text: its paragraphs and line breaks, nothing of it read as markup. */
export function ArticleText({ content }: { content: string }) {
  return (
    <Stack gap="5" fontSize={{ base: "md", md: "lg" }} lineHeight="tall">
      {articleParagraphs(content).map((lines, index) => (
        <Text key={index}>
          {lines.map((line, i) => (
            <Fragment key={i}>
              {i > 0 && <br />}
              {line}
            </Fragment>
          ))}
        </Text>
      ))}
    </Stack>
  );
}
