import type { TFile, TFileType } from '@hivis/contracts';
import { useCallback, useState } from 'react';
import { ApiError } from '../../api/api-error';
import { uploadFile } from '../../api/files-api';

export type TFileUpload = {
  /** Uploads the file, reporting progress; rejects with the reason (checked on the device or by the server). */
  upload: (file: File) => Promise<TFile>;
  /** Per cent sent while an upload runs; null when none does. */
  progress: number | null;
  /** The file of the upload that failed last, to offer "Try again" with; null after a success. */
  failed: File | null;
};

/** One screen's uploads of one file type, with the progress of the one running and the last one that failed. */
export function useFileUpload(fileType: TFileType): TFileUpload {
  const [progress, setProgress] = useState<number | null>(null);
  const [failed, setFailed] = useState<File | null>(null);
  const upload = useCallback(
    async (file: File) => {
      setProgress(0);
      setFailed(null);
      try {
        return await uploadFile(fileType, file, { onProgress: setProgress });
      } catch (error) {
        // Worth sending again only when it did not get through (no signal, a timeout, a server fault);
        // a file refused for its size or kind would be refused again.
        if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) setFailed(file);
        throw error;
      } finally {
        setProgress(null);
      }
    },
    [fileType],
  );
  return { upload, progress, failed };
}
