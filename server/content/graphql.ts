import {
  parseGraphQL,
  type ArgumentNode,
  type DirectiveNode,
  type FieldNode,
  type FragmentNode,
  type Location,
  type OperationNode,
  type SelectionNode,
  type TypeNode,
  type ValueNode,
} from './graphql-parser';
import { orderingComparator, parseOrderings, QueryParsingError } from './predicates';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './search';
import {
  isContentLanguage,
  MASTER_LANGUAGE,
  type ContentDocument,
  type ContentSnapshot,
  type ModelField,
  type SliceModel,
} from './types';

/**
 * Answers the Prismic GraphQL API's query shapes for one content snapshot, without a schema: types
 * come from the custom type models where there is one, and from the values themselves otherwise.
 *
 * Root fields, for every custom type `t` (type name `T` = `t` with its first letter upper-cased):
 *   t(uid: String!, lang: String)                       one document or null (lang defaults to 'is')
 *   allTs(uid, uid_in, id, id_in, lang, tags, tags_in,  a connection:
 *         fulltext, first, after, sortBy)                 { totalCount pageInfo { ... } edges { cursor node } }
 * A document has `_meta { id uid type lang tags firstPublicationDate lastPublicationDate
 * alternateLanguages { id uid type lang } }`, `_linkType`, and its data fields. Rich text, images and
 * embeds are JSON leaves; groups are lists of objects (type `T` + Field); slice zones are lists of
 * `T` + Zone + SliceType with `type label primary { ... } fields { ... }`; links are `_ExternalLink`
 * { url target }, `_FileLink`/`_ImageLink` { name url size ... } or the linked document.
 * Inline fragments match either Prismic's type name (`FooterBodyLink_group`) or its camel-case
 * spelling (`FooterBodyLinkGroup`).
 */

export class GraphQLRequestError extends Error {
  constructor(
    message: string,
    readonly locations: Location[] = [],
  ) {
    super(message);
    this.name = 'GraphQLRequestError';
  }
}

export type GraphQLRequest = {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
};

class Leaf {
  constructor(
    readonly value: unknown,
    readonly typeName: string,
  ) {}
}

interface GraphObject {
  readonly typename: string;
  matches(condition: string): boolean;
  resolve(field: FieldNode, args: Record<string, unknown>): Resolved;
}

type Resolved = null | Leaf | GraphObject | Resolved[];

type Context = {
  snapshot: ContentSnapshot;
  variables: Record<string, unknown>;
  fragments: Map<string, FragmentNode>;
};

const capitalize = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** Prismic's GraphQL type name of a custom type: 'opening_hours' -> 'Opening_hours'. */
export const graphQLTypeName = capitalize;

/** 'FooterBodyLink_group' -> 'FooterBodyLinkGroup', the spelling code generators like. */
const camelCase = (name: string) => name.split('_').map(capitalize).join('');

