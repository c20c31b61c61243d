/**
 * Our styled components: the `styled`, `css` and `keyframes` we write styles with, on stylis (the
 * CSS compiler styled-components ran) and a sheet of our own: about 3 KB of gzip in the browser,
 * where styled-components weighed 12 KB on every page (decision 055). A class name is a hash of
 * its CSS, so the server's render and the browser's hydration agree without a compiler's ids.
 *
 * What it does, as our components use it:
 * - `styled.div` and `styled(Component)`, with `.attrs(...)`, `as`, refs and `$transient` props,
 *   which never reach the DOM or a component that is not a styled one;
 * - every interpolation sees the props with the theme (the one `theme`: there is no provider);
 * - `css` fragments and `keyframes`, flattened with the props where they are used;
 * - a sheet per server render (`StyleSheetTarget`), as Gatsby renders two pages at once.
 */
import { compile as parseCss, serialize, stringify } from 'stylis';
import {
  createContext,
  createElement,
  forwardRef,
  useContext,
  type ComponentPropsWithRef,
  type ElementType,
  type FunctionComponent,
  type JSX,
  type ReactElement,
} from 'react';
import { theme, type Theme } from './theme';

export type DefaultTheme = Theme;

type ThemeProps = { theme: Theme };

/** What a template may interpolate: values, fragments, animations, or a function of the props. */
export type Interpolation<P> =
  | string
  | number
  | false
  | null
  | undefined
  | Keyframes
  | CssFragment<P>
  | ((props: P & ThemeProps) => Interpolation<P>);

/** The strings of a template: tagged, or as an array once the build's plugin has minified them. */
type TemplateStrings = TemplateStringsArray | readonly string[];

/** The id of the page's `<style>` that holds the components' rules, written by the server. */
export const COMPONENT_STYLES_ID = 'component-styles';

/**
 * A distinct text's name (`st-` or `kf-` and a hash of it) and, compiled by stylis only when a
 * sheet needs them, its rule sets.
 */
class CompiledCss {
  private compiled: string[] | undefined;
  constructor(
    readonly name: string,
    private readonly source: string,
  ) {}
  get ruleSets(): string[] {
    return (this.compiled ??= parseCss(this.source).map((element) =>
      serialize([element], stringify),
    ));
  }
}

/**
 * Where rules go. A rule set added `first` goes before every other: a component handed another's
 * class (it is being extended) puts its rules first, so the extension's win at equal specificity,
 * as they did with styled-components.
 */
interface StyleSheet {
  add(css: CompiledCss, first: boolean): void;
}

/** A server render's rules, for the page's head. */
export class CollectedStyles implements StyleSheet {
  private text = '';
  private readonly names = new Set<string>();
  add(css: CompiledCss, first: boolean) {
    if (this.names.has(css.name)) return;
    this.names.add(css.name);
    const rules = css.ruleSets.join('');
    this.text = first ? rules + this.text : this.text + rules;
  }
  toString() {
    return this.text;
  }
}

/** The class and animation names in a sheet's text. */
const NAMES_IN_SHEET = /(?:\.|@keyframes )((?:st|kf)-[0-9a-z]+)/g;

/**
 * The document's rules: those the server wrote stay as they are (found by name, so hydrating
 * compiles no CSS), new ones are inserted one by one into the same sheet (rewriting its text
 * would make the browser read every rule again).
 */
