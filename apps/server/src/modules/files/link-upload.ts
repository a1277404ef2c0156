import type { TFile, TFileType } from '@hivis/contracts';
import type { Upload } from './files.service.js';

/**
 * An upload without a token, through a link another module hands out (a SWMS signing link lets
 * its signer upload the signature image). The module that owns the link says which file type it
 * accepts and whether the link is open; the files routes ask it before any byte of the file is
 * read, and read at most that file type's size.
 *
 * The module hands it to the files routes (app.ts), so the files module knows no other module's
 * links or tables.
 */
export type LinkUpload = {
  /** The multipart field that carries the link's id ('signingRequestId'), sent before the file. */
  field: string;
  /** The file types a link of this kind accepts. */
  fileTypes: readonly TFileType[];
  /**
   * Checks the link (throws 401 unless it is open) and returns how the file is stored through
   * it, for the link's company (the upload carries its file type).
   */
  open: (linkId: string, clientAddress: string) => Promise<(upload: Upload) => Promise<TFile>>;
};
