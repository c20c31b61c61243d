import { startTransition, useEffect, useState } from 'react';
import type { Language } from '../domain/languages';

/** What a component sees of a per-language resource: still on its way, in hand, or not to be had. */
export type ResourceState<T> =
  | { status: 'loading'; data?: undefined }
  | { status: 'ready'; data: T }
  | { status: 'error'; data?: undefined };

export type PerLanguageResource<T> = {
  /** The resource in `language`, asked for at most once at a time and shared by every caller. */
  load(language: Language): Promise<T>;
  /**
   * The resource in the page's language, fetched after mount. With `enabled: false` nothing is
   * fetched and the state stays 'loading' (for callers that sometimes have the data already).
   */
  useResource(language: Language, options?: { enabled?: boolean }): ResourceState<T>;
  /** Empties the cache; only for tests. */
  forget(): void;
};

const LOADING: ResourceState<never> = { status: 'loading' };
const ERROR: ResourceState<never> = { status: 'error' };

/**
 * A document fetched at run time once per language and page load, kept in a module-level cache so
 * every component that shows it shares the one request. A failed request is dropped from the cache,
 * so the next component to mount (or the next page) asks again; `failureMessage` is what the console
 * warning says then. Nothing is fetched while rendering, so the server render (no window) and the
 * browser's first render agree: both show 'loading'.
 */
export function perLanguageResource<T>(
  fetcher: (language: Language) => Promise<T>,
  failureMessage: string,
): PerLanguageResource<T> {
  const cache = new Map<Language, Promise<T>>();

  function load(language: Language): Promise<T> {
    let pending = cache.get(language);
    if (!pending) {
      pending = fetcher(language);
      // Forget only this very request: a later one may already stand in its place.
      const failed = pending;
      failed.catch(() => {
        if (cache.get(language) === failed) cache.delete(language);
      });
      cache.set(language, pending);
    }
    return pending;
  }

  function useResource(
    language: Language,
    { enabled = true }: { enabled?: boolean } = {},
  ): ResourceState<T> {
    // The settled state remembers which language it is for, so that after a switch of language
    // the old language's document is never shown, not even for the one render before the effect.
    const [settled, setSettled] = useState<{ language: Language; state: ResourceState<T> }>();
    useEffect(() => {
      if (!enabled) return undefined;
      let current = true;
      setSettled(undefined);
      // What arrives is drawn as a transition: in slices the visitor's taps and keys can come between,
      // not in one pass that holds the page while it loads.
      const settle = (state: ResourceState<T>) =>
        startTransition(() => {
          if (current) setSettled({ language, state });
        });
      load(language).then(
        (data) => settle({ status: 'ready', data }),
        (error: unknown) => {
          console.warn(failureMessage, error);
          settle(ERROR);
        },
      );
      return () => {
        current = false;
      };
    }, [language, enabled]);
    return enabled && settled?.language === language ? settled.state : LOADING;
  }

  return { load, useResource, forget: () => cache.clear() };
}
