import type { TJsaWords } from './jsa-words';

/** What a JSA's page says for an id the server does not know (or a JSA on a job the person is not on). */
export function jsaNotFound(words: TJsaWords): { title: string; body: string } {
  return { title: `${words.One} not found`, body: `This ${words.one} does not exist, or is on a job you are not on.` };
}