function namesMatch(typename: string, condition: string): boolean {
  return condition === typename || condition === camelCase(typename);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const unknownField = (field: FieldNode, typename: string) =>
  new GraphQLRequestError(`Cannot query field "${field.name}" on type "${typename}".`, [field.loc]);

const scalar = (value: unknown, typeName = 'String') =>
  value === undefined || value === null ? null : new Leaf(value, typeName);

/** An object whose fields are known in advance (links, _meta, page info, edges). */
class FixedObject implements GraphObject {
  constructor(
    readonly typename: string,
    readonly fields: Record<string, Resolved>,
    readonly interfaces: string[] = [],
  ) {}

  matches(condition: string): boolean {
    return namesMatch(this.typename, condition) || this.interfaces.includes(condition);
  }

  resolve(field: FieldNode): Resolved {
    if (!(field.name in this.fields)) throw unknownField(field, this.typename);
    return this.fields[field.name] ?? null;
  }
}

function metaObject(document: ContentDocument): FixedObject {
  return new FixedObject('Meta', {
    id: scalar(document.id),
    uid: scalar(document.uid),
    type: scalar(document.type),
    lang: scalar(document.lang),
    tags: document.tags.map((tag) => new Leaf(tag, 'String')),
    firstPublicationDate: scalar(document.first_publication_date, 'DateTime'),
    lastPublicationDate: scalar(document.last_publication_date, 'DateTime'),
    alternateLanguages: document.alternate_languages.map(
      (alternate) =>
        new FixedObject('RelatedDocument', {
          id: scalar(alternate.id),
          uid: scalar(alternate.uid),
          type: scalar(alternate.type),
          lang: scalar(alternate.lang),
        }),
    ),
  });
}

type Kind = 'json' | 'scalar' | 'link' | 'group' | 'slices';

function kindFromModel(field: ModelField): Kind {
  switch (field.type) {
    case 'StructuredText':
    case 'Image':
    case 'Embed':
    case 'GeoPoint':
    case 'Table':
    case 'IntegrationFields':
      return 'json';
    case 'Link':
      return 'link';
    case 'Group':
      return 'group';
    case 'Slices':
    case 'Choice':
      return 'slices';
    default:
      return 'scalar';
  }
}

function isRichTextBlock(value: unknown): boolean {
  return (
    isRecord(value) &&
    typeof value.type === 'string' &&
    (Array.isArray(value.spans) || value.type === 'image' || value.type === 'embed')
  );
}

function kindFromValue(value: unknown): Kind {
  if (Array.isArray(value)) {
    if (value.length > 0 && value.every((item) => isRecord(item) && 'slice_type' in item)) {
      return 'slices';
    }
    if (value.length > 0 && value.every(isRichTextBlock)) return 'json';
    return value.every(isRecord) ? 'group' : 'json';
  }
  if (isRecord(value)) return 'link_type' in value ? 'link' : 'json';
  return 'scalar';
}

function isEmptyJson(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (isRecord(value)) {
    if ('dimensions' in value || 'url' in value) return !value.url;
    return Object.keys(value).length === 0;
  }
  return false;
}

function linkValue(context: Context, link: Record<string, unknown>): Resolved {
  switch (link.link_type) {
    case 'Web':
      if (typeof link.url !== 'string' || link.url === '') return null;
      return new FixedObject(
        '_ExternalLink',
        {
          _linkType: new Leaf('Link.web', 'String'),
          url: scalar(link.url),
          target: scalar(link.target),
        },
        ['_Linkable'],
      );
    case 'Media': {
      if (typeof link.url !== 'string' || link.url === '') return null;
      const common = {
        name: scalar(link.name),
        url: scalar(link.url),
        size: scalar(link.size === undefined ? undefined : Number(link.size), 'Long'),
      };
      if (link.kind === 'image') {
        return new FixedObject(
          '_ImageLink',
          {
            _linkType: new Leaf('Link.image', 'String'),
            ...common,
            width: scalar(link.width === undefined ? undefined : Number(link.width), 'Int'),
            height: scalar(link.height === undefined ? undefined : Number(link.height), 'Int'),
          },
          ['_Linkable'],
        );
      }
      return new FixedObject(
        '_FileLink',
        { _linkType: new Leaf('Link.file', 'String'), ...common },
        ['_Linkable'],
      );
    }
    case 'Document': {
      if (link.isBroken === true || typeof link.id !== 'string') return null;
      const target = context.snapshot.byId.get(link.id);
      return target ? new DocumentObject(context, target) : null;
    }
    default:
      return null;
  }
}

function wrapValue(
  context: Context,
  value: unknown,
  model: ModelField | undefined,
  typename: string,
  models: { fields?: Record<string, ModelField>; slices?: Record<string, SliceModel> } = {},
): Resolved {
  const kind = model ? kindFromModel(model) : kindFromValue(value);
  switch (kind) {
    case 'json':
      return isEmptyJson(value) ? null : new Leaf(value, 'Json');
    case 'scalar':
      return isRecord(value) || Array.isArray(value) ? new Leaf(value, 'Json') : scalar(value);
    case 'link':
      return isRecord(value) ? linkValue(context, value) : null;
    case 'group':
      return Array.isArray(value)
        ? value
            .filter(isRecord)
            .map((item) => new ItemObject(context, typename, item, models.fields))
        : [];
    case 'slices':
      return Array.isArray(value)
        ? value
            .filter(isRecord)
            .map(
              (slice) =>
                new SliceObject(
                  context,
                  typename,
                  slice,
                  models.slices?.[String(slice.slice_type)],
                ),
            )
        : [];
  }
}

function childModels(model: ModelField | undefined) {
  return { fields: model?.config?.fields, slices: model?.config?.choices };
}

/** A group item, or a slice's primary or repeatable part. */
class ItemObject implements GraphObject {
  constructor(
    readonly context: Context,
    readonly typename: string,
    readonly item: Record<string, unknown>,
    readonly model: Record<string, ModelField> | undefined,
  ) {}

  matches(condition: string): boolean {
    return namesMatch(this.typename, condition);
  }

  resolve(field: FieldNode): Resolved {
    const model = this.model?.[field.name];
    if (this.model && !model) throw unknownField(field, this.typename);
    const typename = `${this.typename}${capitalize(field.name)}`;
    return wrapValue(this.context, this.item[field.name], model, typename, childModels(model));
  }
}

class SliceObject implements GraphObject {
  readonly typename: string;

  constructor(
    readonly context: Context,
    zoneTypename: string,
    readonly slice: Record<string, unknown>,
    readonly model: SliceModel | undefined,
  ) {
    this.typename = `${zoneTypename}${capitalize(String(slice.slice_type))}`;
  }

  matches(condition: string): boolean {
    return namesMatch(this.typename, condition) || condition === '_Slice';
  }

  resolve(field: FieldNode): Resolved {
    switch (field.name) {
      case 'type':
        return scalar(this.slice.slice_type);
      case 'label':
        return scalar(this.slice.slice_label);
      case 'variation':
        return scalar(this.slice.variation);
      case 'primary': {
        const primary = isRecord(this.slice.primary) ? this.slice.primary : {};
        return new ItemObject(
          this.context,
          `${this.typename}Primary`,
          primary,
          this.model?.['non-repeat'],
        );
      }
      case 'fields': {
        const items = Array.isArray(this.slice.items) ? this.slice.items.filter(isRecord) : [];
        return items.map(
          (item) =>
            new ItemObject(this.context, `${this.typename}Fields`, item, this.model?.repeat),
        );
      }
      default:
        throw unknownField(field, this.typename);
    }
  }
}

class DocumentObject implements GraphObject {
  readonly typename: string;

  constructor(
    readonly context: Context,
    readonly document: ContentDocument,
  ) {
    this.typename = graphQLTypeName(document.type);
  }

  matches(condition: string): boolean {
    return (
      namesMatch(this.typename, condition) || condition === '_Document' || condition === '_Linkable'
    );
  }

  resolve(field: FieldNode): Resolved {
    if (field.name === '_meta') return metaObject(this.document);
    if (field.name === '_linkType') return new Leaf('Link.document', 'String');
    const model = this.context.snapshot.models.get(this.document.type);
    const fieldModel = model
      ? Object.values(model.json).find((tab) => field.name in tab)?.[field.name]
      : undefined;
    if (model && !fieldModel) throw unknownField(field, this.typename);
    if (fieldModel?.type === 'UID') return scalar(this.document.uid);
    return wrapValue(
      this.context,
      this.document.data[field.name],
      fieldModel,
      `${this.typename}${capitalize(field.name)}`,
      childModels(fieldModel),
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Root fields

type ArgumentSpec = Record<string, 'String' | 'String!' | '[String]' | 'Int' | 'Enum'>;

function checkArguments(
  field: FieldNode,
  args: Record<string, unknown>,
  spec: ArgumentSpec,
  owner: string,
) {
  for (const argument of field.arguments) {
    if (!(argument.name in spec)) {
      throw new GraphQLRequestError(
        `Unknown argument "${argument.name}" on field "${owner}.${field.name}".`,
        [argument.loc],
      );
    }
  }
  for (const [name, type] of Object.entries(spec)) {
    const value = args[name];
    const bad = (expected: string) =>
      new GraphQLRequestError(
        `Argument "${name}" on field "${owner}.${field.name}" must be ${expected}.`,
        [field.loc],
      );
    if (value === undefined || value === null) {
      if (type === 'String!') throw bad('a non-null String');
      continue;
    }
    if ((type === 'String' || type === 'String!') && typeof value !== 'string')
      throw bad('a String');
    if (type === 'Int' && !Number.isInteger(value)) throw bad('an Int');
    if (type === 'Enum' && typeof value !== 'string') throw bad('an enum value');
    if (type === '[String]') {
      const list = Array.isArray(value) ? value : [value];
      if (!list.every((item) => typeof item === 'string')) throw bad('a list of Strings');
      args[name] = list;
    }
  }
}

const CURSOR_PREFIX = 'arrayconnection:';
const cursorFor = (index: number) => Buffer.from(`${CURSOR_PREFIX}${index}`).toString('base64');

function indexOfCursor(cursor: string, field: FieldNode): number {
  const decoded = Buffer.from(cursor, 'base64').toString('utf8');
  const index = Number(decoded.slice(CURSOR_PREFIX.length));
  if (!decoded.startsWith(CURSOR_PREFIX) || !Number.isInteger(index) || index < 0) {
    throw new GraphQLRequestError(`"${cursor}" is not a cursor of this connection.`, [field.loc]);
  }
  return index;
}

function languageOf(args: Record<string, unknown>): string {
  return typeof args.lang === 'string' ? args.lang : MASTER_LANGUAGE;
}

class QueryRoot implements GraphObject {
  readonly typename = 'Query';

  constructor(readonly context: Context) {}

  matches(condition: string): boolean {
    return condition === 'Query';
  }

  resolve(field: FieldNode, args: Record<string, unknown>): Resolved {
    const types = Object.keys(this.context.snapshot.types);
    if (field.name === '__schema' || field.name === '__type') {
      throw new GraphQLRequestError(
        'Introspection is not supported by the local content service.',
        [field.loc],
      );
    }
    if (types.includes(field.name)) return this.single(field.name, field, args);
    const listed = types.find((type) => field.name === `all${graphQLTypeName(type)}s`);
    if (listed) return this.connection(listed, field, args);
    throw unknownField(field, 'Query');
  }

  single(type: string, field: FieldNode, args: Record<string, unknown>): Resolved {
    checkArguments(field, args, { uid: 'String!', lang: 'String' }, 'Query');
    const lang = languageOf(args);
    const document = this.context.snapshot.documents.find(
      (candidate) =>
        candidate.type === type && candidate.uid === args.uid && candidate.lang === lang,
    );
    return document ? new DocumentObject(this.context, document) : null;
  }

  connection(type: string, field: FieldNode, args: Record<string, unknown>): Resolved {
    checkArguments(
      field,
      args,
      {
        uid: 'String',
        uid_in: '[String]',
        id: 'String',
        id_in: '[String]',
        lang: 'String',
        tags: '[String]',
        tags_in: '[String]',
        fulltext: 'String',
        first: 'Int',
        after: 'String',
        sortBy: 'Enum',
      },
      'Query',
    );
    const lang = languageOf(args);
    if (lang !== '*' && !isContentLanguage(lang)) {
      throw new GraphQLRequestError(`Unknown language "${lang}".`, [field.loc]);
    }
    const first = (args.first as number | undefined) ?? DEFAULT_PAGE_SIZE;
    if (first < 0 || first > MAX_PAGE_SIZE) {
      throw new GraphQLRequestError(`"first" must be between 0 and ${MAX_PAGE_SIZE}.`, [field.loc]);
    }
    const list = (name: string) => args[name] as string[] | undefined;
    const terms =
      typeof args.fulltext === 'string'
        ? args.fulltext.toLocaleLowerCase('is').split(/\s+/).filter(Boolean)
        : [];
    let matches = this.context.snapshot.documents.filter(
      (document) =>
        document.type === type &&
        (lang === '*' || document.lang === lang) &&
        (args.uid === undefined || args.uid === null || document.uid === args.uid) &&
        (args.id === undefined || args.id === null || document.id === args.id) &&
        (!list('uid_in') || list('uid_in')?.includes(document.uid)) &&
        (!list('id_in') || list('id_in')?.includes(document.id)) &&
        (!list('tags') || list('tags')?.every((tag) => document.tags.includes(tag))) &&
        (!list('tags_in') || list('tags_in')?.some((tag) => document.tags.includes(tag))) &&
        terms.every((term) => JSON.stringify(document.data).toLocaleLowerCase('is').includes(term)),
    );
    if (typeof args.sortBy === 'string') {
      const match = /^(.+)_(ASC|DESC)$/.exec(args.sortBy);
      const meta: Record<string, string> = {
        meta_firstPublicationDate: 'document.first_publication_date',
        meta_lastPublicationDate: 'document.last_publication_date',
      };
      if (!match) {
        throw new GraphQLRequestError(`"${args.sortBy}" is not a sortBy value.`, [field.loc]);
      }
      const [, key = '', direction = 'ASC'] = match;
      try {
        const path = meta[key] ?? `my.${type}.${key}`;
        const orderings = parseOrderings(`[${path}${direction === 'DESC' ? ' desc' : ''}]`);
        matches = [...matches].sort(orderingComparator(orderings));
      } catch (error) {
        if (error instanceof QueryParsingError) {
          throw new GraphQLRequestError(`"${args.sortBy}" is not a sortBy value.`, [field.loc]);
        }
        throw error;
      }
    }
    const start = typeof args.after === 'string' ? indexOfCursor(args.after, field) + 1 : 0;
    const page = matches.slice(start, start + first);
    const typename = graphQLTypeName(type);
    const edges = page.map(
      (document, offset) =>
        new FixedObject(`${typename}ConnectionEdge`, {
          node: new DocumentObject(this.context, document),
          cursor: new Leaf(cursorFor(start + offset), 'String'),
        }),
    );
    return new FixedObject(`${typename}ConnectionConnection`, {
      totalCount: new Leaf(matches.length, 'Long'),
      pageInfo: new FixedObject('PageInfo', {
        hasNextPage: new Leaf(start + page.length < matches.length, 'Boolean'),
        hasPreviousPage: new Leaf(start > 0, 'Boolean'),
        startCursor: page.length > 0 ? new Leaf(cursorFor(start), 'String') : null,
        endCursor: page.length > 0 ? new Leaf(cursorFor(start + page.length - 1), 'String') : null,
      }),
      edges,
    });
  }
}

// ---------------------------------------------------------------------------------------------
// Execution

function valueOf(node: ValueNode, variables: Record<string, unknown>): unknown {
  switch (node.kind) {
    case 'variable':
      if (!(node.name in variables)) {
        throw new GraphQLRequestError(`Variable "$${node.name}" is not defined.`, [node.loc]);
      }
      return variables[node.name];
    case 'null':
      return null;
    case 'list':
      return node.values.map((value) => valueOf(value, variables));
    case 'object':
      return Object.fromEntries(
        node.fields.map((field) => [field.name, valueOf(field.value, variables)]),
      );
    default:
      return node.value;
  }
}

function argumentsOf(
  nodes: ArgumentNode[],
  variables: Record<string, unknown>,
): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  for (const node of nodes) {
    const value = valueOf(node.value, variables);
    if (value !== undefined) args[node.name] = value;
  }
  return args;
}

function included(directives: DirectiveNode[], context: Context): boolean {
  for (const directive of directives) {
    if (directive.name !== 'include' && directive.name !== 'skip') {
      throw new GraphQLRequestError(`Unknown directive "@${directive.name}".`, [directive.loc]);
    }
    const condition = argumentsOf(directive.arguments, context.variables).if;
    if (typeof condition !== 'boolean') {
      throw new GraphQLRequestError(`Directive "@${directive.name}" needs a Boolean "if".`, [
        directive.loc,
      ]);
    }
    if (directive.name === 'include' ? !condition : condition) return false;
  }
  return true;
}

function collectFields(
  object: GraphObject,
  selections: SelectionNode[],
  context: Context,
  fields = new Map<string, FieldNode[]>(),
  visited = new Set<string>(),
): Map<string, FieldNode[]> {
  for (const selection of selections) {
    if (!included(selection.directives, context)) continue;
    if (selection.kind === 'field') {
      const key = selection.alias ?? selection.name;
      const existing = fields.get(key);
      if (existing && existing[0]?.name !== selection.name) {
        throw new GraphQLRequestError(
          `Fields "${key}" conflict because "${existing[0]?.name}" and "${selection.name}" are different fields.`,
          [selection.loc],
        );
      }
      fields.set(key, [...(existing ?? []), selection]);
    } else if (selection.kind === 'inlineFragment') {
      if (selection.typeCondition && !object.matches(selection.typeCondition)) continue;
      collectFields(object, selection.selectionSet, context, fields, visited);
    } else {
      if (visited.has(selection.name)) continue;
      visited.add(selection.name);
      const fragment = context.fragments.get(selection.name) as FragmentNode;
      if (!object.matches(fragment.typeCondition)) continue;
      collectFields(object, fragment.selectionSet, context, fields, visited);
    }
  }
  return fields;
}

function complete(resolved: Resolved, nodes: FieldNode[], context: Context): unknown {
  const first = nodes[0] as FieldNode;
  if (resolved === null) return null;
  if (Array.isArray(resolved)) return resolved.map((item) => complete(item, nodes, context));
  const selections = nodes.flatMap((node) => node.selectionSet ?? []);
  const hasSelection = nodes.some((node) => node.selectionSet !== undefined);
  if (resolved instanceof Leaf) {
    if (hasSelection) {
      throw new GraphQLRequestError(
        `Field "${first.name}" must not have a selection since type "${resolved.typeName}" has no subfields.`,
        [first.loc],
      );
    }
    return resolved.value;
  }
  if (!hasSelection) {
    throw new GraphQLRequestError(
      `Field "${first.name}" of type "${resolved.typename}" must have a selection of subfields. Did you mean "${first.name} { ... }"?`,
      [first.loc],
    );
  }
  return executeSelections(resolved, selections, context);
}

function executeSelections(
  object: GraphObject,
  selections: SelectionNode[],
  context: Context,
): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, nodes] of collectFields(object, selections, context)) {
    const field = nodes[0] as FieldNode;
    if (field.name === '__typename') {
      result[key] = object.typename;
      continue;
    }
    const args = argumentsOf(field.arguments, context.variables);
    if (!(object instanceof QueryRoot) && field.arguments.length > 0) {
      const argument = field.arguments[0] as ArgumentNode;
      throw new GraphQLRequestError(
        `Unknown argument "${argument.name}" on field "${object.typename}.${field.name}".`,
        [argument.loc],
      );
    }
    result[key] = complete(object.resolve(field, args), nodes, context);
  }
  return result;
}

