/** A block of help text: a paragraph, a list of points, or numbered steps. Plain text only. */
export type THelpBlock = { kind: 'p'; text: string } | { kind: 'list'; items: string[] } | { kind: 'steps'; items: string[] };

/** One topic of the user guide: its heading and the anchor it is linked by (/help/user-guide#id). */
export type THelpTopic = {
  id: string;
  title: string;
  /** One line under the topic's link on the help page. */
  summary: string;
  blocks: THelpBlock[];
};

export type TFaq = { id: string; question: string; answer: string[] };
