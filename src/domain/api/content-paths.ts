/** The content service's calls for settings and car help; plain values the browser bundle may import. */

/** GET /api/contentConfig/v1/general/ */
export const GENERAL_CONFIG_API = '/api/contentConfig/v1/general/';

/** GET /api/content/v1/carhelp/ */
export const CARHELP_API = '/api/content/v1/carhelp/';
