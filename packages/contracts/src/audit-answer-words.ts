import type { TAuditQuestion } from './audit-templates.js';

/** An answer in words, as the reviewer reads it; null for answers shown as files or not given. */
export function answerWords(question: TAuditQuestion, answer: unknown): string | null {
  if (answer === undefined || answer === null || answer === '') return null;
  const c = question.constraints;
  switch (question.type) {
    case 'boolean': {
      const safe = c.booleanStyle === 'safe_at_risk';
      if (answer === 'na') return 'N/A';
      if (answer === 'yes') return safe ? 'Safe' : 'Yes';
      if (answer === 'no') return safe ? 'At risk' : 'No';
      return String(answer);
    }
    case 'multi_radio':
    case 'multi_checklist':
    case 'multi_select': {
      const chosen = Array.isArray(answer) ? answer : [answer];
      const words = chosen.map((id) => question.options.find((option) => option.id === id)?.value ?? 'an option since removed');
      return words.length > 0 ? words.join(', ') : 'None ticked';
    }
    case 'number':
    case 'slider':
      return c.unit ? `${String(answer)} ${c.unit}` : String(answer);
    case 'show_file':
      return answer === true ? 'Seen' : null;
    case 'show_location': {
      const place = answer as { lat?: number; long?: number; accuracy?: number };
      return typeof place.lat === 'number' && typeof place.long === 'number'
        ? `${place.lat.toFixed(5)}, ${place.long.toFixed(5)}${typeof place.accuracy === 'number' ? ` (within ${Math.round(place.accuracy)} m)` : ''}`
        : null;
    }
    case 'signature':
    case 'photo':
    case 'audio':
    case 'file':
      return null;
    default:
      return typeof answer === 'string' ? answer : JSON.stringify(answer);
  }
}

/** The file ids an answer names (a signature, photos, recordings, files). */
export function answerFileIds(question: TAuditQuestion, answer: unknown): string[] {
  if (question.type === 'signature') return typeof answer === 'string' ? [answer] : [];
  if (question.type === 'photo' || question.type === 'audio' || question.type === 'file')
    return Array.isArray(answer) ? answer.filter((id) => typeof id === 'string') : [];
  return [];
}
