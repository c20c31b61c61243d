import type { ProductKind, ProposalsResponse } from '../../../src/domain/api/portal';
import type { DbOrTx } from '../../db/database';
import { text } from '../../portal/shared';
import { proposalRows } from './ods.repository';

export async function proposals(db: DbOrTx, party: string): Promise<ProposalsResponse> {
  const rows = await proposalRows(db, party);
  return {
    proposals: rows.map((row) => ({
      id: row.id,
      number: row.number,
      product: {
        code: row.product_code,
        kind: row.product_kind as ProductKind,
        name: text(row.product_name_is, row.product_name_en),
      },
      description: text(row.description_is, row.description_en),
      annualPremium: row.annual_premium,
      submittedDate: row.submitted_on,
      status: row.status,
    })),
  };
}
