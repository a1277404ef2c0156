import { DownloadPdfButton } from '../../../ui/files/DownloadPdfButton';
import { useAuditPdf } from '../audits-api';

/** The audit's report as a PDF, made on the server when first asked for. */
export function DownloadAuditPdf({ auditId }: { auditId: string }) {
  return <DownloadPdfButton pdf={useAuditPdf(auditId)} />;
}
