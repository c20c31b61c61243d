export { ChatAttachmentView } from './chat-attachment';
export { useChatFilePicker } from './chat-file-picker';
