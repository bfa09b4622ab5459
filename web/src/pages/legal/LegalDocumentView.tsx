import { Box, Container, Heading, Stack, Text } from "@chakra-ui/react";
import type { LegalDocument } from "~/content/legal";

const slug = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

/** A legal document: title, last-updated date, a table of contents and numbered sections. */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  return (
    <Container maxW="3xl" py={{ base: "12", md: "16" }}>
      <Heading as="h1" size={{ base: "3xl", md: "4xl" }} letterSpacing="tight">
        {document.title}
      </Heading>
      <Text color="fg.muted" mt="2">
        Last updated: {document.lastUpdated}
      </Text>
      <Text mt="6" fontSize="lg">
        {document.intro}
      </Text>
      <Box as="nav" aria-label="Contents" mt="8" p="5" rounded="xl" bg="ink.50">
        <Heading as="h2" size="sm" mb="3">
          Contents
        </Heading>
        {/* Spec 2.2: touch targets are at least 44 px, so each contents link is as tall. */}
        <Box as="ol" ps="5" css={{ listStyleType: "decimal", "& a": { display: "inline-flex", alignItems: "center", minHeight: "11" } }}>
          {document.sections.map((s) => (
            <li key={s.title}>
              <a href={`#${slug(s.title)}`}>{s.title}</a>
            </li>
          ))}
        </Box>
      </Box>
      <Stack gap="10" mt="10">
        {document.sections.map((section, i) => (
          <Box as="section" key={section.title} id={slug(section.title)} scrollMarginTop="20">
            <Heading as="h2" size="xl" mb="3">
              {i + 1}. {section.title}
            </Heading>
            <Stack gap="3" color="fg.muted">
              {section.paragraphs.map((p) => (
                <Text key={p}>{p}</Text>
              ))}
              {section.list && (
                <Box as="ul" ps="5" css={{ listStyleType: "disc" }}>
                  {section.list.map((item) => (
                    <Box as="li" key={item} mb="1">
                      {item}
                    </Box>
                  ))}
                </Box>
              )}
            </Stack>
          </Box>
        ))}
      </Stack>
    </Container>
  );
}
