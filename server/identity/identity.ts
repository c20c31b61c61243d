import type Provider from 'oidc-provider';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { electronicIdFor } from '../eid/choose';
import type { ElectronicIdProvider } from '../eid/eid';
import { createMailer, smtpTransport, type Mailer } from '../mail/mailer';
import { createAccessTokenVerifier, type AccessTokenVerifier } from './access-token';
import { serverSecret } from './keys';
import { createProvider } from './provider';
import { isStaffHost, tenantsFor, type Tenant, type TenantName } from './tenants';

export type Identity = {
  tenants: Record<TenantName, Tenant>;
  /** Built-in providers; a tenant pointed at an external domain has none. */
  providers: Partial<Record<TenantName, Provider>>;
  tenantForHost(hostname: string | undefined): Tenant;
  verifyAccessToken: AccessTokenVerifier;
  /** Mobile electronic ID, or null when it is off (EID_PROVIDER=off). */
  eid: ElectronicIdProvider | null;
  mailer: Mailer;
};

export async function createIdentity(
  config: Config,
  db: Db,
  overrides: { eid?: ElectronicIdProvider | null; mailer?: Mailer } = {},
): Promise<Identity> {
  const tenants = tenantsFor(config);
  // The staff portal is the host STAFF_URL names, unless it names the site's own host (a site on
  // an IP address cannot have a staff. host derived from it); then the staff. prefix decides.
  const staffHost = new URL(tenants.staff.origin).hostname;
  const staffHostname =
    staffHost !== new URL(tenants.customer.origin).hostname ? staffHost : undefined;
  const cookieSecrets = config.cookieSecrets ?? [await serverSecret(db, 'oidc-cookie-key')];
  const external: Record<TenantName, string | undefined> = {
    customer: config.authDomain,
    staff: config.staffAuthDomain,
  };

  const providers: Partial<Record<TenantName, Provider>> = {};
  for (const name of ['customer', 'staff'] as const) {
    if (!external[name]) {
      providers[name] = await createProvider({
        db,
        tenant: tenants[name],
        cookieSecrets,
        // Over https the provider's cookies are Secure and carry the browser-enforced prefixes.
        secureCookies: tenants[name].issuer.startsWith('https://'),
      });
    }
  }

  const verifyAccessToken = createAccessTokenVerifier(
    db,
    (['customer', 'staff'] as const).map((name) => ({
      tenant: tenants[name],
      issuer: external[name] ? `${external[name]}/` : tenants[name].issuer,
      external: Boolean(external[name]),
    })),
  );

  return {
    tenants,
    providers,
    tenantForHost: (hostname) =>
      isStaffHost(hostname, staffHostname) ? tenants.staff : tenants.customer,
    verifyAccessToken,
    eid: overrides.eid !== undefined ? overrides.eid : electronicIdFor(config, db),
    mailer:
      overrides.mailer ??
      createMailer(db, { transport: smtpTransport(config.smtpUrl), from: config.mailFrom }),
  };
}
