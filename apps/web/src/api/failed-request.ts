/*
 * The server's id (X-Request-Id) of the last API call that failed: an error report names it, so
 * whoever reads the server's log finds the other side of the failure.
 */
let lastId: string | null = null;

export function noteFailedRequest(requestId: string | null): void {
  if (requestId) lastId = requestId;
}

export function lastFailedRequestId(): string | null {
  return lastId;
}
