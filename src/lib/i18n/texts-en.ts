import content from '../../../locales/en/content.json';
import defaultGroup from '../../../locales/en/default.json';
import global from '../../../locales/en/global.json';
import layout from '../../../locales/en/layout.json';
import ui from '../../../locales/en/ui.json';

/** The translation groups every page needs, in English. */
const texts = { content, default: defaultGroup, global, layout, ui };

export default texts;
