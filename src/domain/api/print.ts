import { Type, type Static } from 'typebox';
import { IsoDate, PortalLanguage, Uuid } from './common';
import { PRINT_TYPES, TRANSACTION_TYPES } from './values';

/**
 * GET /api/print/v1/?type=… — the overview, or one policy (`id`), as a PDF (`inline`, so it opens
 * in the browser's viewer). For transactions, from/to/transactionType filter as in AccountQuery.
 */
export const PrintQuery = Type.Object({
  type: Type.Enum(PRINT_TYPES),
  id: Type.Optional(Uuid),
  from: Type.Optional(IsoDate),
  to: Type.Optional(IsoDate),
  transactionType: Type.Optional(Type.Union([Type.Enum(TRANSACTION_TYPES), Type.Literal('all')])),
  lang: Type.Optional(PortalLanguage),
});
export type PrintQuery = Static<typeof PrintQuery>;