function typeToString(type: TypeNode): string {
  if (type.kind === 'named') return type.name;
  if (type.kind === 'list') return `[${typeToString(type.of)}]`;
  return `${typeToString(type.of)}!`;
}

function variablesFor(
  operation: OperationNode,
  provided: Record<string, unknown>,
): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  for (const definition of operation.variables) {
    let value = provided[definition.name];
    if (value === undefined && definition.defaultValue)
      value = valueOf(definition.defaultValue, {});
    if ((value === undefined || value === null) && definition.type.kind === 'nonNull') {
      throw new GraphQLRequestError(
        `Variable "$${definition.name}" of required type "${typeToString(definition.type)}" was not provided.`,
        [definition.loc],
      );
    }
    if (value !== undefined) variables[definition.name] = value;
  }
  return variables;
}

/** Unknown fragments and fragments that spread themselves are errors before anything runs. */
function checkFragments(operation: OperationNode, fragments: Map<string, FragmentNode>): void {
  const spreads = (selections: SelectionNode[]): { name: string; loc: Location }[] =>
    selections.flatMap((selection) => {
      if (selection.kind === 'fragmentSpread')
        return [{ name: selection.name, loc: selection.loc }];
      return selection.selectionSet ? spreads(selection.selectionSet) : [];
    });
  // Depth-first with three states, so each fragment is walked once however often it is spread.
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (selections: SelectionNode[]) => {
    for (const spread of spreads(selections)) {
      const fragment = fragments.get(spread.name);
      if (!fragment)
        throw new GraphQLRequestError(`Unknown fragment "${spread.name}".`, [spread.loc]);
      if (state.get(spread.name) === 'visiting') {
        throw new GraphQLRequestError(`Cannot spread fragment "${spread.name}" within itself.`, [
          spread.loc,
        ]);
      }
      if (state.get(spread.name) === 'done') continue;
      state.set(spread.name, 'visiting');
      visit(fragment.selectionSet);
      state.set(spread.name, 'done');
    }
  };
  visit(operation.selectionSet);
  for (const [name, fragment] of fragments) {
    if (state.has(name)) continue;
    state.set(name, 'visiting');
    visit(fragment.selectionSet);
    state.set(name, 'done');
  }
}

