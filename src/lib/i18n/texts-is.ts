import content from '../../../locales/is/content.json';
import defaultGroup from '../../../locales/is/default.json';
import global from '../../../locales/is/global.json';
import layout from '../../../locales/is/layout.json';
import ui from '../../../locales/is/ui.json';

/** The translation groups every page needs, in Icelandic. */
const texts = { content, default: defaultGroup, global, layout, ui };

export default texts;
