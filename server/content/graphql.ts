import {
  execute,
  GraphQLBoolean,
  GraphQLEnumType,
  GraphQLError,
  GraphQLFloat,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLInterfaceType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLScalarType,
  GraphQLSchema,
  GraphQLString,
  GraphQLUnionType,
  Kind,
  parse,
  specifiedRules,
  validate,
  type ASTNode,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLFieldConfig,
  type GraphQLFieldConfigArgumentMap,
  type GraphQLFieldConfigMap,
  type GraphQLInputFieldConfigMap,
  type GraphQLOutputType,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { inferModel } from './model-inference';
import { compileQuery, orderingComparator, parseOrderings } from './predicates';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './search';
import {
  isContentLanguage,
  MASTER_LANGUAGE,
  type ContentDocument,
  type ContentSnapshot,
  type CustomTypeModel,
  type ModelField,
  type SliceModel,
} from './types';

/**
 * Prismic's GraphQL API over one content snapshot, on graphql-js with a schema generated from the
 * custom type models (a type with documents but no model gets one inferred from its documents).
 *
 * For every custom type `t` (type name `T` = `t` with its first letter upper-cased):
 *   t(uid: String!, lang: String): T                           one document, lang defaults to 'is'
 *   allTs(where, lang, uid, uid_in, id, id_in, tags, tags_in,   { totalCount pageInfo
 *         fulltext, similar, sortBy, first, after)               edges { cursor node } }
 * and `_allDocuments(type, type_in, lang, …)`: documents of every type, as `_Document`.
 * A document has `_meta { id uid type lang tags firstPublicationDate lastPublicationDate
 * alternateLanguages }`, `_linkType` and its fields: rich text, images and embeds are the `Json`
 * scalar; groups are lists of `T<Field>`; slice zones are lists of the union `T<Zone>` whose
 * members are `T<Zone><Slice_type>` { type label primary fields }; links are the interface
 * `_Linkable`: `_ExternalLink`, `_FileLink`, `_ImageLink` or the linked document's type.
 *
 * Queries are parsed and validated by graphql-js with its standard rules plus two of ours (queries
 * only, a depth limit), so what graphql-js (and Prismic) would refuse is refused here too, and
 * introspection works.
 */

/** Guards against pathological input; the site's queries are a few hundred characters. */
export const MAX_QUERY_LENGTH = 20_000;
/** graphql-js has no depth limit of its own; the deepest real query here nests about ten. */
export const MAX_QUERY_DEPTH = 40;

export type GraphQLRequest = {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
};

/** The HTTP status and body of a GraphQL answer. */
export type GraphQLAnswer = { status: number; body: ExecutionResult };

type Context = { snapshot: ContentSnapshot };
type Source = Record<string, unknown>;

const capitalize = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** Prismic's GraphQL type name of a custom type: 'opening_hours' -> 'Opening_hours'. */
export const graphQLTypeName = capitalize;

const VALID_NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;

function isRecord(value: unknown): value is Source {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const jsonScalar = new GraphQLScalarType({
  name: 'Json',
  description: 'Rich text, images, embeds and other structured values, as the REST API has them.',
  serialize: (value) => value,
  parseValue: (value) => value,
});
const dateTimeScalar = new GraphQLScalarType({ name: 'DateTime', serialize: String });
const dateScalar = new GraphQLScalarType({ name: 'Date', serialize: String });
const longScalar = new GraphQLScalarType({ name: 'Long', serialize: Number });

/** Empty rich text, images without a url and empty objects are null, as in Prismic. */
function jsonOrNull(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.length === 0 ? null : value;
  if (isRecord(value)) {
    if ('dimensions' in value || 'url' in value) return value.url ? value : null;
    return Object.keys(value).length === 0 ? null : value;
  }
  return value;
}

const nonNull = <T extends GraphQLOutputType>(type: T) => new GraphQLNonNull(type);
const listOf = <T extends GraphQLOutputType>(type: T) => new GraphQLList(nonNull(type));
const optionalString = (read: (source: Source) => unknown) => ({
  type: GraphQLString,
  resolve: (source: Source) => read(source) ?? null,
});

function isContentDocument(value: unknown): value is ContentDocument {
  return isRecord(value) && 'alternate_languages' in value && isRecord(value.data);
}

// ---------------------------------------------------------------------------------------------
// Types every schema shares

const relatedDocumentType = new GraphQLObjectType<Source>({
  name: 'RelatedDocument',
  fields: {
    id: { type: nonNull(GraphQLString) },
    uid: optionalString((source) => source.uid),
    type: { type: nonNull(GraphQLString) },
    lang: { type: nonNull(GraphQLString) },
  },
});

const metaType = new GraphQLObjectType<ContentDocument>({
  name: 'Meta',
  fields: {
    id: { type: nonNull(GraphQLString) },
    uid: { type: GraphQLString },
    type: { type: nonNull(GraphQLString) },
    tags: { type: nonNull(listOf(GraphQLString)) },
    lang: { type: nonNull(GraphQLString) },
    alternateLanguages: {
      type: nonNull(listOf(relatedDocumentType)),
      resolve: (document) => document.alternate_languages,
    },
    firstPublicationDate: {
      type: dateTimeScalar,
      resolve: (document) => document.first_publication_date,
    },
    lastPublicationDate: {
      type: dateTimeScalar,
      resolve: (document) => document.last_publication_date,
    },
  },
});

const linkableInterface: GraphQLInterfaceType = new GraphQLInterfaceType({
  name: '_Linkable',
  fields: { _linkType: { type: GraphQLString } },
  resolveType: (value: unknown) => {
    if (isContentDocument(value)) return graphQLTypeName(value.type);
    if (!isRecord(value)) return undefined;
    if (value.link_type === 'Web') return '_ExternalLink';
    return value.kind === 'image' ? '_ImageLink' : '_FileLink';
  },
});

const documentInterface = new GraphQLInterfaceType({
  name: '_Document',
  fields: { _meta: { type: nonNull(metaType) } },
  resolveType: (document: ContentDocument) => graphQLTypeName(document.type),
});

const linkType = (value: string) => ({ type: GraphQLString, resolve: () => value });
const numberOf = (key: string) => (source: Source) =>
  source[key] === undefined || source[key] === null ? null : Number(source[key]);

const externalLinkType = new GraphQLObjectType<Source>({
  name: '_ExternalLink',
  interfaces: [linkableInterface],
  fields: {
    _linkType: linkType('Link.web'),
    url: { type: nonNull(GraphQLString) },
    target: optionalString((source) => source.target),
  },
});

const fileFields = {
  name: { type: nonNull(GraphQLString) },
  url: { type: nonNull(GraphQLString) },
  size: { type: longScalar, resolve: numberOf('size') },
};

const fileLinkType = new GraphQLObjectType<Source>({
  name: '_FileLink',
  interfaces: [linkableInterface],
  fields: { _linkType: linkType('Link.file'), ...fileFields },
});

const imageLinkType = new GraphQLObjectType<Source>({
  name: '_ImageLink',
  interfaces: [linkableInterface],
  fields: {
    _linkType: linkType('Link.image'),
    ...fileFields,
    width: { type: GraphQLInt, resolve: numberOf('width') },
    height: { type: GraphQLInt, resolve: numberOf('height') },
  },
});

const pageInfoType = new GraphQLObjectType({
  name: 'PageInfo',
  fields: {
    hasNextPage: { type: nonNull(GraphQLBoolean) },
    hasPreviousPage: { type: nonNull(GraphQLBoolean) },
    startCursor: { type: GraphQLString },
    endCursor: { type: GraphQLString },
  },
});

const similarInput = new GraphQLInputObjectType({
  name: 'Similar',
  fields: {
    documentId: { type: new GraphQLNonNull(GraphQLString) },
    max: { type: new GraphQLNonNull(GraphQLInt) },
  },
});

// ---------------------------------------------------------------------------------------------
// Values of fields

/** A link as GraphQL answers it: the linked document itself, the link, or null when empty. */
function resolveLink(value: unknown, context: Context): unknown {
  if (!isRecord(value)) return null;
  switch (value.link_type) {
    case 'Web':
    case 'Media':
      return typeof value.url === 'string' && value.url !== '' ? value : null;
    case 'Document':
      if (value.isBroken === true || typeof value.id !== 'string') return null;
      return context.snapshot.byId.get(value.id) ?? null;
    default:
      return null;
  }
}

const SCALAR_FIELDS: Record<string, GraphQLOutputType> = {
  UID: GraphQLString,
  Text: GraphQLString,
  Select: GraphQLString,
  Color: GraphQLString,
  Number: GraphQLFloat,
  Boolean: GraphQLBoolean,
  Date: dateScalar,
  Timestamp: dateTimeScalar,
};

/** Model field types that have a single value to compare: `where` filters and `sortBy` use them. */
const SORTABLE = new Set(['UID', 'Text', 'Select', 'Color', 'Number', 'Date', 'Timestamp']);

// ---------------------------------------------------------------------------------------------
// The schema of one snapshot

class SchemaBuilder {
  readonly documentTypes = new Map<string, GraphQLObjectType>();
  readonly models = new Map<string, CustomTypeModel>();
  readonly names = new Set<string>();

  constructor(readonly snapshot: ContentSnapshot) {
    for (const type of Object.keys(snapshot.types)) {
      if (!VALID_NAME.test(type)) continue;
      const model =
        snapshot.models.get(type) ??
        inferModel(
          type,
          snapshot.documents.filter((document) => document.type === type),
        );
      this.models.set(type, model);
    }
    for (const [type, model] of this.models) {
      this.documentTypes.set(type, this.documentType(model));
    }
  }

  /** Every generated name once: two fields that would make the same type name are a bug. */
  claim(name: string): string {
    if (this.names.has(name)) throw new Error(`GraphQL type ${name} generated twice`);
    this.names.add(name);
    return name;
  }

  fieldConfig(
    field: ModelField,
    typeName: string,
    read: (source: Source, context: Context) => unknown,
  ): GraphQLFieldConfig<Source, Context> | undefined {
    const scalar = SCALAR_FIELDS[field.type];
    if (scalar)
      return { type: scalar, resolve: (source, _args, context) => read(source, context) ?? null };
    switch (field.type) {
      case 'Link':
        return {
          type: linkableInterface,
          resolve: (source, _args, context) => resolveLink(read(source, context), context),
        };
      case 'Group': {
        const itemType = this.itemType(typeName, field.config?.fields ?? {});
        if (!itemType) return undefined;
        return {
          type: listOf(itemType),
          resolve: (source, _args, context) => {
            const items = read(source, context);
            return Array.isArray(items) ? items.filter(isRecord) : null;
          },
        };
      }
      case 'Slices':
      case 'Choice':
        return this.sliceZone(typeName, field.config?.choices ?? {}, read);
      default:
        return {
          type: jsonScalar,
          resolve: (source, _args, context) => jsonOrNull(read(source, context)),
        };
    }
  }

  /** The fields of a group item, a slice's primary part or one of its repeated items. */
  itemType(name: string, fields: Record<string, ModelField>): GraphQLObjectType | undefined {
    const configs: GraphQLFieldConfigMap<Source, Context> = {};
    for (const [key, field] of Object.entries(fields)) {
      if (!VALID_NAME.test(key)) continue;
      const config = this.fieldConfig(field, `${name}${capitalize(key)}`, (source) => source[key]);
      if (config) configs[key] = config;
    }
    if (Object.keys(configs).length === 0) return undefined;
    return new GraphQLObjectType<Source, Context>({ name: this.claim(name), fields: configs });
  }

  sliceZone(
    zoneName: string,
    choices: Record<string, SliceModel>,
    read: (source: Source, context: Context) => unknown,
  ): GraphQLFieldConfig<Source, Context> | undefined {
    const members = new Map<string, GraphQLObjectType>();
    for (const [sliceType, slice] of Object.entries(choices)) {
      if (!VALID_NAME.test(sliceType)) continue;
      const name = `${zoneName}${capitalize(sliceType)}`;
      const primary = this.itemType(`${name}Primary`, slice['non-repeat'] ?? {});
      const repeated = this.itemType(`${name}Fields`, slice.repeat ?? {});
      const fields: GraphQLFieldConfigMap<Source, Context> = {
        type: optionalString((source) => source.slice_type),
        label: optionalString((source) => source.slice_label),
      };
      if (primary) {
        fields.primary = {
          type: primary,
          resolve: (source) => (isRecord(source.primary) ? source.primary : {}),
        };
      }
      if (repeated) {
        fields.fields = {
          type: listOf(repeated),
          resolve: (source) => (Array.isArray(source.items) ? source.items.filter(isRecord) : []),
        };
      }
      members.set(sliceType, new GraphQLObjectType({ name: this.claim(name), fields }));
    }
    if (members.size === 0) return undefined;
    const union = new GraphQLUnionType({
      name: this.claim(zoneName),
      types: [...members.values()],
      resolveType: (slice: Source) => members.get(String(slice.slice_type))?.name,
    });
    return {
      type: listOf(union),
      // A slice whose type the model no longer has is left out rather than failing the query.
      resolve: (source, _args, context) => {
        const slices = read(source, context);
        return Array.isArray(slices)
          ? slices.filter((slice) => isRecord(slice) && members.has(String(slice.slice_type)))
          : null;
      },
    };
  }

  documentType(model: CustomTypeModel): GraphQLObjectType {
    const name = graphQLTypeName(model.id);
    return new GraphQLObjectType<ContentDocument, Context>({
      name: this.claim(name),
      interfaces: [documentInterface, linkableInterface],
      fields: () => {
        const fields: GraphQLFieldConfigMap<ContentDocument, Context> = {
          _meta: { type: nonNull(metaType), resolve: (document) => document },
          _linkType: linkType('Link.document'),
        };
        for (const [key, field] of modelFields(model)) {
          if (!VALID_NAME.test(key) || key in fields) continue;
          const read =
            field.type === 'UID'
              ? (source: Source) => (source as ContentDocument).uid
              : (source: Source) => (source as ContentDocument).data[key];
          const config = this.fieldConfig(field, `${name}${capitalize(key)}`, read);
          if (config) fields[key] = config as GraphQLFieldConfig<ContentDocument, Context>;
        }
        return fields;
      },
    });
  }

  schema(): GraphQLSchema {
    const queryFields: GraphQLFieldConfigMap<unknown, Context> = {};
    for (const [type, model] of this.models) {
      const documentType = this.documentTypes.get(type) as GraphQLObjectType;
      const name = graphQLTypeName(type);
      queryFields[type] = {
        type: documentType,
        args: {
          uid: { type: new GraphQLNonNull(GraphQLString) },
          lang: { type: GraphQLString },
        },
        resolve: (_root, args: { uid: string; lang?: string | null }, context) =>
          context.snapshot.documents.find(
            (document) =>
              document.type === type &&
              document.uid === args.uid &&
              document.lang === (args.lang ?? MASTER_LANGUAGE),
          ) ?? null,
      };
      queryFields[`all${name}s`] = this.connectionField(type, model, documentType);
    }
    queryFields._allDocuments = this.allDocumentsField();
    return new GraphQLSchema({
      query: new GraphQLObjectType({ name: 'Query', fields: queryFields }),
      types: [externalLinkType, fileLinkType, imageLinkType, ...this.documentTypes.values()],
    });
  }

  /** Every document whatever its type, as `_Document`s; filters common to all types only. */
  allDocumentsField(): GraphQLFieldConfig<unknown, Context> {
    const edgeType = new GraphQLObjectType({
      name: this.claim('_DocumentEdge'),
      fields: {
        node: { type: nonNull(documentInterface) },
        cursor: { type: nonNull(GraphQLString) },
      },
    });
    const connectionType = new GraphQLObjectType({
      name: this.claim('_DocumentConnection'),
      fields: {
        totalCount: { type: nonNull(longScalar) },
        pageInfo: { type: nonNull(pageInfoType) },
        edges: { type: new GraphQLList(edgeType) },
      },
    });
    const types = [...this.models.keys()];
    return {
      type: nonNull(connectionType),
      args: {
        ...this.commonConnectionArguments(),
        type: { type: GraphQLString },
        type_in: { type: new GraphQLList(nonNull(GraphQLString)) },
        sortBy: {
          type: new GraphQLEnumType({
            name: this.claim('SortDocumentsBy'),
            values: metaSortValues(),
          }),
        },
      },
      resolve: (_root, values: ConnectionArgs, context) =>
        connection(undefined, types, values, context.snapshot),
    };
  }

  commonConnectionArguments(): GraphQLFieldConfigArgumentMap {
    return {
      lang: { type: GraphQLString },
      uid: { type: GraphQLString },
      uid_in: { type: new GraphQLList(nonNull(GraphQLString)) },
      id: { type: GraphQLString },
      id_in: { type: new GraphQLList(nonNull(GraphQLString)) },
      tags: { type: new GraphQLList(nonNull(GraphQLString)) },
      tags_in: { type: new GraphQLList(nonNull(GraphQLString)) },
      fulltext: { type: GraphQLString },
      similar: { type: similarInput },
      first: { type: GraphQLInt },
      after: { type: GraphQLString },
    };
  }

  connectionField(
    type: string,
    model: CustomTypeModel,
    documentType: GraphQLObjectType,
  ): GraphQLFieldConfig<unknown, Context> {
    const name = graphQLTypeName(type);
    const edgeType = new GraphQLObjectType({
      name: this.claim(`${name}ConnectionEdge`),
      fields: { node: { type: nonNull(documentType) }, cursor: { type: nonNull(GraphQLString) } },
    });
    const connectionType = new GraphQLObjectType({
      name: this.claim(`${name}ConnectionConnection`),
      fields: {
        totalCount: { type: nonNull(longScalar) },
        pageInfo: { type: nonNull(pageInfoType) },
        edges: { type: new GraphQLList(edgeType) },
      },
    });
    const sortValues = metaSortValues();
    const whereFields: GraphQLInputFieldConfigMap = {};
    for (const [key, field] of modelFields(model)) {
      if (!VALID_NAME.test(key)) continue;
      if (SORTABLE.has(field.type) || field.type === 'StructuredText') {
        sortValues[`${key}_ASC`] = { value: `${key}_ASC` };
        sortValues[`${key}_DESC`] = { value: `${key}_DESC` };
      }
      if (field.type === 'Number') {
        whereFields[key] = { type: GraphQLFloat };
        whereFields[`${key}_lt`] = { type: GraphQLFloat };
        whereFields[`${key}_gt`] = { type: GraphQLFloat };
        whereFields[`${key}_range`] = { type: new GraphQLList(new GraphQLNonNull(GraphQLFloat)) };
      } else if (field.type === 'Date' || field.type === 'Timestamp') {
        whereFields[key] = { type: GraphQLString };
        whereFields[`${key}_before`] = { type: GraphQLString };
        whereFields[`${key}_after`] = { type: GraphQLString };
      } else if (field.type === 'Boolean') {
        whereFields[key] = { type: GraphQLBoolean };
      } else if (SORTABLE.has(field.type) && field.type !== 'UID') {
        whereFields[key] = { type: GraphQLString };
        whereFields[`${key}_fulltext`] = { type: GraphQLString };
      } else if (field.type === 'StructuredText') {
        whereFields[`${key}_fulltext`] = { type: GraphQLString };
      } else if (field.type === 'Link') {
        // A content relationship matches the id of the document it points to.
        whereFields[key] = { type: GraphQLString };
      }
    }
    const args: GraphQLFieldConfigArgumentMap = {
      ...this.commonConnectionArguments(),
      sortBy: {
        type: new GraphQLEnumType({ name: this.claim(`Sort${name}y`), values: sortValues }),
      },
    };
    if (Object.keys(whereFields).length > 0) {
      args.where = {
        type: new GraphQLInputObjectType({ name: this.claim(`Where${name}`), fields: whereFields }),
      };
    }
    return {
      type: nonNull(connectionType),
      args,
      resolve: (_root, values: ConnectionArgs, context) =>
        connection(type, [type], values, context.snapshot),
    };
  }
}

function metaSortValues(): Record<string, { value: string }> {
  const values: Record<string, { value: string }> = {};
  for (const key of ['meta_firstPublicationDate', 'meta_lastPublicationDate']) {
    values[`${key}_ASC`] = { value: `${key}_ASC` };
    values[`${key}_DESC`] = { value: `${key}_DESC` };
  }
  return values;
}

function modelFields(model: CustomTypeModel): [string, ModelField][] {
  return Object.values(model.json).flatMap((tab) => Object.entries(tab));
}

// ---------------------------------------------------------------------------------------------
// Connections

type ConnectionArgs = {
  lang?: string | null;
  uid?: string | null;
  uid_in?: string[] | null;
  id?: string | null;
  id_in?: string[] | null;
  tags?: string[] | null;
  tags_in?: string[] | null;
  fulltext?: string | null;
  similar?: { documentId: string; max: number } | null;
  sortBy?: string | null;
  type?: string | null;
  type_in?: string[] | null;
  first?: number | null;
  after?: string | null;
  where?: Record<string, unknown> | null;
};

const CURSOR_PREFIX = 'arrayconnection:';
const cursorFor = (index: number) => Buffer.from(`${CURSOR_PREFIX}${index}`).toString('base64');

function indexOfCursor(cursor: string): number {
  const decoded = Buffer.from(cursor, 'base64').toString('utf8');
  const index = Number(decoded.slice(CURSOR_PREFIX.length));
  if (!decoded.startsWith(CURSOR_PREFIX) || !Number.isInteger(index) || index < 0) {
    throw new GraphQLError(`"${cursor}" is not a cursor of this connection.`);
  }
  return index;
}

/** `where` in the REST API's predicate language, so both APIs filter exactly alike. */
function wherePredicates(type: string, where: Record<string, unknown>): string[] {
  const predicates: string[] = [];
  for (const [key, value] of Object.entries(where)) {
    if (value === null || value === undefined) continue;
    const match = /^(.*?)(_fulltext|_lt|_gt|_range|_before|_after)?$/.exec(key);
    const [, field = key, operator] = match ?? [];
    const path = `my.${type}.${field}`;
    const literal = JSON.stringify(value);
    switch (operator) {
      case '_fulltext':
        predicates.push(`[fulltext(${path}, ${literal})]`);
        break;
      case '_lt':
        predicates.push(`[number.lt(${path}, ${literal})]`);
        break;
      case '_gt':
        predicates.push(`[number.gt(${path}, ${literal})]`);
        break;
      case '_range': {
        const [low, high] = value as number[];
        if (low === undefined || high === undefined) {
          throw new GraphQLError(`"${key}" takes two numbers, the lower and upper bound.`);
        }
        predicates.push(`[number.inRange(${path}, ${low}, ${high})]`);
        break;
      }
      case '_before':
        predicates.push(`[date.before(${path}, ${literal})]`);
        break;
      case '_after':
        predicates.push(`[date.after(${path}, ${literal})]`);
        break;
      default:
        predicates.push(`[at(${path}, ${literal})]`);
    }
  }
  return predicates;
}

/** One custom type's documents (`allTs`), or those of `types` (`_allDocuments`). */
function connection(
  type: string | undefined,
  types: readonly string[],
  args: ConnectionArgs,
  snapshot: ContentSnapshot,
) {
  const lang = args.lang ?? MASTER_LANGUAGE;
  if (lang !== '*' && !isContentLanguage(lang))
    throw new GraphQLError(`Unknown language "${lang}".`);
  const first = args.first ?? DEFAULT_PAGE_SIZE;
  if (first < 0 || first > MAX_PAGE_SIZE) {
    throw new GraphQLError(`"first" must be between 0 and ${MAX_PAGE_SIZE}.`);
  }
  const predicates = type ? wherePredicates(type, args.where ?? {}) : [];
  const chosen = args.type_in ?? (args.type ? [args.type] : undefined);
  const wanted = type ? [type] : types.filter((name) => !chosen || chosen.includes(name));
  if (args.fulltext) predicates.push(`[fulltext(document, ${JSON.stringify(args.fulltext)})]`);
  if (args.similar) {
    predicates.push(`[similar(${JSON.stringify(args.similar.documentId)}, ${args.similar.max})]`);
  }
  const query =
    predicates.length > 0
      ? compileQuery(`[${predicates.join('')}]`, snapshot.documents)
      : undefined;
  const has = (list: string[] | null | undefined, value: string) => !list || list.includes(value);
  let matches = snapshot.documents.filter(
    (document) =>
      wanted.includes(document.type) &&
      (lang === '*' || document.lang === lang) &&
      (args.uid == null || document.uid === args.uid) &&
      (args.id == null || document.id === args.id) &&
      has(args.uid_in, document.uid) &&
      has(args.id_in, document.id) &&
      (!args.tags || args.tags.every((tag) => document.tags.includes(tag))) &&
      (!args.tags_in || args.tags_in.some((tag) => document.tags.includes(tag))) &&
      (!query || query.test(document)),
  );
  if (args.sortBy) {
    const [, key = '', direction = 'ASC'] = /^(.+)_(ASC|DESC)$/.exec(args.sortBy) ?? [];
    const meta: Record<string, string> = {
      meta_firstPublicationDate: 'document.first_publication_date',
      meta_lastPublicationDate: 'document.last_publication_date',
    };
    const path = meta[key] ?? `my.${type}.${key}`;
    const orderings = parseOrderings(`[${path}${direction === 'DESC' ? ' desc' : ''}]`);
    matches = [...matches].sort(orderingComparator(orderings));
  } else if (query?.score) {
    const score = query.score;
    matches = [...matches].sort((a, b) => score(b) - score(a));
  }
  const start = typeof args.after === 'string' ? indexOfCursor(args.after) + 1 : 0;
  const page = matches.slice(start, start + first);
  return {
    totalCount: matches.length,
    pageInfo: {
      hasNextPage: start + page.length < matches.length,
      hasPreviousPage: start > 0,
      startCursor: page.length > 0 ? cursorFor(start) : null,
      endCursor: page.length > 0 ? cursorFor(start + page.length - 1) : null,
    },
    edges: page.map((node, offset) => ({ node, cursor: cursorFor(start + offset) })),
  };
}

// ---------------------------------------------------------------------------------------------
// Running a request

const schemas = new WeakMap<ContentSnapshot, GraphQLSchema>();

/** The schema of a snapshot's models, built once per snapshot. */
export function schemaFor(snapshot: ContentSnapshot): GraphQLSchema {
  let schema = schemas.get(snapshot);
  if (!schema) {
    schema = new SchemaBuilder(snapshot).schema();
    schemas.set(snapshot, schema);
  }
  return schema;
}

/** Refuses selections nested deeper than MAX_QUERY_DEPTH, counting through fragments. */
function maxDepthRule(limit: number): ValidationRule {
  return (context: ValidationContext) => {
    const fragmentDepths = new Map<string, number>();
    const depthOf = (node: ASTNode, seen: Set<string>): number => {
      if (node.kind === Kind.FRAGMENT_SPREAD) {
        const name = node.name.value;
        if (seen.has(name)) return 0;
        const known = fragmentDepths.get(name);
        if (known !== undefined) return known;
        const fragment = context.getFragment(name);
        const depth = fragment ? depthOf(fragment.selectionSet, new Set([...seen, name])) : 0;
        fragmentDepths.set(name, depth);
        return depth;
      }
      if (node.kind === Kind.SELECTION_SET) {
        return Math.max(0, ...node.selections.map((selection) => depthOf(selection, seen)));
      }
      if (node.kind === Kind.FIELD) {
        return node.selectionSet ? 1 + depthOf(node.selectionSet, seen) : 1;
      }
      if (node.kind === Kind.INLINE_FRAGMENT) return depthOf(node.selectionSet, seen);
      return 0;
    };
    return {
      OperationDefinition(operation) {
        if (depthOf(operation.selectionSet, new Set()) > limit) {
          context.reportError(
            new GraphQLError(`Selections may nest at most ${limit} deep.`, { nodes: operation }),
          );
        }
      },
    };
  };
}

/** The content is read-only: mutations and subscriptions are refused before anything runs. */
const queriesOnlyRule: ValidationRule = (context) => ({
  OperationDefinition(operation) {
    if (operation.operation !== 'query') {
      context.reportError(
        new GraphQLError(`The content API answers queries only, not ${operation.operation}s.`, {
          nodes: operation,
        }),
      );
    }
  },
});

const VALIDATION_RULES = [...specifiedRules, queriesOnlyRule, maxDepthRule(MAX_QUERY_DEPTH)];

/**
 * Runs a request against one snapshot. Errors in the request itself (syntax, validation,
 * variables) answer 400 with `{ errors }` and no data; errors while resolving fields answer 200
 * with the data that could be produced and `errors`, as GraphQL servers do.
 */
export async function runGraphQL(
  snapshot: ContentSnapshot,
  request: GraphQLRequest,
): Promise<GraphQLAnswer> {
  const refuse = (errors: readonly GraphQLError[]): GraphQLAnswer => ({
    status: 400,
    body: { errors },
  });
  if (request.query.length > MAX_QUERY_LENGTH) {
    return refuse([new GraphQLError(`The query is longer than ${MAX_QUERY_LENGTH} characters.`)]);
  }
  let document: DocumentNode;
  try {
    document = parse(request.query);
  } catch (error) {
    if (error instanceof GraphQLError) return refuse([error]);
    throw error;
  }
  const schema = schemaFor(snapshot);
  const errors = validate(schema, document, VALIDATION_RULES);
  if (errors.length > 0) return refuse(errors);
  const result = await execute({
    schema,
    document,
    variableValues: request.variables ?? undefined,
    operationName: request.operationName ?? undefined,
    contextValue: { snapshot } satisfies Context,
  });
  return { status: 'data' in result && result.data !== undefined ? 200 : 400, body: result };
}
