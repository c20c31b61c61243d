import { expect, hydrated, test } from './support/test';

// styled-components (decision 072): the server writes each page's component rules into its head,
// and the browser keeps them as its sheet without writing any twice (decision 078).

/** The class names a page's markup uses and the rules its head's styled-components sheet holds. */
function stylesInHtml(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const body = html.slice(html.indexOf('<body'));
  const sheet = [...head.matchAll(/<style[^>]*data-styled[^>]*>([\s\S]*?)<\/style>/g)]
    .map((match) => match[1])
    .join('');
  const classes = new Set(
    [...body.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/)),
  );
  return { sheet, classes };
}

/** A component's id: `sc-<hash>-<n>`, after its file and name where the compiler gives them. */
/** Whether the sheet has rules for the class, its own or only nested ones (`.x a{…}`). */
const hasRules = (sheet: string, name: string) => new RegExp(`\\.${name}(?![\\w-])`).test(sheet);

const isComponentId = (name: string) => /(^|-)sc-[0-9a-z]+-\d+$/.test(name);

test.describe('styled components on a built page', () => {
  for (const address of ['/', '/en/', '/fa-verd/', '/tjonstilkynningar/', '/vidskipti/']) {
    test(`${address}: the served HTML carries the rules of every styled class its markup uses`, async ({
      request,
    }) => {
      const html = await (await request.get(address)).text();
      const { sheet, classes } = stylesInHtml(html);
      // A styled component's element has its component id (sc-…) and the class of its rules.
      const ruleClasses = [...classes].filter(
        (name) => !isComponentId(name) && hasRules(sheet, name),
      );
      const componentIds = [...classes].filter(isComponentId);
      expect(componentIds.length, address).toBeGreaterThan(10);
      expect(ruleClasses.length, address).toBeGreaterThan(10);
      // Every element that is a styled component carries a class whose rules are in the head.
      const elementsWithoutRules = [...html.matchAll(/class="([^"]*\bsc-[^"]*)"/g)]
        .map((match) => match[1]!.split(/\s+/))
        .filter((names) => !names.some((name) => hasRules(sheet, name)))
        // A component whose template is empty (a wrapper) has no rules of its own to send.
        .filter((names) => names.some((name) => !isComponentId(name) && /^[a-zA-Z]/.test(name)));
      expect(elementsWithoutRules, address).toEqual([]);
    });
  }

  test('hydration takes over the server’s rules and writes none twice', async ({
    page,
    request,
  }) => {
    for (const address of ['/', '/en/investors/']) {
      const served = stylesInHtml(await (await request.get(address)).text());
      await page.goto(address);
      await hydrated(page);
      const live = await page.evaluate(() =>
        [...document.querySelectorAll('style[data-styled]')].flatMap((element) =>
          [...((element as HTMLStyleElement).sheet?.cssRules ?? [])].map((rule) => rule.cssText),
        ),
      );
      const sent = await page.evaluate((text) => {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(text);
        // styled-components' own markers (which rules belong to which component) are not rules.
        return [...sheet.cssRules]
          .map((rule) => rule.cssText)
          .filter((text) => !text.startsWith('data-styled'));
      }, served.sheet);
      // The served element is the sheet: styled-components made none of its own.
      const sheets = await page.evaluate(() =>
        [...document.querySelectorAll('style[data-styled]')].map((element) =>
          element.getAttribute('data-styled'),
        ),
      );
      expect(sheets, address).toEqual(['']);
      expect(sent.length, address).toBeGreaterThan(50);
      expect(new Set(live).size, address).toBe(live.length);
      expect(live, address).toEqual(expect.arrayContaining(sent));
    }
  });
});
