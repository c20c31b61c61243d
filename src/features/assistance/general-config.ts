import { useEffect, useState } from 'react';
import { GENERAL_CONFIG_API, type GeneralConfigResponse } from '../../domain/api/content-config';
import type { Language } from '../../domain/languages';
import { call } from '../../lib/api/call';

// Asked once per language and page load; a failure is forgotten so that the next opening asks again.
const asked = new Map<Language, Promise<GeneralConfigResponse>>();

function fetchGeneralConfig(language: Language): Promise<GeneralConfigResponse> {
  let pending = asked.get(language);
  if (!pending) {
    pending = call<GeneralConfigResponse>(`${GENERAL_CONFIG_API}?lang=${language}`);
    pending.catch(() => asked.delete(language));
    asked.set(language, pending);
  }
  return pending;
}

/** Only for tests. */
export function forgetGeneralConfig(): void {
  asked.clear();
}

export type GeneralConfigState =
  { status: 'loading' } | { status: 'ready'; config: GeneralConfigResponse } | { status: 'error' };

/**
 * The site's general settings as the content service keeps them now (phone, e-mail, the phone and
 * chat opening hours): read at run time, so that an editor's change reaches pages built before it.
 */
export function useGeneralConfig(language: Language): GeneralConfigState {
  const [state, setState] = useState<GeneralConfigState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    fetchGeneralConfig(language).then(
      (config) => {
        if (current) setState({ status: 'ready', config });
      },
      (error: unknown) => {
        console.warn('The general settings could not be fetched', error);
        if (current) setState({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [language]);
  return state;
}
