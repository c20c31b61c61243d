/**
 * A parser for the part of GraphQL the content service answers: operations with variables,
 * selection sets, aliases, arguments (every literal kind and $variables), fragments (named and
 * inline `... on X`) and the @include/@skip directives. No schema language, no block strings.
 */

export type Location = { line: number; column: number };

export class GraphQLSyntaxError extends Error {
  constructor(
    message: string,
    readonly location: Location,
  ) {
    super(`Syntax Error: ${message}`);
    this.name = 'GraphQLSyntaxError';
  }
}

export type ValueNode =
  | { kind: 'variable'; name: string; loc: Location }
  | { kind: 'int' | 'float'; value: number; loc: Location }
  | { kind: 'string'; value: string; loc: Location }
  | { kind: 'boolean'; value: boolean; loc: Location }
  | { kind: 'null'; loc: Location }
  | { kind: 'enum'; value: string; loc: Location }
  | { kind: 'list'; values: ValueNode[]; loc: Location }
  | { kind: 'object'; fields: { name: string; value: ValueNode }[]; loc: Location };

export type TypeNode =
  | { kind: 'named'; name: string }
  | { kind: 'list'; of: TypeNode }
  | { kind: 'nonNull'; of: TypeNode };

export type DirectiveNode = { name: string; arguments: ArgumentNode[]; loc: Location };
export type ArgumentNode = { name: string; value: ValueNode; loc: Location };

export type FieldNode = {
  kind: 'field';
  alias?: string;
  name: string;
  arguments: ArgumentNode[];
  directives: DirectiveNode[];
  selectionSet?: SelectionNode[];
  loc: Location;
};
export type FragmentSpreadNode = {
  kind: 'fragmentSpread';
  name: string;
  directives: DirectiveNode[];
  loc: Location;
};
export type InlineFragmentNode = {
  kind: 'inlineFragment';
  typeCondition?: string;
  directives: DirectiveNode[];
  selectionSet: SelectionNode[];
  loc: Location;
};
export type SelectionNode = FieldNode | FragmentSpreadNode | InlineFragmentNode;

export type VariableDefinitionNode = {
  name: string;
  type: TypeNode;
  defaultValue?: ValueNode;
  loc: Location;
};
export type OperationNode = {
  operation: 'query' | 'mutation' | 'subscription';
  name?: string;
  variables: VariableDefinitionNode[];
  directives: DirectiveNode[];
  selectionSet: SelectionNode[];
  loc: Location;
};
export type FragmentNode = {
  name: string;
  typeCondition: string;
  directives: DirectiveNode[];
  selectionSet: SelectionNode[];
  loc: Location;
};
export type DocumentNode = { operations: OperationNode[]; fragments: Map<string, FragmentNode> };

type Token = {
  kind: 'punctuator' | 'name' | 'int' | 'float' | 'string' | 'eof';
  value: string;
  loc: Location;
};

/** Guards against pathological input; the site's queries are a few hundred characters. */
export const MAX_QUERY_LENGTH = 20_000;
const MAX_DEPTH = 40;

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  let line = 1;
  let lineStart = 0;
  const here = (): Location => ({ line, column: index - lineStart + 1 });
  const fail = (message: string): never => {
    throw new GraphQLSyntaxError(message, here());
  };
  while (index < source.length) {
    const char = source[index] as string;
    if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index += 1;
      index += 1;
      line += 1;
      lineStart = index;
      continue;
    }
    if (char === ' ' || char === '\t' || char === ',' || char === '\uFEFF') {
      index += 1;
      continue;
    }
    if (char === '#') {
      while (index < source.length && source[index] !== '\n' && source[index] !== '\r') index += 1;
      continue;
    }
    const loc = here();
    if (source.startsWith('...', index)) {
      tokens.push({ kind: 'punctuator', value: '...', loc });
      index += 3;
      continue;
    }
    if ('!$&()=:@[]{}|'.includes(char)) {
      tokens.push({ kind: 'punctuator', value: char, loc });
      index += 1;
      continue;
    }
    if (/[_A-Za-z]/.test(char)) {
      const match = /^[_A-Za-z][_0-9A-Za-z]*/.exec(
        source.slice(index, index + 256),
      ) as RegExpExecArray;
      tokens.push({ kind: 'name', value: match[0], loc });
      index += match[0].length;
      continue;
    }
    if (char === '-' || /[0-9]/.test(char)) {
      const match = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/.exec(
        source.slice(index, index + 64),
      );
      if (!match)
        fail(`Invalid number, unexpected ${JSON.stringify(source[index + 1] ?? '<EOF>')}.`);
      const text = (match as RegExpExecArray)[0];
      if (/[_A-Za-z.]/.test(source[index + text.length] ?? '')) {
        fail(`Invalid number, unexpected ${JSON.stringify(source[index + text.length])}.`);
      }
      tokens.push({
        kind: text.includes('.') || /[eE]/.test(text) ? 'float' : 'int',
        value: text,
        loc,
      });
      index += text.length;
      continue;
    }
    if (char === '"') {
      if (source.startsWith('"""', index)) fail('Block strings are not supported.');
      index += 1;
      let value = '';
      for (;;) {
        const next = source[index];
        if (next === undefined || next === '\n' || next === '\r') fail('Unterminated string.');
        index += 1;
        if (next === '"') break;
        if (next !== '\\') {
          value += next;
          continue;
        }
        const escape = source[index];
        index += 1;
        const simple: Record<string, string> = {
          '"': '"',
          '\\': '\\',
          '/': '/',
          b: '\b',
          f: '\f',
          n: '\n',
          r: '\r',
          t: '\t',
        };
        if (escape !== undefined && escape in simple) {
          value += simple[escape];
        } else if (escape === 'u' && /^[0-9A-Fa-f]{4}$/.test(source.slice(index, index + 4))) {
          value += String.fromCharCode(parseInt(source.slice(index, index + 4), 16));
          index += 4;
        } else {
          fail(`Invalid character escape sequence: \\${escape ?? ''}.`);
        }
      }
      tokens.push({ kind: 'string', value, loc });
      continue;
    }
    fail(`Unexpected character: ${JSON.stringify(char)}.`);
  }
  tokens.push({ kind: 'eof', value: '', loc: here() });
  return tokens;
}

