import { isRecord, plainText } from './plain-text';
import { similarityScores } from './similarity';
import type { ContentDocument } from './types';

/**
 * The `q` and `orderings` languages of Prismic's REST API v2, the subset this service supports.
 *
 *   q          = "[" predicate* "]"                      e.g. [[at(document.type, "page")][any(document.tags, ["a"])]]
 *   predicate  = "[" (":" name "=")? function "(" arguments ")" "]"
 *   argument   = path | "string" | number | true | false | "[" value, ... "]"
 *   orderings  = "[" path ("desc" | "asc")?, ... "]"
 *
 * A query that does not parse, or names a function or path we do not know, is a parsing error,
 * answered like Prismic: 400 with { type: 'parsing-error', message, line, column, id, location }.
 */

export type ParsingErrorBody = {
  type: 'parsing-error';
  message: string;
  line: number;
  column: number;
  /** Character offset of the problem in the parameter value (0-based). */
  id: number;
  /** Which parameter: 'query' for q, 'orderings' for orderings. */
  location: string;
  /** The same position in the nested form @prismicio/client v7 types the answer with. */
  pos: { line: number; column: number; id: number; location: string };
};

export class QueryParsingError extends Error {
  constructor(
    readonly reason: string,
    readonly source: string,
    readonly offset: number,
    readonly location: 'query' | 'orderings',
  ) {
    const caret = `${' '.repeat(Math.max(0, offset))}^`;
    super(`${reason} on line:1 col:${offset + 1} in ${location} '${source}'\n${source}\n${caret}`);
    this.name = 'QueryParsingError';
  }

  toBody(): ParsingErrorBody {
    const pos = { line: 1, column: this.offset + 1, id: this.offset, location: this.location };
    return { type: 'parsing-error', message: this.message, ...pos, pos };
  }
}

type Scalar = string | number | boolean;
type Literal = Scalar | Scalar[];

type ArgumentNode =
  | { kind: 'path'; path: string; offset: number }
  | { kind: 'literal'; value: Literal; offset: number };

type PredicateNode = { name: string; offset: number; args: ArgumentNode[] };

const IDENTIFIER = /[A-Za-z0-9_-]/;

class Scanner {
  index = 0;
  constructor(
    readonly source: string,
    readonly location: 'query' | 'orderings',
  ) {}

  fail(reason: string, offset = this.index): never {
    throw new QueryParsingError(reason, this.source, offset, this.location);
  }

  skipSpace(): void {
    while (this.index < this.source.length && /\s/.test(this.source[this.index] ?? '')) {
      this.index += 1;
    }
  }

  peek(): string | undefined {
    this.skipSpace();
    return this.source[this.index];
  }

  describe(char: string | undefined): string {
    return char === undefined ? 'unexpected end of input' : `unexpected '${char}'`;
  }

  expect(char: string): void {
    const found = this.peek();
    if (found !== char) this.fail(`${this.describe(found)}, expected '${char}'`);
    this.index += 1;
  }

  accept(char: string): boolean {
    if (this.peek() !== char) return false;
    this.index += 1;
    return true;
  }

  /** A dotted name: `document.type`, `my.page.uid`, `date.after`. */
  dottedName(): { name: string; offset: number } {
    this.skipSpace();
    const offset = this.index;
    const parts: string[] = [];
    for (;;) {
      const start = this.index;
      while (IDENTIFIER.test(this.source[this.index] ?? '')) this.index += 1;
      if (this.index === start)
        this.fail(`${this.describe(this.source[this.index])}, expected a name`);
      parts.push(this.source.slice(start, this.index));
      if (this.source[this.index] !== '.') break;
      this.index += 1;
    }
    return { name: parts.join('.'), offset };
  }

  string(): string {
    this.expect('"');
    let value = '';
    for (;;) {
      const char = this.source[this.index];
      if (char === undefined) this.fail('unterminated string');
      this.index += 1;
      if (char === '"') return value;
      if (char === '\\') {
        const escaped = this.source[this.index];
        if (escaped === undefined) this.fail('unterminated string');
        this.index += 1;
        value += escaped;
      } else {
        value += char;
      }
    }
  }

