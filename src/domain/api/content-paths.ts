/** The content service's calls for settings and car help; plain values the browser bundle may import. */
import type { CarHelpResponse } from './carhelp';
import type { LanguageQuery } from './common';
import type { GeneralConfigResponse } from './content-config';
import { endpoint, type Get } from './endpoint';

/** GET /api/contentConfig/v1/general/ */
export const GENERAL_CONFIG_API = endpoint<Get<GeneralConfigResponse, LanguageQuery>>(
  '/api/contentConfig/v1/general/',
);

/** GET /api/content/v1/carhelp/ */
export const CARHELP_API = endpoint<Get<CarHelpResponse, LanguageQuery>>(
  '/api/content/v1/carhelp/',
);