class Parser {
  #index = 0;
  #depth = 0;

  constructor(readonly tokens: Token[]) {}

  get token(): Token {
    return this.tokens[this.#index] as Token;
  }

  #describe(token: Token): string {
    if (token.kind === 'eof') return '<EOF>';
    if (token.kind === 'string') return `String ${JSON.stringify(token.value)}`;
    if (token.kind === 'name') return `Name "${token.value}"`;
    if (token.kind === 'punctuator') return `"${token.value}"`;
    return `${token.kind === 'int' ? 'Int' : 'Float'} "${token.value}"`;
  }

  fail(expected: string, token = this.token): never {
    throw new GraphQLSyntaxError(
      `Expected ${expected}, found ${this.#describe(token)}.`,
      token.loc,
    );
  }

  next(): Token {
    const token = this.token;
    if (token.kind !== 'eof') this.#index += 1;
    return token;
  }

  keyword(value: string): boolean {
    return this.token.kind === 'name' && this.token.value === value;
  }

  peek(value: string): boolean {
    return this.token.kind === 'punctuator' && this.token.value === value;
  }

  expect(value: string): Token {
    if (!this.peek(value)) this.fail(`"${value}"`);
    return this.next();
  }

  name(): string {
    if (this.token.kind !== 'name') this.fail('Name');
    return this.next().value;
  }

