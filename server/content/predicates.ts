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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

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

/** Rich text blocks -> their text, so fulltext and orderings see words, not structure. */
function plainText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(plainText).join(' ');
  if (isRecord(value)) {
    if (typeof value.text === 'string') return value.text;
    return Object.entries(value)
      .filter(([key]) => !['link_type', 'url', 'id', 'type', 'spans', 'dimensions'].includes(key))
      .map(([, item]) => plainText(item))
      .join(' ');
  }
  return '';
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

type DocumentTest = (document: ContentDocument) => boolean;

type Compiler = (
  args: ArgumentNode[],
  fail: (reason: string, offset: number) => never,
  node: PredicateNode,
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

const FUNCTIONS: Record<string, Compiler> = {
  at: at(false),
  not: at(true),
  any: any(),
  in: any(),
  has: presence(true),
  missing: presence(false),
  fulltext: fulltext(),
  'date.after': compare((value, [limit = 0]) => value > limit, 1),
  'date.before': compare((value, [limit = 0]) => value < limit, 1),
  'date.between': compare((value, [low = 0, high = 0]) => value >= low && value <= high, 2),
  'number.gt': compare((value, [limit = 0]) => value > limit, 1),
  'number.lt': compare((value, [limit = 0]) => value < limit, 1),
  'number.inRange': compare((value, [low = 0, high = 0]) => value >= low && value <= high, 2),
};

export const SUPPORTED_PREDICATES = Object.keys(FUNCTIONS);

/** Parses one `q` value into a test; throws QueryParsingError. */
export function compileQuery(source: string): DocumentTest {
  const scanner = new Scanner(source, 'query');
  const fail = (reason: string, offset: number): never => scanner.fail(reason, offset);
  const tests = parseQuery(source).map((node) => {
    const compiler = FUNCTIONS[node.name];
    if (!compiler) return fail(`unexpected predicate '${node.name}'`, node.offset);
    return compiler(node.args, fail, node);
  });
  return (document) => tests.every((test) => test(document));
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
