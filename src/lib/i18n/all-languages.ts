import { registerLanguageTexts } from './create-i18n';
import enTexts from './texts-en';
import isTexts from './texts-is';

/**
 * Both languages at once, synchronously: for the build, the server render and tests, which render
 * any page in any language. The browser loads only the page's language (`loadLanguage`).
 */
registerLanguageTexts('is', isTexts);
registerLanguageTexts('en', enTexts);
