import type { TAuditQuestion } from '@hivis/contracts';
import type { TAuditFile } from '../audit-in-progress-db';

/** What every answer control gets: its question, the answer so far, and how to change it. */
export type TAnswerProps = {
  question: TAuditQuestion;
  answer: unknown;
  onAnswer: (answer: unknown) => void;
  /** The id of the question's prompt, which names the control for screen readers. */
  labelId: string;
  /** The id of the question's problem, when it has one. */
  errorId: string | undefined;
};

/** The files taken on this phone for the audit, and keeping or dropping one. */
export type TAuditFileStore = {
  files: readonly TAuditFile[];
  keep: (file: Omit<TAuditFile, 'auditKey'>) => Promise<void>;
  drop: (id: string) => Promise<void>;
};
