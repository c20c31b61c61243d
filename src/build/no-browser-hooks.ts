/**
 * A Gatsby plugin's browser module with no hooks: the browser bundle takes it in place of a
 * plugin's hooks that never run in a built site (`PARTYTOWN_BROWSER_HOOKS` in `browser-bundle.ts`).
 */
export {};
