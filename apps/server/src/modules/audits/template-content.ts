import { isDeepStrictEqual } from 'node:util';
import type { TAuditSection, TAuditTemplate } from '@hivis/contracts';

/** What a version of a template stores, and the counts its list row shows. */
export type TemplateContent = {
  name: string;
  description: string;
  sections: TAuditSection[];
  sectionCount: number;
  questionCount: number;
};

/** A parsed template as stored: sections in their order, numbered from 0 without gaps. */
export function templateContent(template: TAuditTemplate): TemplateContent {
  const sections = [...template.sections].sort((a, b) => a.order - b.order).map((section, order) => ({ ...section, order }));
  return {
    name: template.name,
    description: template.description,
    sections,
    sectionCount: sections.length,
    questionCount: sections.reduce((total, section) => total + section.elements.length, 0),
  };
}

/** Whether saving this content would change the version: what an audit would answer differently. */
export function sameContent(
  a: Pick<TemplateContent, 'name' | 'description' | 'sections'>,
  b: Pick<TemplateContent, 'name' | 'description' | 'sections'>,
): boolean {
  // As stored: jsonb keeps no key order and drops nothing but undefined, so compare the JSON's values.
  const stored = (sections: TAuditSection[]) => JSON.parse(JSON.stringify(sections)) as unknown;
  return a.name === b.name && a.description === b.description && isDeepStrictEqual(stored(a.sections), stored(b.sections));
}
