import { transformSync } from '@swc/core';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { swcOptions, swcRules, withSwcForSources } from '../../src/build/swc-rules';

const BROWSERS = ['>0.25% and supports es6-module'];
const SOURCE = `
import styled from 'styled-components';
const Card = styled.section\`
  padding: 1rem;
\`;
export function Offer({ price }: { price: number }) {
  return <Card aria-label="tilboð">{price?.toLocaleString('is-IS')}</Card>;
}
`;

function compile(stage: 'build-javascript' | 'build-html') {
  const filename = path.resolve('src/features/public/quote/offer.tsx');
  return transformSync(SOURCE, { ...swcOptions(stage, 'typescript', BROWSERS), filename }).code;
}

describe('compiling sources with swc', () => {
  it('names a styled component and minifies its template the same way for the HTML renderer and the browser', () => {
    const ids = new Set<string>();
    for (const stage of ['build-javascript', 'build-html'] as const) {
      const code = compile(stage);
      expect(code).toMatch(/\(\[\s*`padding:1rem;`\s*\]\)/);
      expect(code).toMatch(/displayName:\s*"offer__Card"/);
      ids.add(/componentId:\s*"([^"]+)"/.exec(code)?.[1] ?? '');
    }
    // The server's render and the browser's hydration give the component the same class.
    expect([...ids]).toHaveLength(1);
    expect([...ids][0]).toMatch(/^sc-[0-9a-f]+-0$/);
  });

  it('writes JSX for the automatic runtime and leaves imports to webpack', () => {
    const code = compile('build-javascript');
    expect(code).toContain('from "react/jsx-runtime"');
    expect(code).toMatch(/^import /m);
    expect(code).not.toContain('require(');
  });

  it('covers TypeScript and JavaScript sources that Gatsby counts as ours', () => {
    const include = (modulePath: string) => !modulePath.includes('node_modules');
    const [typescript, javascript] = swcRules('build-html', include, BROWSERS);
    expect(typescript?.test.test('offer.tsx')).toBe(true);
    expect(javascript?.test.test('production-app.js')).toBe(true);
    expect(typescript?.include).toBe(include);
  });

  it("leaves no Babel rule on our sources, neither Gatsby's nor its TypeScript plugin's", () => {
    const include = (modulePath: string) => !modulePath.includes('node_modules');
    const babel = () => [{ loader: 'babel-loader' }];
    const fonts = { test: /\.(woff2?)$/, type: 'asset/resource' };
    const rules = withSwcForSources(
      [
        { test: /\.(js|mjs|jsx|ts|tsx)$/, include, use: babel },
        fonts,
        // What gatsby-plugin-typescript adds: every .ts and .tsx, with no include of its own.
        { test: /\.tsx?$/, use: babel },
      ],
      'build-javascript',
      BROWSERS,
    );
    const loadersFor = (file: string) =>
      rules
        .filter((rule) => rule.test?.test(file) && (rule.include?.(file) ?? true))
        .flatMap((rule) => (Array.isArray(rule.use) ? rule.use : [rule.use]))
        .map((use: { loader?: string }) => use.loader);
    expect(loadersFor('/work/src/pages/page.tsx')).toEqual(['swc-loader']);
    expect(loadersFor('/work/src/lib/api.ts')).toEqual(['swc-loader']);
    expect(loadersFor('/work/.cache/production-app.js')).toEqual(['swc-loader']);
    expect(rules).toContain(fonts);
  });
});
