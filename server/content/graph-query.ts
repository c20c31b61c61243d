import { QueryValidationError } from './search';

/**
 * Prismic's GraphQuery, the REST API's `graphQuery` parameter: a GraphQL-looking selection of data
 * fields per custom type, which also reaches into linked documents.
 *
 *   {
 *     page {
 *       title                               a field, returned as it is
 *       parent { ...on page { title } }     a content relationship: the linked page's title
 *       highlights { text }                 a group: these fields of each item
 *       body {                              a slice zone: per slice type, its two halves
 *         ...on hero { non-repeat { heading } repeat { ...repeatFields } }
 *       }
 *       ...pageFields                       every field of the type (any name ending in Fields)
 *     }
 *   }
 *
 * It is not GraphQL (field names may hold '-', there are no arguments or aliases), so it has this
 * small parser of its own.
 */

export type Selection = {
  /** `...xFields`: every field at this level. */
  all: boolean;
  /** Named fields, with the selection inside them when they have one. */
  fields: Map<string, Selection | null>;
  /** `...on name { }`: per linked document type or slice type. */
  unions: Map<string, Selection>;
};

/** Custom type API id -> what to return of its documents' data. */
export type GraphQuery = Map<string, Selection>;

const NAME = /[A-Za-z0-9_-]/;

class Reader {
  index = 0;
  constructor(readonly source: string) {}

  fail(reason: string): never {
    throw new QueryValidationError(`graphQuery: ${reason} at character ${this.index + 1}`);
  }

  peek(): string | undefined {
    while (/[\s,]/.test(this.source[this.index] ?? '')) this.index += 1;
    return this.source[this.index];
  }

  expect(char: string): void {
    if (this.peek() !== char) this.fail(`expected '${char}'`);
    this.index += 1;
  }

  name(): string {
    this.peek();
    const start = this.index;
    while (NAME.test(this.source[this.index] ?? '')) this.index += 1;
    if (this.index === start) this.fail('expected a field name');
    return this.source.slice(start, this.index);
  }

  selection(): Selection {
    const selection: Selection = { all: false, fields: new Map(), unions: new Map() };
    this.expect('{');
    while (this.peek() !== '}') {
      if (this.peek() === undefined) this.fail("expected '}'");
      if (this.source.startsWith('...', this.index)) {
        this.index += 3;
        const name = this.name();
        if (name === 'on') {
          const type = this.name();
          selection.unions.set(type, this.selection());
        } else if (name.startsWith('on') && this.peek() === '{') {
          // `...onauthor {` is how Prismic's own examples look once whitespace is stripped.
          selection.unions.set(name.slice(2), this.selection());
        } else if (name.endsWith('Fields')) {
          selection.all = true;
        } else {
          this.fail(`"...${name}" is neither "...on <type>" nor "...<name>Fields"`);
        }
        continue;
      }
      const field = this.name();
      selection.fields.set(field, this.peek() === '{' ? this.selection() : null);
    }
    this.index += 1;
    return selection;
  }
}

/** Reads the `graphQuery` parameter; throws QueryValidationError naming where it goes wrong. */
export function parseGraphQuery(source: string): GraphQuery {
  const reader = new Reader(source);
  const root = reader.selection();
  if (reader.peek() !== undefined) reader.fail('unexpected text after the query');
  if (root.all || root.unions.size > 0) reader.fail('the top level names custom types only');
  const query: GraphQuery = new Map();
  for (const [type, selection] of root.fields) {
    if (!selection) throw new QueryValidationError(`graphQuery: "${type}" needs { fields }`);
    query.set(type, selection);
  }
  return query;
}