/**
 * Runs a query against one snapshot and returns its `data`; throws GraphQLSyntaxError (from the
 * parser) or GraphQLRequestError.
 */
export function executeGraphQL(
  snapshot: ContentSnapshot,
  request: GraphQLRequest,
): Record<string, unknown> {
  const document = parseGraphQL(request.query);
  const named = request.operationName
    ? document.operations.filter((operation) => operation.name === request.operationName)
    : document.operations;
  if (named.length === 0) {
    throw new GraphQLRequestError(
      request.operationName
        ? `Unknown operation named "${request.operationName}".`
        : 'The document holds no operation.',
    );
  }
  if (named.length > 1) {
    throw new GraphQLRequestError(
      'Must provide operation name if query contains multiple operations.',
    );
  }
  const operation = named[0] as OperationNode;
  if (operation.operation !== 'query') {
    throw new GraphQLRequestError(`Only queries are supported, not ${operation.operation}s.`, [
      operation.loc,
    ]);
  }
  checkFragments(operation, document.fragments);
  const context: Context = {
    snapshot,
    fragments: document.fragments,
    variables: variablesFor(operation, request.variables ?? {}),
  };
  if (!included(operation.directives, context)) return {};
  return executeSelections(new QueryRoot(context), operation.selectionSet, context);
}
