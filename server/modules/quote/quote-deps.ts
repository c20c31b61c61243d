import type { FastifyInstance } from 'fastify';
import { vehicleRegisterFor } from '../../vehicle/choose';
import type { QuoteDeps } from './quote.service';
import { loadTariffs } from './tariff';

export function quoteDeps(app: FastifyInstance): QuoteDeps {
  const { config, database, identity } = app.deps;
  return {
    db: database.db,
    mailer: identity.mailer,
    vehicleRegister:
      app.deps.vehicleRegister !== undefined
        ? app.deps.vehicleRegister
        : vehicleRegisterFor(config),
    tariffs: loadTariffs(),
    siteUrl: config.siteUrl,
  };
}
