export { ChatConnection, chatSocketUrl, type ConnectionState } from './chat-connection';
export { compareMessageIds, newClientId } from './message-ids';
