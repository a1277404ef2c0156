/**
 * Answers link.html asked for before the page's code arrived (its inline script: a SWMS signing
 * link's page starts its one request at once, so the data does not wait for the chunks). Each is
 * handed out once; a later request for the same path goes to the server as usual.
 */
type TEarlyAnswers = Record<string, Promise<Response> | undefined>;

declare global {
  interface Window {
    __hivisEarlyAnswers?: TEarlyAnswers;
  }
}

export function takeEarlyAnswer(path: string): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const answers = window.__hivisEarlyAnswers;
  const answer = answers?.[path];
  if (answers && answer) delete answers[path];
  return answer;
}
