import { v7 as uuidv7 } from 'uuid';
import { prepareFile } from '../../../../offline/attachments/queue-attachment';
import type { TAuditFile } from '../audit-in-progress-db';

/*
 * A photo, recording or file taken for an audit answer: checked by the server's rules for its
 * kind before it is kept (a 30 MB video is refused at once, in the server's words; the refusal is
 * AttachmentRefused), a photo drawn again smaller as the outbox does for every photo, and given
 * the id its answer names.
 */
export async function takeFile(fileType: TAuditFile['fileType'], file: File): Promise<Omit<TAuditFile, 'auditKey'>> {
  const { blob, name, takenAt } = await prepareFile(fileType, file);
  return { id: uuidv7(), fileType, name, blob, takenAt };
}