  scalar(): Scalar {
    const char = this.peek();
    if (char === '"') return this.string();
    const start = this.index;
    const number = /^-?\d+(\.\d+)?([eE][+-]?\d+)?/.exec(this.source.slice(start));
    if (number) {
      this.index += number[0].length;
      return Number(number[0]);
    }
    for (const word of ['true', 'false'] as const) {
      if (
        this.source.startsWith(word, start) &&
        !IDENTIFIER.test(this.source[start + word.length] ?? '')
      ) {
        this.index += word.length;
        return word === 'true';
      }
    }
    return this.fail(`${this.describe(char)}, expected a value`);
  }

  argument(): ArgumentNode {
    const char = this.peek();
    const offset = this.index;
    if (char === '[') {
      this.index += 1;
      const values: Scalar[] = [];
      if (!this.accept(']')) {
        do values.push(this.scalar());
        while (this.accept(','));
        this.expect(']');
      }
      return { kind: 'literal', value: values, offset };
    }
    if (char !== undefined && /[A-Za-z_]/.test(char)) {
      const rest = this.source.slice(this.index);
      if (!/^(true|false)(?![A-Za-z0-9_.-])/.test(rest)) {
        const { name } = this.dottedName();
        return { kind: 'path', path: name, offset };
      }
    }
    return { kind: 'literal', value: this.scalar(), offset };
  }

  predicate(): PredicateNode {
    this.expect('[');
    // Prismic's own links carry a binding, as in [[:d = at(document.id, "X")]]; it changes nothing.
    if (this.accept(':')) {
      this.dottedName();
      this.expect('=');
    }
    const { name, offset } = this.dottedName();
    this.expect('(');
    const args: ArgumentNode[] = [];
    if (!this.accept(')')) {
      do args.push(this.argument());
      while (this.accept(','));
      this.expect(')');
    }
    this.expect(']');
    return { name, offset, args };
  }

  end(): void {
    const rest = this.peek();
    if (rest !== undefined) this.fail(this.describe(rest));
  }
}

export function parseQuery(source: string): PredicateNode[] {
  const scanner = new Scanner(source, 'query');
  scanner.expect('[');
  const predicates: PredicateNode[] = [];
  while (scanner.peek() === '[') predicates.push(scanner.predicate());
  scanner.expect(']');
  scanner.end();
  return predicates;
}

// ---------------------------------------------------------------------------------------------
// Paths and values

const DOCUMENT_FIELDS = new Set([
  'id',
  'type',
  'tags',
  'lang',
  'first_publication_date',
  'last_publication_date',
]);

/** The values a path reaches in a document: none, one, or several (through groups and slices). */
export type PathReader = (document: ContentDocument) => unknown[];

function readPath(
  path: string,
  offset: number,
  scanner: { fail(reason: string, offset: number): never },
  allowDocument: boolean,
): PathReader {
  if (path === 'document' && allowDocument) return (document) => [document.data];
  const parts = path.split('.');
  if (parts[0] === 'document' && parts.length === 2 && DOCUMENT_FIELDS.has(parts[1] ?? '')) {
    const field = parts[1] as keyof ContentDocument;
    return (document) => [document[field]];
  }
  if (parts[0] === 'my' && parts.length >= 3) {
    const [, type, ...fields] = parts;
    if (fields.length === 1 && fields[0] === 'uid') {
      return (document) => (document.type === type ? [document.uid] : []);
    }
    return (document) => {
      if (document.type !== type) return [];
      let values: unknown[] = [document.data];
      for (const field of fields) {
        values = values
          .flatMap((value) => (Array.isArray(value) ? value : [value]))
          .map((value) => (isRecord(value) ? value[field] : undefined))
          .filter((value) => value !== undefined);
      }
      return values;
    };
  }
  return scanner.fail(`unexpected field '${path}'`, offset);
}

function timestampOf(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value)) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : time;
}