  document(): DocumentNode {
    const operations: OperationNode[] = [];
    const fragments = new Map<string, FragmentNode>();
    do {
      if (this.peek('{')) {
        const loc = this.token.loc;
        operations.push({
          operation: 'query',
          variables: [],
          directives: [],
          selectionSet: this.selectionSet(),
          loc,
        });
      } else if (this.keyword('fragment')) {
        const loc = this.next().loc;
        const name = this.name();
        if (name === 'on') this.fail('fragment name', this.tokens[this.#index - 1]);
        if (!this.keyword('on')) this.fail('"on"');
        this.next();
        const fragment: FragmentNode = {
          name,
          typeCondition: this.name(),
          directives: this.directives(),
          selectionSet: this.selectionSet(),
          loc,
        };
        if (fragments.has(name)) {
          throw new GraphQLSyntaxError(`There can be only one fragment named "${name}".`, loc);
        }
        fragments.set(name, fragment);
      } else if (
        this.token.kind === 'name' &&
        ['query', 'mutation', 'subscription'].includes(this.token.value)
      ) {
        const token = this.next();
        const name = this.token.kind === 'name' ? this.name() : undefined;
        operations.push({
          operation: token.value as OperationNode['operation'],
          ...(name !== undefined ? { name } : {}),
          variables: this.variableDefinitions(),
          directives: this.directives(),
          selectionSet: this.selectionSet(),
          loc: token.loc,
        });
      } else {
        this.fail('"{", "query", "mutation", "subscription" or "fragment"');
      }
    } while (this.token.kind !== 'eof');
    return { operations, fragments };
  }

  variableDefinitions(): VariableDefinitionNode[] {
    const definitions: VariableDefinitionNode[] = [];
    if (!this.peek('(')) return definitions;
    this.next();
    do {
      const loc = this.expect('$').loc;
      const name = this.name();
      this.expect(':');
      const type = this.type();
      let defaultValue: ValueNode | undefined;
      if (this.peek('=')) {
        this.next();
        defaultValue = this.value(true);
      }
      definitions.push({ name, type, ...(defaultValue ? { defaultValue } : {}), loc });
    } while (!this.peek(')'));
    this.next();
    return definitions;
  }

  type(): TypeNode {
    let type: TypeNode;
    if (this.peek('[')) {
      this.next();
      type = { kind: 'list', of: this.type() };
      this.expect(']');
    } else {
      type = { kind: 'named', name: this.name() };
    }
    if (this.peek('!')) {
      this.next();
      return { kind: 'nonNull', of: type };
    }
    return type;
  }

  selectionSet(): SelectionNode[] {
    this.#depth += 1;
    if (this.#depth > MAX_DEPTH) {
      throw new GraphQLSyntaxError(
        `Selections may nest at most ${MAX_DEPTH} deep.`,
        this.token.loc,
      );
    }
    this.expect('{');
    const selections: SelectionNode[] = [];
    do selections.push(this.selection());
    while (!this.peek('}'));
    this.next();
    this.#depth -= 1;
    return selections;
  }

  selection(): SelectionNode {
    if (this.peek('...')) {
      const loc = this.next().loc;
      if (this.token.kind === 'name' && this.token.value !== 'on') {
        return { kind: 'fragmentSpread', name: this.name(), directives: this.directives(), loc };
      }
      let typeCondition: string | undefined;
      if (this.token.kind === 'name' && this.token.value === 'on') {
        this.next();
        typeCondition = this.name();
      }
      return {
        kind: 'inlineFragment',
        ...(typeCondition !== undefined ? { typeCondition } : {}),
        directives: this.directives(),
        selectionSet: this.selectionSet(),
        loc,
      };
    }
    const loc = this.token.loc;
    let name = this.name();
    let alias: string | undefined;
    if (this.peek(':')) {
      this.next();
      alias = name;
      name = this.name();
    }
    const field: FieldNode = {
      kind: 'field',
      ...(alias !== undefined ? { alias } : {}),
      name,
      arguments: this.arguments(false),
      directives: this.directives(),
      loc,
    };
    if (this.peek('{')) field.selectionSet = this.selectionSet();
    return field;
  }

  arguments(constant: boolean): ArgumentNode[] {
    const args: ArgumentNode[] = [];
    if (!this.peek('(')) return args;
    this.next();
    do {
      const loc = this.token.loc;
      const name = this.name();
      this.expect(':');
      args.push({ name, value: this.value(constant), loc });
    } while (!this.peek(')'));
    this.next();
    return args;
  }

  directives(): DirectiveNode[] {
    const directives: DirectiveNode[] = [];
    while (this.peek('@')) {
      const loc = this.next().loc;
      directives.push({ name: this.name(), arguments: this.arguments(false), loc });
    }
    return directives;
  }

  value(constant: boolean): ValueNode {
    const token = this.token;
    const loc = token.loc;
    switch (token.kind) {
      case 'int':
      case 'float':
        this.next();
        return { kind: token.kind, value: Number(token.value), loc };
      case 'string':
        this.next();
        return { kind: 'string', value: token.value, loc };
      case 'name':
        this.next();
        if (token.value === 'true' || token.value === 'false') {
          return { kind: 'boolean', value: token.value === 'true', loc };
        }
        if (token.value === 'null') return { kind: 'null', loc };
        return { kind: 'enum', value: token.value, loc };
      case 'punctuator':
        if (token.value === '$' && !constant) {
          this.next();
          return { kind: 'variable', name: this.name(), loc };
        }
        if (token.value === '[') {
          this.next();
          const values: ValueNode[] = [];
          while (!this.peek(']')) values.push(this.value(constant));
          this.next();
          return { kind: 'list', values, loc };
        }
        if (token.value === '{') {
          this.next();
          const fields: { name: string; value: ValueNode }[] = [];
          while (!this.peek('}')) {
            const name = this.name();
            this.expect(':');
            fields.push({ name, value: this.value(constant) });
          }
          this.next();
          return { kind: 'object', fields, loc };
        }
        return this.fail('a value');
      default:
        return this.fail('a value');
    }
  }
}

/** Parses a query document; throws GraphQLSyntaxError with the line and column of the problem. */
export function parseGraphQL(source: string): DocumentNode {
  if (source.length > MAX_QUERY_LENGTH) {
    throw new GraphQLSyntaxError(`The query is longer than ${MAX_QUERY_LENGTH} characters.`, {
      line: 1,
      column: 1,
    });
  }
  return new Parser(tokenize(source)).document();
}
