import type { GeneralConfigResponse } from '../../../domain/api/content-config';
import { GENERAL_CONFIG_API } from '../../../domain/api/content-paths';
import type { Language } from '../../../domain/languages';
import { perLanguageResource, type ResourceState } from '../../../lib/per-language-resource';

// Asked once per language and page load; a failure is forgotten so that the next opening asks again.
// The API client comes with the first question: a content page has no other use for it, and the panel
// shows its first view without the answer.
const generalConfig = perLanguageResource(async (language) => {
  const { call } = await import(/* webpackChunkName: "api-call" */ '../../../lib/api/call');
  return call(GENERAL_CONFIG_API, { payload: { lang: language } });
}, 'The general settings could not be fetched');

/** Only for tests. */
export const forgetGeneralConfig = generalConfig.forget;

export type GeneralConfigState = ResourceState<GeneralConfigResponse>;

/**
 * The site's general settings as the content service keeps them now (phone, e-mail, the phone and
 * chat opening hours): read at run time, so that an editor's change reaches pages built before it.
 */
export function useGeneralConfig(language: Language): GeneralConfigState {
  return generalConfig.useResource(language);
}
