import { DownloadPdfButton } from '../../ui/files/DownloadPdfButton';
import { useTalkPdf } from './prestart-talks-api';

/** The talk with its attendance register and signatures as a PDF, made on the server when asked for. */
export function DownloadTalkPdf({ talkId }: { talkId: string }) {
  return <DownloadPdfButton pdf={useTalkPdf(talkId)} />;
}
