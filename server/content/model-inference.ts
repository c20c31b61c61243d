import type { ContentDocument, CustomTypeModel, ModelField, SliceModel } from './types';

/**
 * A custom type model read off the documents of a type that has no model file, so that such a
 * type still has a GraphQL type. Each field takes the kind of the first document that fills it:
 * text, number, boolean, date, timestamp, rich text, image, link, group or slice zone; anything
 * else is kept as a JSON value (an embed).
 */

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isEmpty(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    value === '' ||
    (Array.isArray(value) && value.length === 0) ||
    (isRecord(value) && value.link_type === 'Any')
  );
}

function fieldsOf(records: Record<string, unknown>[]): Record<string, ModelField> {
  const fields: Record<string, ModelField> = {};
  for (const record of records) {
    for (const [key, value] of Object.entries(record)) {
      if (!(key in fields) && !isEmpty(value)) fields[key] = fieldOf(value);
    }
  }
  return fields;
}

function fieldOf(value: unknown): ModelField {
  if (typeof value === 'number') return { type: 'Number' };
  if (typeof value === 'boolean') return { type: 'Boolean' };
  if (typeof value === 'string') {
    if (DATE.test(value)) return { type: 'Date' };
    return { type: TIMESTAMP.test(value) ? 'Timestamp' : 'Text' };
  }
  if (Array.isArray(value)) {
    const records = value.filter(isRecord);
    if (records.length > 0 && records.every((item) => 'slice_type' in item)) {
      const choices: Record<string, SliceModel> = {};
      for (const sliceType of new Set(records.map((slice) => String(slice.slice_type)))) {
        const slices = records.filter((slice) => String(slice.slice_type) === sliceType);
        choices[sliceType] = {
          type: 'Slice',
          'non-repeat': fieldsOf(slices.map((slice) => slice.primary).filter(isRecord)),
          repeat: fieldsOf(
            slices
              .flatMap((slice) => (Array.isArray(slice.items) ? slice.items : []))
              .filter(isRecord),
          ),
        };
      }
      return { type: 'Slices', config: { choices } };
    }
    if (records.some((item) => typeof item.type === 'string' && 'spans' in item)) {
      return { type: 'StructuredText' };
    }
    return { type: 'Group', config: { fields: fieldsOf(records) } };
  }
  if (isRecord(value)) {
    if ('link_type' in value) return { type: 'Link' };
    if ('dimensions' in value) return { type: 'Image' };
  }
  return { type: 'Embed' };
}

export function inferModel(type: string, documents: readonly ContentDocument[]): CustomTypeModel {
  return {
    id: type,
    label: type,
    repeatable: true,
    status: true,
    json: {
      Main: { uid: { type: 'UID' }, ...fieldsOf(documents.map((document) => document.data)) },
    },
  };
}