function matchesValue(fieldValue: unknown, expected: Scalar): boolean {
  if (fieldValue === expected) return true;
  // A content relationship matches the id of the document it points to.
  if (isRecord(fieldValue) && fieldValue.link_type === 'Document')
    return fieldValue.id === expected;
  // Dates may be given as milliseconds (what @prismicio/client sends for a Date).
  if (typeof expected === 'number' && typeof fieldValue === 'string') {
    return timestampOf(fieldValue) === expected;
  }
  return false;
}

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.length === 0 || value.every(isEmpty);
  if (isRecord(value)) {
    if (value.link_type === 'Any') return true;
    if ('link_type' in value) return false;
    if ('dimensions' in value) return !value.url;
    if ('text' in value) return value.text === '';
    return Object.values(value).every(isEmpty);
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// Functions

/** Whether a document matches; `similar` also says how well, to rank the matches by. */
type DocumentTest = ((document: ContentDocument) => boolean) & {
  score?: (document: ContentDocument) => number;
};

/** The documents a query runs over: `similar` compares against all of them. */
export type Corpus = readonly ContentDocument[];

type Compiler = (
  args: ArgumentNode[],
  fail: (reason: string, offset: number) => never,
  node: PredicateNode,
  corpus: Corpus,
) => DocumentTest;

function expectPath(
  args: ArgumentNode[],
  index: number,
  fail: (reason: string, offset: number) => never,
  node: PredicateNode,
  allowDocument = false,
): { reader: PathReader; path: string } {
  const arg = args[index];
  if (!arg || arg.kind !== 'path') {
    return fail(
      `${node.name}: argument ${index + 1} must be a field path`,
      arg?.offset ?? node.offset,
    );
  }
  return { reader: readPath(arg.path, arg.offset, { fail }, allowDocument), path: arg.path };
}

function expectLiteral(
  args: ArgumentNode[],
  index: number,
  fail: (reason: string, offset: number) => never,
  node: PredicateNode,
  shape: 'scalar' | 'list' | 'either',
): Literal {
  const arg = args[index];
  if (!arg || arg.kind !== 'literal') {
    return fail(`${node.name}: argument ${index + 1} must be a value`, arg?.offset ?? node.offset);
  }
  const isList = Array.isArray(arg.value);
  if ((shape === 'scalar' && isList) || (shape === 'list' && !isList)) {
    return fail(
      `${node.name}: argument ${index + 1} must be ${shape === 'list' ? 'a list' : 'a single value'}`,
      arg.offset,
    );
  }
  return arg.value;
}

function expectArity(
  args: ArgumentNode[],
  count: number,
  fail: (reason: string, offset: number) => never,
  node: PredicateNode,
): void {
  if (args.length !== count) {
    fail(
      `${node.name} takes ${count} argument${count === 1 ? '' : 's'}, not ${args.length}`,
      node.offset,
    );
  }
}

function expectNumber(
  literal: Literal,
  fail: (reason: string, offset: number) => never,
  node: PredicateNode,
): number {
  if (typeof literal === 'number') return literal;
  const time = timestampOf(literal);
  if (time === undefined) fail(`${node.name}: expected a number or a date`, node.offset);
  return time;
}

function at(negate: boolean): Compiler {
  return (args, fail, node) => {
    expectArity(args, 2, fail, node);
    const { reader, path } = expectPath(args, 0, fail, node);
    const expected = expectLiteral(args, 1, fail, node, 'either');
    let test: DocumentTest;
    if (path === 'document.tags') {
      const wanted = Array.isArray(expected) ? expected : [expected];
      test = (document) => wanted.every((tag) => document.tags.includes(String(tag)));
    } else if (Array.isArray(expected)) {
      return fail(`${node.name}: only document.tags takes a list`, args[1]?.offset ?? 0);
    } else {
      test = (document) => reader(document).some((value) => matchesValue(value, expected));
    }
    return negate ? (document) => !test(document) : test;
  };
}

function any(): Compiler {
  return (args, fail, node) => {
    expectArity(args, 2, fail, node);
    const { reader, path } = expectPath(args, 0, fail, node);
    const wanted = expectLiteral(args, 1, fail, node, 'list') as Scalar[];
    if (path === 'document.tags') {
      return (document) => wanted.some((tag) => document.tags.includes(String(tag)));
    }
    return (document) =>
      reader(document).some((value) => wanted.some((expected) => matchesValue(value, expected)));
  };
}

function presence(wantValue: boolean): Compiler {
  return (args, fail, node) => {
    expectArity(args, 1, fail, node);
    const { reader } = expectPath(args, 0, fail, node);
    return (document) => {
      const filled = reader(document).some((value) => !isEmpty(value));
      return wantValue ? filled : !filled;
    };
  };
}

function fulltext(): Compiler {
  return (args, fail, node) => {
    expectArity(args, 2, fail, node);
    const { reader } = expectPath(args, 0, fail, node, true);
    const terms = String(expectLiteral(args, 1, fail, node, 'scalar'))
      .toLocaleLowerCase('is')
      .split(/\s+/)
      .filter(Boolean);
    return (document) => {
      const text = reader(document).map(plainText).join(' ').toLocaleLowerCase('is');
      return terms.every((term) => text.includes(term));
    };
  };
}

function compare(test: (value: number, bounds: number[]) => boolean, bounds: number): Compiler {
  return (args, fail, node) => {
    expectArity(args, bounds + 1, fail, node);
    const { reader } = expectPath(args, 0, fail, node);
    const limits = args
      .slice(1)
      .map((_, index) =>
        expectNumber(expectLiteral(args, index + 1, fail, node, 'scalar'), fail, node),
      );
    return (document) =>
      reader(document).some((value) => {
        const number = typeof value === 'number' ? value : timestampOf(value);
        return number !== undefined && test(number, limits);
      });
  };
}

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** 1-based position of an English name or its first three letters ('Monday', 'mon'), if any. */
function namedIndex(names: string[], value: string): number | undefined {
  const wanted = value.toLowerCase();
  const index = names.findIndex((name) => name === wanted || name.slice(0, 3) === wanted);
  return index < 0 ? undefined : index + 1;
}

type DatePart = {
  /** The part of a UTC date compared: day of month 1-31, ISO weekday 1 (Monday)-7, month 1-12… */
  of: (date: Date) => number;
  /** The filter's argument as a number of the same kind, or undefined when it is not one. */
  read: (value: Scalar) => number | undefined;
};

const integerIn = (low: number, high: number) => (value: Scalar) =>
  typeof value === 'number' && Number.isInteger(value) && value >= low && value <= high
    ? value
    : undefined;

const DATE_PARTS: Record<string, DatePart> = {
  'day-of-month': { of: (date) => date.getUTCDate(), read: integerIn(1, 31) },
  'day-of-week': {
    of: (date) => ((date.getUTCDay() + 6) % 7) + 1,
    read: (value) =>
      typeof value === 'string' ? namedIndex(WEEKDAYS, value) : integerIn(1, 7)(value),
  },
  month: {
    of: (date) => date.getUTCMonth() + 1,
    read: (value) =>
      typeof value === 'string' ? namedIndex(MONTHS, value) : integerIn(1, 12)(value),
  },
  year: { of: (date) => date.getUTCFullYear(), read: integerIn(1, 9999) },
  hour: { of: (date) => date.getUTCHours(), read: integerIn(0, 23) },
};

/**
 * `date.<part>`, `date.<part>-after` and `date.<part>-before`: the part of the field's date (in
 * UTC, as Prismic reads dates) equal to, after or before the argument. A date without a time
 * ('2025-03-10') is midnight UTC.
 */
function datePart(part: DatePart, compare: (value: number, wanted: number) => boolean): Compiler {
  return (args, fail, node) => {
    expectArity(args, 2, fail, node);
    const { reader } = expectPath(args, 0, fail, node);
    const literal = expectLiteral(args, 1, fail, node, 'scalar') as Scalar;
    const wanted = part.read(literal);
    if (wanted === undefined) {
      return fail(
        `${node.name}: ${JSON.stringify(literal)} is not a valid value`,
        args[1]?.offset ?? 0,
      );
    }
    return (document) =>
      reader(document).some((value) => {
        const time = timestampOf(value);
        return time !== undefined && compare(part.of(new Date(time)), wanted);
      });
  };
}

const datePartFunctions = Object.fromEntries(
  Object.entries(DATE_PARTS).flatMap(([name, part]) => {
    const entries: [string, Compiler][] = [[`date.${name}`, datePart(part, (a, b) => a === b)]];
    // Prismic has no date.year-after/-before: date.after and date.before cover them.
    if (name !== 'year') {
      entries.push([`date.${name}-after`, datePart(part, (a, b) => a > b)]);
      entries.push([`date.${name}-before`, datePart(part, (a, b) => a < b)]);
    }
    return entries;
  }),
);

/**
 * `similar(id, maxResults)`: the documents that share a significant word with the given one. A
 * word is significant when it occurs in at most `maxResults` documents (Prismic's meaning of the
 * second argument), so words every page uses do not make pages similar. The search then ranks
 * the matches by how much they share (see similarity.ts).
 */
function similar(): Compiler {
  return (args, fail, node, corpus) => {
    expectArity(args, 2, fail, node);
    const id = expectLiteral(args, 0, fail, node, 'scalar');
    const limit = expectLiteral(args, 1, fail, node, 'scalar');
    if (typeof id !== 'string')
      return fail('similar: the first argument is a document id', args[0]?.offset ?? 0);
    if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1) {
      return fail('similar: the second argument is a positive whole number', args[1]?.offset ?? 0);
    }
    const scores = similarityScores(corpus, id, limit);
    const score = (document: ContentDocument) => scores.get(document.id) ?? 0;
    return Object.assign((document: ContentDocument) => score(document) > 0, { score });
  };
}

