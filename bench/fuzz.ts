import { startPortalApp } from '../tests/server/portal-helpers';
import { fuzzAll, fuzzRuns, fuzzTargets } from '../tests/server/security/fuzz-routes';

export type FuzzStats = {
  routes: number;
  runsPerRoute: number;
  requests: number;
  seconds: number;
  failures: string[];
};

/**
 * The fuzz test's property (tests/server/security/fuzz.test.ts) with many more cases: every route
 * of the demo app on PGlite, by nobody, a customer and an employee, FUZZ_RUNS cases per route and
 * signed-in caller (10,000 unless set; a quarter of that for anonymous calls). Hours on a small
 * machine at the full count; `FUZZ_RUNS=1000 npm run bench` for a shorter look.
 */
export async function measureFuzz(): Promise<FuzzStats> {
  const runsPerRoute = fuzzRuns(10_000);
  const portal = await startPortalApp(['anna', 'sigga']);
  try {
    const targets = await fuzzTargets(portal);
    const started = Date.now();
    const { failures, requests } = await fuzzAll(portal, targets, {
      authenticated: runsPerRoute,
      anonymous: Math.ceil(runsPerRoute / 4),
    });
    return {
      routes: targets.routes.length,
      runsPerRoute,
      requests,
      seconds: (Date.now() - started) / 1000,
      failures,
    };
  } finally {
    await portal.close();
  }
}
