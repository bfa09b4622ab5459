import MiniSearch, { type Query, type SearchOptions } from "minisearch";
import { searchConcepts, searchFillerWords } from "@lorawan/contracts/searchVocabulary";
import { sensorLabel } from "@lorawan/contracts/sensorLabels";

/**
 * The marketplace's search (issue 46, decision 104): what a buyer types, read as they mean it, over
 * the catalogue's own fields. One module answers everywhere a query is answered: the page the
 * function renders (with or without JavaScript), the island, and offline from the catalogue the
 * service worker keeps; the same query gives the same list.
 *
 * - Every word of the query, in any order, across name, manufacturer, model, part numbers,
 *   description, category, sensors (by their labels) and tags; the last word also as a prefix
 *   (typing), and any word of 3 letters or more.
 * - A word the catalogue does not hold is read with typos: one edit from 5 letters, two from 9.
 * - The field's spellings read alike: "4-20mA", "4-20 mA", "4~20mA"; "CO₂" and "CO2"; "PM2.5", "pm 2.5".
 * - The phrases of the field's vocabulary (contracts/src/searchVocabulary.ts) find the products
 *   that carry their sensors: "motion detector" finds PIR and occupancy devices.
 * - Spec 5's rule is the floor: a product whose name, manufacturer or description holds the whole
 *   query (case-insensitive) is always found.
 *
 * MiniSearch holds the index (decision 104 says why that library).
 */

/** What the search reads of a product. */
export interface Searchable {
  id: number;
  name: string;
  manufacturer: string;
  description: string;
  model?: string | null;
  category?: string | null;
  sensors?: readonly string[];
  tags?: readonly string[];
  /** The part numbers beside the model (CatalogueEntry's). */
  partNumbers?: string | null;
}

/** A search's answer: the ids found, best match first, and for no match the nearest words that find something. */
interface SearchAnswer {
  /** Product ids, best match first; the products spec 5's rule finds but the index ranks nowhere come last. */
  ids: number[];
  /** When nothing is found: queries close to this one that find products ("Did you mean ..."). */
  suggestions: string[];
}

/** The fields the index reads, with how much a match in each weighs for "Best match". */
const fieldBoosts = { name: 3, model: 3, manufacturer: 2, sensors: 2, concepts: 3, category: 1.5, tags: 1.5, description: 1 } as const;
type Field = keyof typeof fieldBoosts;
const fields = Object.keys(fieldBoosts) as Field[];

/**
 * Text as the index and the query both read it: Unicode compatibility forms folded ("CO₂" -> "co2"),
 * accents dropped, lower case, and the field's spellings made one ("4~20 mA" -> "4-20ma", "pm 2.5" -> "pm2.5").
 */
export function normaliseSearchText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/(\d+)\s*[-~–—]\s*(\d+)\s*ma\b/g, "$1-$2ma")
    .replace(/\bpm\s+(\d)/g, "pm$1");
}

/** Words of normalised text: letters and digits, with a decimal point or hyphen kept inside ("pm2.5", "lht65n-e5"). */
const wordsOf = (normalised: string) =>
  normalised
    .split(/[^\p{L}\p{N}.-]+/u)
    .map((word) => word.replace(/^[.-]+|[.-]+$/g, ""))
    .filter(Boolean);

/** The index's terms for a word: a hyphenated word also as its parts, so "lht65n-e5" is found by "lht65n e5". */
const indexTermsOf = (word: string) => (word.includes("-") ? [word, ...word.split("-").filter(Boolean)] : [word]);

/** A query's words: a hyphenated word by its parts (the index holds them), so "temperature-humidity" reads as two words. */
const queryWordsOf = (query: string) => wordsOf(normaliseSearchText(query)).flatMap((word) => word.split("-").filter(Boolean));

/** What spec 5's rule reads of a product, in lower case: its name, manufacturer and description. */
const literalFieldsOf = (product: Searchable) => [product.name, product.manufacturer, product.description].map((text) => text.toLowerCase());

/** Each vocabulary phrase as query words, longest first, with the token its products are indexed under. */
const concepts = searchConcepts.map((concept, index) => ({ ...concept, token: `concept${index}` }));
const phrases = concepts
  .flatMap((concept) => concept.phrases.map((phrase) => ({ words: queryWordsOf(phrase), token: concept.token })))
  .sort((a, b) => b.words.length - a.words.length);
const fillers = new Set(searchFillerWords);

/** The concept tokens of a product: one per vocabulary entry whose sensors it carries. */
const conceptTokensOf = (sensors: readonly string[]) =>
  concepts
    .filter((concept) => concept.sensors.some((sensor) => sensors.includes(sensor)))
    .map((concept) => concept.token)
    .join(" ");

/**
 * Edits between two words, for ranking the words a "Did you mean" offers: a letter added, dropped
 * or changed, or two neighbours swapped ("milesigth" -> "milesight" is one, as a buyer slips).
 */
function editDistance(a: string, b: string): number {
  const rows = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const above = rows[i - 1]!;
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(above[j]! + 1, row[j - 1]! + 1, above[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j]!, rows[i - 2]![j - 2]! + 1);
    }
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}