const FUNCTIONS: Record<string, Compiler> = {
  at: at(false),
  not: at(true),
  any: any(),
  in: any(),
  has: presence(true),
  missing: presence(false),
  fulltext: fulltext(),
  similar: similar(),
  'date.after': compare((value, [limit = 0]) => value > limit, 1),
  'date.before': compare((value, [limit = 0]) => value < limit, 1),
  'date.between': compare((value, [low = 0, high = 0]) => value >= low && value <= high, 2),
  ...datePartFunctions,
  'number.gt': compare((value, [limit = 0]) => value > limit, 1),
  'number.lt': compare((value, [limit = 0]) => value < limit, 1),
  'number.inRange': compare((value, [low = 0, high = 0]) => value >= low && value <= high, 2),
};

export const SUPPORTED_PREDICATES = Object.keys(FUNCTIONS);

/** A compiled `q`: the test, and for a `similar` query the score to rank its matches by. */
export type CompiledQuery = {
  test: DocumentTest;
  score?: (document: ContentDocument) => number;
};

/** Parses one `q` value into a test over `corpus`; throws QueryParsingError. */
export function compileQuery(source: string, corpus: Corpus = []): CompiledQuery {
  const scanner = new Scanner(source, 'query');
  const fail = (reason: string, offset: number): never => scanner.fail(reason, offset);
  const tests = parseQuery(source).map((node) => {
    const compiler = FUNCTIONS[node.name];
    if (!compiler) return fail(`unexpected predicate '${node.name}'`, node.offset);
    return compiler(node.args, fail, node, corpus);
  });
  const score = tests.find((test) => test.score)?.score;
  return { test: (document) => tests.every((test) => test(document)), ...(score ? { score } : {}) };
}

