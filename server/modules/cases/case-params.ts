import { Type } from 'typebox';
import { Uuid } from '../../../src/domain/api/common';

export const CaseParams = Type.Object({ id: Uuid });
export const CaseAttachmentParams = Type.Object({ id: Uuid, attachmentId: Uuid });
