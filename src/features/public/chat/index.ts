export { hasLiveChat, isChatWidgetReady } from './chat-storage';
export { mayHaveLiveChat } from './chat-key';

/** The widget itself, loaded only when the chat is opened. */
export const loadChatWidget = () => import(/* webpackChunkName: "chat-widget" */ './chat-widget');
