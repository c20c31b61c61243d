import enErrorCode from '../../../locales/en/errorCode.json';
import isErrorCode from '../../../locales/is/errorCode.json';
import { addTranslationGroups } from '../i18n';

// The server's error codes as people read them (the errorCode group) travel with the code that
// shows them (`errorMessage`, the portal), not with every page: a page that sends nothing to the
// API never shows one. Both languages, as a page may show either after a client-side move.
addTranslationGroups({ is: { errorCode: isErrorCode }, en: { errorCode: enErrorCode } });
