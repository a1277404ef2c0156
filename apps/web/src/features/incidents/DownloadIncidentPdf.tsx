import { DownloadPdfButton } from '../../ui/files/DownloadPdfButton';
import { useIncidentPdf } from './incidents-api';

/** The incident's report as a PDF, made on the server when asked for. */
export function DownloadIncidentPdf({ incidentId }: { incidentId: string }) {
  return <DownloadPdfButton pdf={useIncidentPdf(incidentId)} />;
}