class DocumentStyles implements StyleSheet {
  private sheet: CSSStyleSheet | null | undefined;
  private readonly present = new Set<string>();
  add(css: CompiledCss, first: boolean) {
    this.sheet ??= this.attach();
    if (this.present.has(css.name) || !this.sheet) return;
    this.present.add(css.name);
    let position = first ? 0 : this.sheet.cssRules.length;
    for (const rule of css.ruleSets) {
      try {
        this.sheet.insertRule(rule, position);
        position += 1;
      } catch {
        // A rule this browser cannot read is left out, as it would be in a style sheet's text.
      }
    }
  }
  private attach(): CSSStyleSheet | null {
    let element = document.getElementById(COMPONENT_STYLES_ID) as HTMLStyleElement | null;
    if (!element) {
      element = Object.assign(document.createElement('style'), { id: COMPONENT_STYLES_ID });
      document.head.append(element);
    }
    for (const [, name] of (element.textContent ?? '').matchAll(NAMES_IN_SHEET)) {
      this.present.add(name!);
    }
    return element.sheet;
  }
}

/** 32-bit FNV-1a of a text, in base 36: a short name that follows from the CSS. */
function hash(text: string): string {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value = Math.imul(value ^ text.charCodeAt(index), 0x01000193);
  }
  return (value >>> 0).toString(36);
}

/** Our classes' prefix, so a component can tell it is handed another styled component's class. */
const CLASS_PREFIX = 'st-';
const STYLED_CLASS = new RegExp(`(^|\\s)${CLASS_PREFIX}`);

const compiledTexts = new Map<string, CompiledCss>();

/** A text's class (or animation) name and rules, one object per distinct text. */
function compileCss(text: string, keyframes = false): CompiledCss {
  const key = keyframes ? `@keyframes ${text}` : text;
  let compiled = compiledTexts.get(key);
  if (!compiled) {
    const name = (keyframes ? 'kf-' : CLASS_PREFIX) + hash(key);
    compiled = new CompiledCss(
      name,
      keyframes ? `@keyframes ${name}{${text}}` : `.${name}{${text}}`,
    );
    compiledTexts.set(key, compiled);
  }
  return compiled;
}

/** A `css` fragment: kept as written and flattened with the props of the component using it. */
export class CssFragment<P> {
  constructor(
    readonly strings: TemplateStrings,
    readonly interpolations: readonly Interpolation<P>[],
  ) {}
}

/** A `@keyframes` rule named by its content, added to the sheet of any render that uses it. */
export class Keyframes {
  private readonly compiled: CompiledCss;
  constructor(body: string) {
    this.compiled = compileCss(body, true);
  }
  use(sheet: StyleSheet): string {
    sheet.add(this.compiled, false);
    return this.compiled.name;
  }
}

const SheetContext = createContext<CollectedStyles | undefined>(undefined);

/** Collects the rules of what renders inside it, for the page's head (server only). */
export const StyleSheetTarget = SheetContext.Provider;

/** Rules nobody collects: a server render outside `StyleSheetTarget` (tests). */
const uncollected = new CollectedStyles();

/** The browser's one sheet: every component writes to it, and no render reads the context. */
const documentStyles = typeof document === 'undefined' ? undefined : new DocumentStyles();

const useStyleSheet: () => StyleSheet = documentStyles
  ? () => documentStyles
  : () => useContext(SheetContext) ?? uncollected;

function flatten<P>(
  interpolation: Interpolation<P>,
  props: P & ThemeProps,
  sheet: StyleSheet,
): string {
  if (interpolation === false || interpolation === null || interpolation === undefined) return '';
  if (isStyled(interpolation)) {
    throw new Error('A styled component cannot be a selector here: give the element a class.');
  }
  if (typeof interpolation === 'function') return flatten(interpolation(props), props, sheet);
  if (interpolation instanceof Keyframes) return interpolation.use(sheet);
  if (interpolation instanceof CssFragment) {
    return compile(interpolation.strings, interpolation.interpolations, props, sheet);
  }
  return String(interpolation);
}

function compile<P>(
  strings: TemplateStrings,
  interpolations: readonly Interpolation<P>[],
  props: P & ThemeProps,
  sheet: StyleSheet,
): string {
  let text = strings[0] ?? '';
  for (let index = 0; index < interpolations.length; index += 1) {
    text += flatten(interpolations[index], props, sheet) + (strings[index + 1] ?? '');
  }
  return text;
}

