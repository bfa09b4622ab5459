// The Firestore queries a code base makes, read from its source, and whether each has the index it
// needs (scripts/deploy-rehearsal.ts). Firestore serves equality filters on any fields, and one
// range filter or order on one field, from its automatic single-field indexes; anything else (an
// order after a filter on another field, two orders, a range filter beside equality filters) needs
// a composite index declared in firestore.indexes.json, or the query fails in production only (the
// emulators need no indexes).
import { readFileSync } from "node:fs";
import ts from "typescript";

interface IndexField {
  fieldPath: string;
  order?: "ASCENDING" | "DESCENDING";
  arrayConfig?: "CONTAINS";
}
export interface IndexesFile {
  indexes: { collectionGroup: string; queryScope?: string; fields: IndexField[] }[];
}

interface Query {
  where: location;
  collection: string | null;
  equalities: string[];
  ranges: string[];
  orders: { field: string; direction: "ASCENDING" | "DESCENDING" }[];
}
type location = string;

const queryMethods = new Set(["where", "orderBy", "limit", "limitToLast", "offset", "select", "startAt", "startAfter", "endAt", "endBefore"]);
const equalityOperators = new Set(["==", "in", "array-contains", "array-contains-any"]);

const methodOf = (node: ts.Node): string | null =>
  ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) ? node.expression.name.text : null;

const literal = (node: ts.Node | undefined): string | null => (node && ts.isStringLiteralLike(node) ? node.text : null);

/** Collections named by helpers such as `const products = () => db().collection("products")`. */
function collectionHelpers(texts: string[]): Map<string, string> {
  const helpers = new Map<string, string>();
  for (const text of texts) {
    for (const [, name = "", collection = ""] of text.matchAll(/(?:const|function)\s+(\w+)\b[^;{]*?(?:=>|\{\s*return)\s*[\w().]*?\.collection\(\s*["'](\w+)["']\s*\)/g)) {
      helpers.set(name, collection);
    }
  }
  return helpers;
}

/** The queries in `files`, and the ones that cannot be told (a field that is not a string literal). */
export function queriesIn(files: string[]): { queries: Query[]; unknown: string[] } {
  const texts = files.map((file) => readFileSync(file, "utf8"));
  const helpers = collectionHelpers(texts);
  const queries: Query[] = [];
  const unknown: string[] = [];
  files.forEach((file, i) => {
    const source = ts.createSourceFile(file, texts[i]!, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      const method = methodOf(node);
      const parentCall = node.parent && ts.isPropertyAccessExpression(node.parent) ? node.parent.parent : undefined;
      const isTop = method !== null && queryMethods.has(method) && !(parentCall && queryMethods.has(methodOf(parentCall) ?? ""));
      if (isTop) {
        const calls: ts.CallExpression[] = [];
        let current: ts.Node = node;
        while (queryMethods.has(methodOf(current) ?? "")) {
          calls.unshift(current as ts.CallExpression);
          current = ((current as ts.CallExpression).expression as ts.PropertyAccessExpression).expression;
        }
        if (calls.some((call) => ["where", "orderBy"].includes(methodOf(call)!))) {
          const where = `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
          const base = current.getText(source);
          const collection = literal(ts.isCallExpression(current) && methodOf(current) === "collection" ? current.arguments[0] : undefined) ?? helpers.get(base.replace(/\(\)$/, "")) ?? null;
          const query: Query = { where, collection, equalities: [], ranges: [], orders: [] };
          for (const call of calls) {
            const [field, second] = call.arguments;
            if (methodOf(call) === "where") {
              const [name, operator] = [literal(field), literal(second)];
              if (name === null || operator === null) unknown.push(`${where}: a where() whose field or operator is not written out`);
              else (equalityOperators.has(operator) ? query.equalities : query.ranges).push(name);
            } else if (methodOf(call) === "orderBy") {
              const name = literal(field);
              if (name === null) unknown.push(`${where}: an orderBy() whose field is not written out`);
              else query.orders.push({ field: name, direction: literal(second) === "desc" ? "DESCENDING" : "ASCENDING" });
            }
          }
          queries.push(query);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  });
  return { queries, unknown };
}

/** Whether the automatic single-field indexes serve the query. */
function needsCompositeIndex({ equalities, ranges, orders }: Query): boolean {
  const rangeFields = new Set(ranges);
  if (orders.length === 0) return rangeFields.size > 1 || (rangeFields.size === 1 && equalities.length > 0);
  if (equalities.length > 0 || orders.length > 1 || rangeFields.size > 1) return true;
  return rangeFields.size === 1 && !rangeFields.has(orders[0]!.field);
}

/** The declared index that serves the query: its equality fields first, then its range and orders. */
function hasIndex(query: Query, file: IndexesFile): boolean {
  const tail = [...new Set(query.ranges)].filter((field) => !query.orders.some((order) => order.field === field)).map((field) => ({ field, direction: "ASCENDING" as const }));
  const expectedTail = [...tail, ...query.orders];
  return file.indexes.some((index) => {
    if (query.collection !== null && index.collectionGroup !== query.collection) return false;
    const fields = index.fields.filter((field) => field.fieldPath !== "__name__");
    const head = fields.slice(0, query.equalities.length).map((field) => field.fieldPath);
    const rest = fields.slice(query.equalities.length);
    return (
      new Set(head).size === new Set(query.equalities).size &&
      query.equalities.every((field) => head.includes(field)) &&
      rest.length === expectedTail.length &&
      rest.every((field, i) => field.fieldPath === expectedTail[i]!.field && (field.order ?? "ASCENDING") === expectedTail[i]!.direction)
    );
  });
}

/** Queries in `files` that need a composite index `indexes` lacks, or that cannot be read. */
export function missingIndexes(files: string[], indexes: IndexesFile): { queries: number; missing: string[] } {
  const { queries, unknown } = queriesIn(files);
  const missing = queries
    .filter((query) => needsCompositeIndex(query) && !hasIndex(query, indexes))
    .map(
      (query) =>
        `${query.where}: a query on ${query.collection ?? "a collection"} (equal: ${query.equalities.join(", ") || "none"}; range: ${query.ranges.join(", ") || "none"}; ordered by: ${query.orders.map((order) => `${order.field} ${order.direction}`).join(", ") || "nothing"}) needs a composite index in firestore.indexes.json`,
    );
  return { queries: queries.length, missing: [...unknown, ...missing] };
}