// ---------------------------------------------------------------------------------------------
// Orderings

export type Ordering = { path: string; direction: 'asc' | 'desc'; read: PathReader };

/** `[my.article.date desc, document.first_publication_date]` (brackets optional). */
export function parseOrderings(source: string): Ordering[] {
  const scanner = new Scanner(source, 'orderings');
  const fail = (reason: string, offset: number): never => scanner.fail(reason, offset);
  const bracketed = scanner.accept('[');
  const orderings: Ordering[] = [];
  if (!(bracketed && scanner.peek() === ']')) {
    do {
      const { name, offset } = scanner.dottedName();
      const read = readPath(name, offset, { fail }, false);
      let direction: 'asc' | 'desc' = 'asc';
      scanner.skipSpace();
      const rest = scanner.source.slice(scanner.index);
      const word = /^(desc|asc)(?![A-Za-z0-9_.-])/.exec(rest);
      if (word) {
        direction = word[1] as 'asc' | 'desc';
        scanner.index += word[0].length;
      }
      orderings.push({ path: name, direction, read });
    } while (scanner.accept(','));
  }
  if (bracketed) scanner.expect(']');
  scanner.end();
  return orderings;
}

const collator = new Intl.Collator('is');

function sortKey(values: unknown[]): string | number | undefined {
  const value = values.find((item) => !isEmpty(item));
  if (value === undefined) return undefined;
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string') return timestampOf(value) ?? value;
  return plainText(value);
}

/** A comparator for Array.prototype.sort; documents without a value come last either way. */
export function orderingComparator(
  orderings: Ordering[],
): (a: ContentDocument, b: ContentDocument) => number {
  return (a, b) => {
    for (const ordering of orderings) {
      const left = sortKey(ordering.read(a));
      const right = sortKey(ordering.read(b));
      if (left === right) continue;
      if (left === undefined) return 1;
      if (right === undefined) return -1;
      const order =
        typeof left === 'number' && typeof right === 'number'
          ? left - right
          : collator.compare(String(left), String(right));
      if (order !== 0) return ordering.direction === 'desc' ? -order : order;
    }
    return 0;
  };
}
