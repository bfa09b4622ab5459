import { isAlias, LineCounter, parseDocument, visit, type Document } from "yaml";
import { maxDeviceDefinitionCharacters, type FileProblem } from "@lorawan/contracts/deviceImport";

/**
 * YAML from an admin's folder, read as data only (issue 47): the core schema (strings, numbers,
 * booleans, null, lists, mappings; not even YAML 1.1's `!!binary` or `!!set`), so a tag such as
 * `!!js/function` or `!!js/regexp` refuses the file instead of becoming text; aliases expand at most `maxAliasCount` times (a "billion laughs"
 * file is a few hundred bytes and gigabytes once expanded); a file longer than a device definition
 * ever is is refused before it is parsed. Each refusal names the file and, where known, the line.
 */
const maxAliasCount = 100;

export type YamlReading = { ok: true; value: unknown; document: Document; lines: LineCounter } | { ok: false; problems: FileProblem[] };

const thousands = (n: number) => n.toLocaleString("en-US");

export function readYaml(file: string, text: string): YamlReading {
  const refuse = (line: number | null, message: string): YamlReading => ({ ok: false, problems: [{ file, line, field: null, message }] });
  if (text.length > maxDeviceDefinitionCharacters) {
    return refuse(
      null,
      `This file has ${thousands(text.length)} characters; a device definition has at most ${thousands(maxDeviceDefinitionCharacters)}: it was not read`,
    );
  }
  const lines = new LineCounter();
  const document = parseDocument(text, { schema: "core", resolveKnownTags: false, lineCounter: lines, prettyErrors: false });
  const lineAt = (offset: number | undefined) => (offset === undefined ? null : lines.linePos(offset).line);
  if (document.errors.length > 0) {
    return {
      ok: false,
      problems: document.errors.map((error) => ({
        file,
        line: lineAt(error.pos[0]),
        field: null,
        message: `This is not valid YAML: ${error.message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "")}`,
      })),
    };
  }
  // yaml keeps a node with a tag the schema does not know as plain text and only warns.
  const unknownTag = document.warnings.find((warning) => warning.code === "TAG_RESOLVE_FAILED");
  if (unknownTag) {
    const tag = /Unresolved tag: (.+)$/.exec(unknownTag.message)?.[1]?.replace(/^tag:yaml\.org,2002:/, "!!") ?? "a custom tag";
    return refuse(lineAt(unknownTag.pos[0]), `This file uses the YAML tag ${tag}: a device definition holds only text, numbers, lists and mappings`);
  }
  let value: unknown;
  try {
    value = document.toJS({ maxAliasCount });
  } catch (error) {
    if (!(error instanceof Error && /alias/i.test(error.message))) return refuse(null, "This file could not be read as YAML data");
    let firstAlias: number | undefined;
    visit(document, {
      Alias: (_key, node) => {
        if (isAlias(node)) firstAlias = node.range?.[0];
        return visit.BREAK;
      },
    });
    return refuse(
      lineAt(firstAlias),
      `This file's aliases (*name) expand beyond ${maxAliasCount} copies, as a "billion laughs" file does: a device definition never needs that, so it was not read`,
    );
  }
  return { ok: true, value, document, lines };
}
