// Gatsby's fork of @reach/router ships no types. Its API is @reach/router's, which
// @types/reach__router describes, plus `pick`, the matcher its <Router> ranks routes with.
declare module '@gatsbyjs/reach-router' {
  export * from '@reach/router';

  /** The route `uri` goes to by the router's own ranking (exact segments beat splats), or null. */
  export function pick<Route extends { path?: string; default?: boolean }>(
    routes: readonly Route[],
    uri: string,
  ): { route: Route; params: Record<string, string>; uri: string } | null;
}
