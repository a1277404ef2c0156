import { DEFAULT_RISK_BANDS, jsaTitle } from '@hivis/contracts';
import type { TRiskBand, TRiskBandCode } from '@hivis/contracts';

/*
 * How the JSA screens say things. A company in New Zealand calls the same record a task analysis
 * (contracts' jsaTitle), so every heading and button that names it takes the company's words.
 */

export type TJsaWords = {
  /** The document's title: "Job Safety Analysis" or "Task Analysis". */
  document: string;
  /** The list's heading: "JSA Reports" or "Task Analyses". */
  list: string;
  /** One, in a sentence or on a button: "JSA" or "task analysis". */
  one: string;
  /** The same at the start of a line: "JSA" or "Task analysis". */
  One: string;
  /** Several, as a panel's heading: "JSAs" or "Task analyses". */
  many: string;
  /** Several, in a sentence: "JSAs" or "task analyses". */
  manyInText: string;
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function jsaWords(country: string | null | undefined): TJsaWords {
  const nz = country === 'NZ';
  const one = nz ? 'task analysis' : 'JSA';
  const manyInText = nz ? 'task analyses' : 'JSAs';
  return { document: jsaTitle(country), list: nz ? 'Task Analyses' : 'JSA Reports', one, One: capitalised(one), many: capitalised(manyInText), manyInText };
}

/** A job as every screen names it: its number first, as the office quotes it, then its title. */
export function jobWords(job: { title: string; jobNumber?: string | null }): string {
  return job.jobNumber ? `${job.jobNumber} · ${job.title}` : job.title;
}

/** "3 signed", "Nobody signed yet": the people signed on to the current version. */
export function signedWords(count: number): string {
  return count === 0 ? 'Nobody signed yet' : `${count} signed`;
}

/** "3 signed this version": the register's own count, where earlier versions' signers are listed too. */
export function signedThisVersionWords(count: number): string {
  return count === 0 ? 'Nobody has signed this version yet' : `${count} signed this version`;
}

/** "Version 2". */
export const versionWords = (version: number) => `Version ${version}`;

/** The band of a code as the SWMS shows it (the default bands: the list answers the code only). */
export function bandOf(code: TRiskBandCode): TRiskBand {
  return DEFAULT_RISK_BANDS.find((band) => band.code === code) ?? { code, label: capitalised(code), minScore: 0 };
}

/** What a residual band says aloud: "Highest risk after controls: High". */
export function residualWords(code: TRiskBandCode): string {
  return `Highest risk after controls: ${bandOf(code).label}`;
}

/** How a JSA reads in the outbox and Needs attention: "JSA: Cut and lift balcony tiles". */
export function jsaLabel(words: TJsaWords, task: string): string {
  return `${words.One}: ${task.trim() || 'no task named'}`;
}

/** One crew member's sign-on there: "Sign-on of Will Worker: Cut and lift balcony tiles JSA". */
export function signOnLabel(words: TJsaWords, signerName: string, task: string): string {
  return `Sign-on of ${signerName}: ${task} ${words.one}`;
}

/** The signed-in person's own signature there: "Your signature: Cut and lift balcony tiles JSA". */
export function ownSignatureLabel(words: TJsaWords, task: string): string {
  return `Your signature: ${task} ${words.one}`;
}
