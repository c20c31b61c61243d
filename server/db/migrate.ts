import { sql } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { Db } from './database';
import * as partiesAndAccounts from './migrations/20261121090000_parties_and_accounts';
import * as identity from './migrations/20261121100000_identity';
import * as portal from './migrations/20261122090000_portal';
import * as paymentMethods from './migrations/20261123090000_payment_methods';
import * as settings from './migrations/20261123100000_settings';
import * as accessGrants from './migrations/20261123110000_access_grants';
import * as signing from './migrations/20261123120000_signing';
import * as auditUserAgent from './migrations/20261124090000_audit_user_agent';
import * as eidThrottle from './migrations/20261124100000_eid_throttle';
import * as contactChange from './migrations/20261124130000_contact_change';
import * as cases from './migrations/20261126090000_cases';
import * as quotes from './migrations/20261127090000_quotes';
import * as offerDecisions from './migrations/20261127100000_offer_decisions';
import * as attachmentContent from './migrations/20261128090000_attachment_content';
import * as cardPayments from './migrations/20261128120000_card_payments';
import * as appointmentsAndNewsletter from './migrations/20261128100000_appointments_and_newsletter';
import * as marketingChoices from './migrations/20261129100000_marketing_choices';
import * as eventSignups from './migrations/20261129110000_event_signups';
import * as lotteryEntries from './migrations/20261129120000_lottery_entries';
import * as offerSigning from './migrations/20261130090000_offer_signing';
import * as chat from './migrations/20261130100000_chat';
import * as staffImpersonation from './migrations/20261130110000_staff_impersonation';
import * as claimReports from './migrations/20261201090000_claim_reports';
import * as staffSearch from './migrations/20261202090000_staff_search';
import * as staffAdmin from './migrations/20261202100000_staff_admin';
import * as claimStaffSeen from './migrations/20261203090000_claim_staff_seen';
import * as companyPolicies from './migrations/20261210090000_company_policies';
import * as chatMore from './migrations/20261211090000_chat_more';
import * as chatAgentQueues from './migrations/20261212090000_chat_agent_queues';
import * as claimDraftKeyIndex from './migrations/20261213090000_claim_draft_key_index';
import * as staffSecondFactor from './migrations/20261214090000_staff_second_factor';
import * as cardValidThru from './migrations/20261215090000_card_valid_thru';
import * as signingByApp from './migrations/20261215091000_signing_by_app';
import * as eidAppSimulator from './migrations/20261216090000_eid_app_simulator';
import * as revokedGrant from './migrations/20261124110000_revoked_grant';
import * as throttling from './migrations/20261124120000_throttling';
import * as outboxRetries from './migrations/20261125090000_outbox_retries';
import * as partyReadNotices from './migrations/20261217090000_party_read_notices';
import * as verifiedLinks from './migrations/20261218091000_verified_links';

/**
 * Migrations are listed here rather than read from the folder so that the server runs from a
 * bundle or from source alike. Names are timestamps; Kysely applies them in name order.
 */
const migrations: Record<string, Migration> = {
  '20261121090000_parties_and_accounts': partiesAndAccounts,
  '20261121100000_identity': identity,
  '20261122090000_portal': portal,
  '20261123090000_payment_methods': paymentMethods,
  '20261123100000_settings': settings,
  '20261123110000_access_grants': accessGrants,
  '20261123120000_signing': signing,
  '20261124090000_audit_user_agent': auditUserAgent,
  '20261124100000_eid_throttle': eidThrottle,
  '20261124130000_contact_change': contactChange,
  '20261124110000_revoked_grant': revokedGrant,
  '20261124120000_throttling': throttling,
  '20261125090000_outbox_retries': outboxRetries,
  '20261126090000_cases': cases,
  '20261127090000_quotes': quotes,
  '20261127100000_offer_decisions': offerDecisions,
  '20261128090000_attachment_content': attachmentContent,
  '20261128100000_appointments_and_newsletter': appointmentsAndNewsletter,
  '20261128120000_card_payments': cardPayments,
  '20261129100000_marketing_choices': marketingChoices,
  '20261129110000_event_signups': eventSignups,
  '20261129120000_lottery_entries': lotteryEntries,
  '20261130090000_offer_signing': offerSigning,
  '20261130100000_chat': chat,
  '20261130110000_staff_impersonation': staffImpersonation,
  '20261201090000_claim_reports': claimReports,
  '20261202090000_staff_search': staffSearch,
  '20261202100000_staff_admin': staffAdmin,
  '20261203090000_claim_staff_seen': claimStaffSeen,
  '20261210090000_company_policies': companyPolicies,
  '20261211090000_chat_more': chatMore,
  '20261212090000_chat_agent_queues': chatAgentQueues,
  '20261213090000_claim_draft_key_index': claimDraftKeyIndex,
  '20261214090000_staff_second_factor': staffSecondFactor,
  '20261215090000_card_valid_thru': cardValidThru,
  '20261215091000_signing_by_app': signingByApp,
  '20261216090000_eid_app_simulator': eidAppSimulator,
  '20261217090000_party_read_notices': partyReadNotices,
  '20261218091000_verified_links': verifiedLinks,
};

const provider: MigrationProvider = {
  getMigrations: async () => migrations,
};

export async function migrateToLatest(db: Db): Promise<string[]> {
  // Name the schema outright: Kysely otherwise looks for its lock table in any schema, and test
  // runs that each migrate a schema of their own in one PostgreSQL would see each other's.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({ db, provider, migrationTableSchema: rows[0]?.schema });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${message}`);
  }
  return (results ?? []).map((result) => result.migrationName);
}