const STYLED = Symbol.for('skjol.styled');

type PropsOf<C extends ElementType> = ComponentPropsWithRef<C>;
type AsProp = { as?: ElementType };

export type StyledComponent<C extends ElementType, P extends object> = FunctionComponent<
  PropsOf<C> & P & AsProp
> & { readonly [STYLED]: true };

type Attrs<P> = object | ((props: P) => object);

export interface StyledTemplate<C extends ElementType, A extends object> {
  <P extends object = object>(
    strings: TemplateStringsArray,
    ...interpolations: Interpolation<PropsOf<C> & A & P>[]
  ): StyledComponent<C, P & Partial<A>>;
  attrs<N extends object>(attrs: N | ((props: PropsOf<C> & A) => N)): StyledTemplate<C, A & N>;
}

function isStyled(type: unknown): boolean {
  return (
    (typeof type === 'function' || typeof type === 'object') && type !== null && STYLED in type
  );
}

function createStyled(
  tag: ElementType,
  attrs: readonly Attrs<Record<string, unknown>>[],
  strings: TemplateStrings,
  interpolations: readonly Interpolation<Record<string, unknown>>[],
) {
  // `as` swaps the element, except through a styled component, which takes it on itself.
  const passesAsOn = isStyled(tag);
  const Styled = (incoming: Record<string, unknown>, ref: unknown): ReactElement => {
    const sheet = useStyleSheet();
    const props: Record<string, unknown> = { ...incoming };
    for (const extra of attrs)
      Object.assign(props, typeof extra === 'function' ? extra(props) : extra);
    const given = typeof props.className === 'string' ? props.className : '';
    const styles = compileCss(compile(strings, interpolations, { ...props, theme }, sheet));
    sheet.add(styles, STYLED_CLASS.test(given));
    props.className = given ? `${styles.name} ${given}` : styles.name;
    const element = passesAsOn ? tag : ((props.as as ElementType | undefined) ?? tag);
    if (!isStyled(element)) {
      delete props.as;
      for (const key of Object.keys(props)) if (key.startsWith('$')) delete props[key];
    }
    if (ref) props.ref = ref;
    return createElement(element, props);
  };
  const component = forwardRef(Styled) as unknown as { [STYLED]: true };
  component[STYLED] = true;
  return component;
}

function templateFor<C extends ElementType>(
  tag: C,
  attrs: readonly Attrs<Record<string, unknown>>[] = [],
): StyledTemplate<C, object> {
  const template = (
    strings: TemplateStrings,
    ...interpolations: Interpolation<Record<string, unknown>>[]
  ) => createStyled(tag, attrs, strings, interpolations);
  template.attrs = (extra: Attrs<Record<string, unknown>>) => templateFor(tag, [...attrs, extra]);
  return template as unknown as StyledTemplate<C, object>;
}

type Styled = (<C extends ElementType>(component: C) => StyledTemplate<C, object>) & {
  [Tag in keyof JSX.IntrinsicElements]: StyledTemplate<Tag, object>;
};

/** `styled.div`, `styled.button`… and `styled(Component)`. */
const styled = new Proxy(templateFor, {
  get: (base, key, receiver) =>
    typeof key === 'string' ? templateFor(key as ElementType) : Reflect.get(base, key, receiver),
}) as unknown as Styled;

export default styled;

/** A fragment of styles, interpolated into a styled template and flattened with its props. */
export function css<P extends object = object>(
  strings: TemplateStringsArray,
  ...interpolations: Interpolation<P>[]
): CssFragment<P> {
  return new CssFragment<P>(strings, interpolations);
}

/** A `@keyframes` rule, named by its content. */
export function keyframes(
  strings: TemplateStringsArray,
  ...values: (string | number)[]
): Keyframes {
  return new Keyframes(compile(strings, values, { theme }, uncollected));
}
