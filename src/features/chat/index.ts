export { compareMessageIds, hasLiveChat, isChatWidgetReady, newClientId } from './chat-storage';
export { ChatConnection, type ConnectionState } from './chat-connection';

/** The widget itself, loaded only when the chat is opened. */
export const loadChatWidget = () => import(/* webpackChunkName: "chat-widget" */ './chat-widget');
