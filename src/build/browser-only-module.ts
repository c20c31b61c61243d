/**
 * What the HTML renderer compiles in place of any module the portal loads on demand
 * (`gatsby-node.ts`): its screens are shown only to someone signed in, in the browser, never when
 * pages are built, so over a third of our code need not be compiled a second time for the build.
 * A screen rendered at build time by mistake would fail the build, having no component here.
 */
export {};