/** A word held by fewer products than this share of those a typo away is read as a typo. */
const rareWordRatio = 4;

/** Typos allowed in a word (issue 46): one edit from 5 letters, two from 9. */
const editsFor = (word: string) => (word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0);

interface IndexedDocument {
  id: number;
  name: string;
  model: string;
  manufacturer: string;
  sensors: string;
  concepts: string;
  category: string;
  tags: string;
  description: string;
}

function documentOf(product: Searchable): IndexedDocument {
  const sensors = product.sensors ?? [];
  return {
    id: product.id,
    name: product.name,
    model: [product.model ?? "", product.partNumbers ?? ""].join(" "),
    manufacturer: product.manufacturer,
    // Both the repository's word ("pir") and the label a buyer reads ("PIR (passive infrared)").
    sensors: sensors.map((sensor) => `${sensor} ${sensorLabel(sensor)}`).join(" "),
    concepts: conceptTokensOf(sensors),
    category: product.category ?? "",
    tags: (product.tags ?? []).join(" "),
    description: product.description,
  };
}

/** One word of a query: itself in any field, as a prefix where typing, with typos where the catalogue does not know it. */
interface WordPart {
  word: string;
  prefix: boolean;
  fuzzy: number;
}
type QueryPart = { word: WordPart } | { phrase: { words: WordPart[]; token: string } };

export interface CatalogueIndex {
  search(query: string): SearchAnswer;
}

class MiniSearchIndex implements CatalogueIndex {
  private readonly index: MiniSearch<IndexedDocument>;
  private readonly products: readonly Searchable[];
  /** How each word is read, once per catalogue (a keystroke asks again for the words before it). */
  private readonly parts = new Map<string, WordPart>();
  /** Each product's fields for spec 5's rule, in lower case once per catalogue, not at every keystroke. */
  private readonly literalFields: string[][];

  constructor(products: readonly Searchable[]) {
    this.products = products;
    this.literalFields = products.map(literalFieldsOf);
    this.index = new MiniSearch<IndexedDocument>({
      fields,
      tokenize: (text) => wordsOf(normaliseSearchText(text)),
      processTerm: (term) => indexTermsOf(term),
      searchOptions: { boost: fieldBoosts, weights: { prefix: 0.5, fuzzy: 0.3 } },
    });
  }

  addAll() {
    this.index.addAll(this.products.map(documentOf));
    return this;
  }

  /** Adds the products in slices, each its own task, so a phone's page keeps answering input meanwhile. */
  async addInSlices() {
    await this.index.addAllAsync(this.products.map(documentOf), { chunkSize: sliceSize });
    return this;
  }

  /** How many products hold a word (as it is, as the start of one where `prefix`, within `fuzzy` edits). */
  private count(word: string, prefix: boolean, fuzzy = 0): number {
    return this.index.search(word, { prefix, fuzzy: fuzzy || false, tokenize: (text) => [text], processTerm: (term) => term }).length;
  }

  private knows(word: string, prefix: boolean): boolean {
    return this.count(word, prefix) > 0;
  }

  /**
   * A word is read with typos where the catalogue does not hold it, or holds it far more rarely
   * than the words a typo away: "humdity" is a slip in one description, "humidity" in hundreds. A
   * word the catalogue holds as often as its neighbours is read as typed, so "light" does not also
   * find "right", "eight" and "night".
   */
  private wordPart(word: string, last: boolean): WordPart {
    const prefix = last || word.length >= 3;
    const key = `${word} ${prefix}`;
    let part = this.parts.get(key);
    if (!part) {
      const edits = editsFor(word);
      const exact = edits === 0 ? 0 : this.count(word, prefix);
      // No word a typo away can be held by more products than the catalogue has: a word that common
      // is read as typed without counting its neighbours (a keystroke's first reading of a word).
      const common = rareWordRatio * exact >= this.products.length;
      part = { word, prefix, fuzzy: edits > 0 && !common && (exact === 0 || this.count(word, prefix, edits) > rareWordRatio * exact) ? edits : 0 };
      this.parts.set(key, part);
    }
    return part;
  }

  /**
   * The query's words, vocabulary phrases read as one part each ("motion detector" before its
   * filler "detector" is dropped), filler words left out while others remain.
   */
  private queryParts(words: string[]): QueryPart[] {
    const pieces: ({ word: string } | { phrase: string[]; token: string })[] = [];
    for (let i = 0; i < words.length; ) {
      const phrase = phrases.find((p) => p.words.every((word, j) => words[i + j] === word));
      pieces.push(phrase ? { phrase: phrase.words, token: phrase.token } : { word: words[i]! });
      i += phrase?.words.length ?? 1;
    }
    const meaningful = pieces.filter((piece) => !("word" in piece) || !fillers.has(piece.word));
    const kept = meaningful.length > 0 ? meaningful : pieces;
    return kept.map((piece, i) => {
      const last = i === kept.length - 1;
      if ("word" in piece) return { word: this.wordPart(piece.word, last) };
      return { phrase: { words: piece.phrase.map((word, j) => this.wordPart(word, last && j === piece.phrase.length - 1)), token: piece.token } };
    });
  }

