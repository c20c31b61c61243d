import { __PRIVATE__, version } from 'styled-components';

/**
 * The styled components' rules a built page carries in its head, and how the browser takes them over.
 *
 * styled-components' own way: the server writes its sheet into `<style data-styled
 * data-styled-version>`, and the browser parses that text again, inserts every rule into a style
 * element of its own and removes the server's. On a phone that is one restyle of the whole page
 * while the app's code is evaluated, for rules the browser had already parsed and applied.
 *
 * Here the server's element is marked without the version, so styled-components leaves it alone,
 * and the browser keeps it: the rules stay where they are, styled-components learns which class
 * names it already holds (so it writes none twice) and inserts the rules of later renders into the
 * same sheet, each at its component's place, as it does in a sheet of its own. Where that cannot be
 * done safely, styled-components takes the element over its own way.
 */
export const SERVER_STYLES_SELECTOR = 'style[data-styled]:not([data-styled-version])';

const { StyleSheet, mainSheet } = __PRIVATE__;

/** What styled-components writes after each rule, and its marker after each component's rules. */
const SPLITTER = '/*!sc*/\n';
const MARKER = /^data-styled\.g\d+\[id="([\w-]+)"\]\{content:"([^"]*)"\}$/;

type GroupedTag = ReturnType<typeof mainSheet.getTag>;
type Tag = GroupedTag['tag'];

/** styled-components' view of a sheet, over the server's own element. */
function tagOver(sheet: CSSStyleSheet): Tag {
  return {
    get length() {
      return sheet.cssRules.length;
    },
    insertRule(index, rule) {
      try {
        sheet.insertRule(rule, index);
        return true;
      } catch {
        // A rule this browser cannot parse is skipped, as styled-components does.
        return false;
      }
    },
    deleteRule(index) {
      sheet.deleteRule(index);
    },
    getRule(index) {
      return sheet.cssRules[index]?.cssText ?? '';
    },
  };
}

type Group = { id: string; names: string[]; size: number };

/**
 * The sheet's rules by component, in their order: each component's rules end with its marker, which
 * lists the class names they were written for. Read from the text, as styled-components does; the
 * browser's parsed sheet must hold every rule of it.
 */
function groupsIn(text: string, parsedRules: number): Group[] | null {
  const groups: Group[] = [];
  let size = 0;
  let rules = 0;
  for (const part of text.split(SPLITTER)) {
    const rule = part.trim();
    if (!rule) continue;
    size += 1;
    rules += 1;
    const marker = MARKER.exec(rule);
    if (!marker) continue;
    groups.push({ id: marker[1]!, names: marker[2]!.split(',').filter(Boolean), size });
    size = 0;
  }
  // A rule after the last marker belongs to no component, and one this browser could not parse is
  // not in its sheet: either way the counts would put later rules in the wrong place.
  return size === 0 && rules === parsedRules ? groups : null;
}

/**
 * Takes the server's element over as styled-components' sheet. Runs before any styled component is
 * defined (the browser's first import), so the components get their places in the sheet's order.
 */
export function adoptServerStyles(): void {
  if (typeof document === 'undefined') return;
  const element = document.querySelector<HTMLStyleElement>(SERVER_STYLES_SELECTOR);
  if (!element?.sheet) return;
  const groups = groupsIn(element.textContent ?? '', element.sheet.cssRules.length);
  const places = groups?.map(({ id }) => StyleSheet.registerId(id)) ?? [];
  const inOrder = places.every((place, index) => index === 0 || place > places[index - 1]!);
  if (!groups || groups.length === 0 || !inOrder || mainSheet.tag) {
    // Not as expected, or nothing to take over: styled-components takes the element over its own way.
    element.setAttribute('data-styled-version', version);
    mainSheet.rehydrate();
    return;
  }
  groups.forEach(({ id, names }) => names.forEach((name) => mainSheet.registerName(id, name)));
  // styled-components' grouped sheet, with its empty element swapped for the server's.
  const grouped = mainSheet.getTag();
  (grouped.tag as { element?: Element }).element?.remove();
  grouped.tag = tagOver(element.sheet);
  const sizes = new Uint32Array(Math.max(grouped.length, places.at(-1)! + 1));
  groups.forEach(({ size }, index) => (sizes[places[index]!] = size));
  grouped.groupSizes = sizes;
  grouped.length = sizes.length;
}

adoptServerStyles();
