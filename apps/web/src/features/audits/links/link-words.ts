import {
  AUDIT_LINK_MESSAGES,
  ZAuditLinkEditSchema,
  ZNewAuditLinkSchema,
  formatZonedDateTime,
  instantOfZonedLocal,
  plusDays,
  zonedDateOf,
  zonedLocalDateTime,
} from '@hivis/contracts';
import type { TAuditLink, TAuditLinkCapacity, TAuditLinkEdit, TAuditLinkKind, TAuditLinkState, TNewAuditLink } from '@hivis/contracts';
import { validateWith } from '../../../ui/forms/form-validation';

/*
 * The words and values of the web links screen, kept apart from the screen so they can be tested:
 * what the plan allows, when a link stops, and the form's values as the API takes them.
 */

export const KIND_LABELS: Record<TAuditLinkKind, string> = { permanent: 'Permanent', temporary: 'Temporary' };

/** Filled with dark shades, as the dashboard links are: white text on them reads easily. */
export const STATE_BADGES: Record<TAuditLinkState, { label: string; color: string }> = {
  on: { label: 'On', color: 'teal.9' },
  off: { label: 'Off', color: 'gray.7' },
  expired: { label: 'Expired', color: 'red.9' },
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** A well-formed id, so a template not chosen yet does not hide the other fields' problems. */
const ZERO_ID = '00000000-0000-4000-8000-000000000000';

export type TCapacityLine = {
  /** The sentence, e.g. "Permanent links: 1 of 2 in use". */
  text: string;
  /** No new link of this kind can be switched on: the plan's are taken, or it has none. */
  full: boolean;
  /** The plan has none of this kind, or fewer than are on: worth a way to the plan. */
  needsPlan: boolean;
};

/** What the plan allows of one kind of link, plainly. */
export function capacityLine(kind: TAuditLinkKind, { used, limit }: TAuditLinkCapacity[TAuditLinkKind]): TCapacityLine {
  const heading = `${KIND_LABELS[kind]} links`;
  const lower = kind === 'permanent' ? 'permanent links' : 'temporary links';
  if (limit <= 0 && used <= 0) return { text: `${heading}: your plan has none. You can add ${lower} to your plan.`, full: true, needsPlan: true };
  if (used > limit) {
    const newest = used - limit === 1 ? 'The newest one is' : `The newest ${used - limit} are`;
    const plan = limit === 0 ? 'none' : String(limit);
    return {
      text: `${heading}: ${used} on, but your plan has ${plan}. ${newest} not taking answers: switch links off, or add more to your plan.`,
      full: true,
      needsPlan: true,
    };
  }
  if (used === limit)
    return {
      text: `${heading}: ${used} of ${limit} in use. All are taken: switch one off to make room, or add more to your plan.`,
      full: true,
      needsPlan: true,
    };
  return { text: `${heading}: ${used} of ${limit} in use`, full: false, needsPlan: false };
}

/**
 * Said in the form before sending, when no link of the kind chosen can be made: the server's own
 * words when the plan's places are taken, plainer ones when the plan has none of that kind.
 */
export function noRoomMessage(kind: TAuditLinkKind, { limit }: TAuditLinkCapacity[TAuditLinkKind]): string {
  if (limit <= 0) return `Your plan has no ${kind} audit links. Add some to your plan to make one.`;
  return kind === 'permanent' ? AUDIT_LINK_MESSAGES.capacityPermanent : AUDIT_LINK_MESSAGES.capacityTemporary;
}

/** Whether the server refused for the plan's capacity (403): worth the way to the plan beside it. */
export const isCapacityMessage = (message: string | null): message is string =>
  message === AUDIT_LINK_MESSAGES.capacityPermanent || message === AUDIT_LINK_MESSAGES.capacityTemporary;

/** When a link stops taking answers, in the company's zone and the app's date and time format. */
export function expiryWords(link: Pick<TAuditLink, 'kind' | 'expiresAt'>, timeZone: string, now = new Date()): string {
  if (link.kind === 'permanent' || !link.expiresAt) return 'Permanent: no expiry';
  const at = new Date(link.expiresAt);
  if (Number.isNaN(at.getTime())) return 'Temporary';
  return `${at.getTime() <= now.getTime() ? 'Expired' : 'Expires'} ${formatZonedDateTime(at, timeZone)}`;
}

/** "No audits yet", "1 audit received", "12 audits received". */
export const responsesWords = (count: number) => (count === 0 ? 'No audits received yet' : `${plural(count, 'audit', 'audits')} received`);

/** What the form holds: the expiry as the date and time fields show it, in the company's zone. */
export type TLinkFormValues = {
  auditTemplateId: string;
  name: string;
  kind: TAuditLinkKind;
  /** YYYY-MM-DD, as a date field gives it. */
  expiresDate: string;
  /** HH:mm, as a time field gives it. */
  expiresTime: string;
  brandingVisible: boolean;
};

/** A new temporary link lasts a week, to the end of the working day, unless told otherwise. */
export const DEFAULT_DAYS = 7;
export const DEFAULT_TIME = '17:00';

/** The form for a new link: the template asked for, the kind the plan has room for, branding on. */
export function newLinkValues(templateId: string | null, capacity: TAuditLinkCapacity | undefined, timeZone: string, now = new Date()): TLinkFormValues {
  const roomFor = (kind: TAuditLinkKind) => !capacity || capacity[kind].used < capacity[kind].limit;
  const kind: TAuditLinkKind = !roomFor('permanent') && roomFor('temporary') ? 'temporary' : 'permanent';
  return {
    auditTemplateId: templateId ?? '',
    name: '',
    kind,
    expiresDate: plusDays(zonedDateOf(now, timeZone), DEFAULT_DAYS),
    expiresTime: DEFAULT_TIME,
    brandingVisible: true,
  };
}

/**
 * An existing link's settings in the form. A temporary link keeps its expiry, even a past one
 * (the form says so); switched on again, a link past its expiry is offered a week from now, and a
 * permanent link has none to show.
 */
export function editLinkValues(link: TAuditLink, timeZone: string, now = new Date(), switchingOn = false): TLinkFormValues {
  const fallback = newLinkValues(link.auditTemplateId, undefined, timeZone, now);
  const keep = link.expiresAt !== null && !(switchingOn && Date.parse(link.expiresAt) <= now.getTime());
  const [date, time] = keep && link.expiresAt ? zonedLocalDateTime(link.expiresAt, timeZone).split('T') : [];
  return {
    auditTemplateId: link.auditTemplateId,
    name: link.name,
    kind: link.kind,
    expiresDate: date ?? fallback.expiresDate,
    expiresTime: time ?? fallback.expiresTime,
    brandingVisible: link.brandingVisible,
  };
}

/**
 * Whether an edit leaves the link on. The switch decides on and off; the edit keeps what it is,
 * save an expired link: given a later expiry it opens again (and takes a place), left past it,
 * it stays closed (sent as off, which the server allows with any expiry).
 */
export function enabledAfterEdit(link: Pick<TAuditLink, 'state'>, values: TLinkFormValues, switchingOn: boolean, timeZone: string, now = new Date()): boolean {
  if (switchingOn || link.state === 'on') return true;
  if (link.state === 'off') return false;
  const at = expiryOf(values, timeZone);
  return at !== null && Date.parse(at) > now.getTime();
}

/** The expiry fields as the instant the API takes: null for a permanent link or fields not filled. */
export function expiryOf(values: Pick<TLinkFormValues, 'kind' | 'expiresDate' | 'expiresTime'>, timeZone: string): string | null {
  if (values.kind !== 'temporary' || !values.expiresDate || !values.expiresTime) return null;
  return instantOfZonedLocal(`${values.expiresDate}T${values.expiresTime}`, timeZone)?.toISOString() ?? null;
}

/** POST /api/v3/audit/link's body. */
export function newLinkOf(values: TLinkFormValues, timeZone: string): TNewAuditLink {
  return {
    auditTemplateId: values.auditTemplateId,
    name: values.name.trim(),
    kind: values.kind,
    expiresAt: expiryOf(values, timeZone),
    brandingVisible: values.brandingVisible,
  };
}

/** PUT /api/v3/audit/link's body: the form's settings, on or off as asked. */
export function linkEditOf(link: Pick<TAuditLink, 'id'>, values: TLinkFormValues, enabled: boolean, timeZone: string): TAuditLinkEdit {
  return { id: link.id, name: values.name.trim(), kind: values.kind, expiresAt: expiryOf(values, timeZone), enabled, brandingVisible: values.brandingVisible };
}

/**
 * A link switched on or off from the list, its settings as they are. A link switched off keeps
 * its expiry, even a past one (the server lets an expired link be switched off).
 */
export function switchedLink(link: TAuditLink, enabled: boolean): TAuditLinkEdit {
  return {
    id: link.id,
    name: link.name,
    kind: link.kind,
    expiresAt: link.kind === 'temporary' ? link.expiresAt : null,
    enabled,
    brandingVisible: link.brandingVisible,
  };
}

/** Switching on from the list needs a new expiry first when a temporary link's has passed. */
export function needsNewExpiry(link: Pick<TAuditLink, 'kind' | 'expiresAt'>, now = new Date()): boolean {
  return link.kind === 'temporary' && (!link.expiresAt || Date.parse(link.expiresAt) <= now.getTime());
}

/** The server's expiresAt problem belongs on the date field, or the time field when only it is missing. */
function expiryField(values: TLinkFormValues): 'expiresDate' | 'expiresTime' {
  return values.expiresDate && !values.expiresTime ? 'expiresTime' : 'expiresDate';
}

/** The form's names of the API's fields (its errors land on these). */
export function formFieldOf(field: string, values: TLinkFormValues): string {
  return field === 'expiresAt' ? expiryField(values) : field;
}

function onFormFields(errors: Record<string, string>, values: TLinkFormValues): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [formFieldOf(field, values), message]));
}

/** The new link's checks: the same schema the server reads it with, its words on the form's fields. */
export function newLinkErrors(values: TLinkFormValues, timeZone: string): Record<string, string> {
  if (!values.auditTemplateId)
    return { auditTemplateId: 'Please choose the audit template to share.', ...newLinkErrors({ ...values, auditTemplateId: ZERO_ID }, timeZone) };
  return onFormFields(validateWith(ZNewAuditLinkSchema, newLinkOf(values, timeZone)), values);
}

/** An edit's checks, as the server reads it (a link being switched off needs no valid expiry). */
export function linkEditErrors(link: Pick<TAuditLink, 'id'>, values: TLinkFormValues, enabled: boolean, timeZone: string): Record<string, string> {
  return onFormFields(validateWith(ZAuditLinkEditSchema, linkEditOf(link, values, enabled, timeZone)), values);
}
