import type { DbOrTx } from '../../db/database';

/** SQL for Settings → Communication. Every function takes `db | trx` first. */

export function findMarketingChoice(db: DbOrTx, kennitala: string) {
  return db
    .selectFrom('party as p')
    .leftJoin('marketing_choice as m', 'm.kennitala', 'p.kennitala')
    .leftJoin('party_address as a', 'a.kennitala', 'p.kennitala')
    .select([
      'p.email',
      'p.mobile_phone',
      'a.street',
      'm.email_newsletter',
      'm.sms_offers',
      'm.post',
      'm.updated_at',
    ])
    .where('p.kennitala', '=', kennitala)
    .executeTakeFirst();
}

export async function saveMarketingChoice(
  db: DbOrTx,
  row: {
    kennitala: string;
    emailNewsletter: boolean;
    smsOffers: boolean;
    post: boolean;
    updatedBy: string;
  },
) {
  const values = {
    email_newsletter: row.emailNewsletter,
    sms_offers: row.smsOffers,
    post: row.post,
    updated_at: new Date(),
    updated_by: row.updatedBy,
  };
  await db
    .insertInto('marketing_choice')
    .values({ kennitala: row.kennitala, ...values })
    .onConflict((conflict) => conflict.column('kennitala').doUpdateSet(values))
    .execute();
}
