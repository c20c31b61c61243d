export {
  ChatConnection,
  chatSocketUrl,
  type ChatTransport,
  type ConnectionState,
} from './chat-connection';
export { ChatPolling, VisitorChatLink, type VisitorLinkOptions } from './chat-polling';
export { compareMessageIds, newClientId } from './message-ids';
export { lastFrom, lastMessageState, pageInView, type DeliveryState } from './delivery';
export { useReadMarks, type MarksToSend } from './use-read-marks';
export { chatFileForm } from './chat-file';
