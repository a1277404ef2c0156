import { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../../config.js';

export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    forcePathStyle: config.forcePathStyle,
    // The SDK's default adds CRC checksums, sent as trailers of an aws-chunked body for streams,
    // which several S3-compatible stores refuse. Integrity is kept with Content-MD5 instead, which
    // every store checks, so checksums are sent only where an operation requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