  private static wordQuery({ word, prefix, fuzzy }: WordPart): Query {
    const options: SearchOptions = { prefix, fuzzy: fuzzy || false };
    return { queries: [word], ...options, tokenize: (text) => [text], processTerm: (term) => term };
  }

  private static partQuery(part: QueryPart): Query {
    if ("word" in part) return MiniSearchIndex.wordQuery(part.word);
    const { words, token } = part.phrase;
    return {
      combineWith: "OR",
      queries: [
        { queries: [token], fields: ["concepts"], prefix: false, fuzzy: false, tokenize: (text) => [text], processTerm: (term) => term },
        { combineWith: "AND", queries: words.map(MiniSearchIndex.wordQuery) },
      ],
    };
  }

  search(query: string): SearchAnswer {
    const needle = query.trim().toLowerCase();
    if (!needle) return { ids: this.products.map((product) => product.id), suggestions: [] };
    // A single letter narrows nothing while typing and would match most of the catalogue's words:
    // the index reads it with the next one (spec 5's rule still reads the whole query).
    const words = queryWordsOf(query).filter((word) => word.length > 1);
    const ranked =
      words.length > 0
        ? this.index.search({ combineWith: "AND", queries: this.queryParts(words).map(MiniSearchIndex.partQuery) }).map((hit) => hit.id as number)
        : [];
    const found = new Set(ranked);
    // Spec 5's rule: the whole query, case-insensitive, in the name, manufacturer or description.
    const literal = this.products
      .filter((product, i) => !found.has(product.id) && this.literalFields[i]?.some((text) => text.includes(needle)))
      .map((product) => product.id);
    const ids = [...ranked, ...literal];
    return { ids, suggestions: ids.length === 0 ? this.suggestions(query) : [] };
  }

  /**
   * Up to 3 queries near this one that find products ("Did you mean"): each word the catalogue does
   * not know replaced by the closest words it holds (fewest edits, then the most products), or left
   * out when it holds none near it or the word is too short to guess from ("humidty xyzzy" ->
   * "humidity"); when it knows every word, the query with one word left out.
   */
  private suggestions(query: string): string[] {
    const words = queryWordsOf(query).filter((word) => !fillers.has(word));
    const unknown = words.filter((word) => !this.knows(word, true));
    const candidates =
      unknown.length > 0
        ? [0, 1, 2].map((rank) =>
            words.flatMap((word) => {
              if (!unknown.includes(word)) return [word];
              const nearest = word.length >= 3 ? this.nearestWords(word) : [];
              return nearest.length > 0 ? [nearest[Math.min(rank, nearest.length - 1)]!] : [];
            }),
          )
        : words.length > 1
          ? words.map((_, left) => words.filter((__, i) => i !== left))
          : [];
    const suggestions = new Set<string>();
    for (const candidate of candidates) {
      const suggestion = candidate.join(" ");
      if (suggestion !== "" && suggestion !== words.join(" ") && this.search(suggestion).ids.length > 0) suggestions.add(suggestion);
    }
    return [...suggestions].slice(0, 3);
  }

  /**
   * The catalogue's words closest to `word`: fewest edits (at most 2 more than a typo allows), then
   * the most products, so a slip in one product's text ("humdity") comes after the word it slips
   * from ("humidity"). None shorter than 3 letters for a longer word ("co3" -> "co2", not "co").
   */
  private nearestWords(word: string): string[] {
    const products = new Map<string, number>();
    const fuzzy = editsFor(word) + (word.length >= 4 ? 2 : 1);
    for (const hit of this.index.search(word, { fuzzy, prefix: false, tokenize: (text) => [text], processTerm: (term) => term })) {
      for (const term of hit.terms) if (!term.startsWith("concept")) products.set(term, (products.get(term) ?? 0) + 1);
    }
    return [...products]
      .filter(([term]) => term.length >= Math.min(3, word.length))
      .map(([term, count]) => ({ term, count, edits: editDistance(word, term) }))
      .sort((a, b) => a.edits - b.edits || b.count - a.count)
      .slice(0, 3)
      .map(({ term }) => term);
  }
}

/** Products indexed per task in the browser: about 10 ms of a phone's main thread each. */
const sliceSize = 40;

// Built once per catalogue: the server's published catalogue is one array per catalogue version
// (functions/src/store/publishedCatalogue.ts), the island's one array per fetch.
const built = new WeakMap<readonly Searchable[], CatalogueIndex>();

/** The search index of a catalogue, built on its first query and kept while the catalogue is. */
export function catalogueIndex(products: readonly Searchable[]): CatalogueIndex {
  let index = built.get(products);
  if (!index) {
    index = new MiniSearchIndex(products).addAll();
    built.set(products, index);
  }
  return index;
}

/**
 * Builds a catalogue's index in slices (the browser: the island before it hydrates), so the
 * queries that follow find it built.
 */
export async function prepareCatalogueIndex(products: readonly Searchable[]): Promise<void> {
  if (built.has(products)) return;
  const index = await new MiniSearchIndex(products).addInSlices();
  built.set(products, index);
}
