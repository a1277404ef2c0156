import { z } from 'zod';
import { withEditBase } from './edits.js';
import { withDeviceId } from './commands.js';
import { isValidAbn } from './company.js';
import { phoneDigits } from './contact.js';
import { optionalText, requiredText } from './fields.js';
import { ZArchivedFilterSchema, ZTablePageQuerySchema, pageOf } from './pagination.js';
import { ZAddressSchema } from './signup.js';
import type { TAddress } from './signup.js';

/*
 * Clients & Contacts (/staff/contacts, spec 2.2; families "client" and "contact" of spec 7, whose
 * details the spec does not show). A client is a business or a private person the work is done
 * for; a contact is a person to talk to, usually at a client. Projects pick both from here.
 */

export const CLIENT_MESSAGES = {
  name: 'Client name is required.',
  kind: 'Please choose whether the client is a company or a person.',
  email: 'Please enter valid Email address.',
  phoneShort: 'Phone number must be at least 8 digits.',
  abnInvalid: 'Please enter a valid 11-digit ABN.',
  abnForPerson: 'An ABN is only kept for a company client.',
  firstName: 'First name is required.',
  clientId: 'Please choose a client from the list.',
} as const;

export const CLIENT_KINDS = ['company', 'person'] as const;
export const ZClientKindSchema = z.enum(CLIENT_KINDS, { error: CLIENT_MESSAGES.kind });
export type TClientKind = z.infer<typeof ZClientKindSchema>;
export const CLIENT_KIND_LABELS: Record<TClientKind, string> = { company: 'Company', person: 'Person' };

/** Blank optional text is stored as null, so "no email" is one value, not two. */
const blankToNull = (value: string | undefined | null) => (value === undefined || value === null || value === '' ? null : value);

const optionalEmail = z
  .string({ error: CLIENT_MESSAGES.email })
  .trim()
  .max(254, 'Must be at most 254 characters.')
  .refine((value) => value === '' || z.email().safeParse(value).success, CLIENT_MESSAGES.email)
  .transform((value) => value.toLowerCase())
  .nullish()
  .transform(blankToNull);

const optionalPhone = z
  .string({ error: CLIENT_MESSAGES.phoneShort })
  .trim()
  .max(30, 'Must be at most 30 characters.')
  .refine((value) => value === '' || phoneDigits(value) >= 8, CLIENT_MESSAGES.phoneShort)
  .nullish()
  .transform(blankToNull);

/** A country alone (the form's default) is not an address; keep one only when a part was filled in. */
function addressOrNull(address: TAddress | null | undefined): TAddress | null {
  if (!address) return null;
  return address.streetName || address.suburb || address.postCode || address.state ? address : null;
}

const optionalLine = (max: number) => optionalText(max).nullable().transform(blankToNull);

/** Both search lists: the table page sizes of spec 9, name search and the archived switch. */
const ZListQuerySchema = ZTablePageQuerySchema.extend({
  /** true lists the archived records only; false (the default) the current ones. */
  archived: ZArchivedFilterSchema,
});

// GET /api/v3/client
export const ZClientsQuerySchema = ZListQuerySchema;
export type TClientsQuery = z.infer<typeof ZClientsQuerySchema>;
export type TClientsQueryInput = z.input<typeof ZClientsQuerySchema>;

// POST /api/v3/client, PUT /api/v3/client/{id}
export const ZClientInputSchema = z
  .object({
    kind: ZClientKindSchema.default('company'),
    name: requiredText(CLIENT_MESSAGES.name, 200),
    abn: optionalLine(20),
    email: optionalEmail,
    phone: optionalPhone,
    address: ZAddressSchema.nullish().transform(addressOrNull),
    notes: optionalLine(2000),
  })
  .superRefine((body, issues) => {
    if (!body.abn) return;
    if (body.kind === 'person') issues.addIssue({ code: 'custom', path: ['abn'], message: CLIENT_MESSAGES.abnForPerson });
    else if (!isValidAbn(body.abn)) issues.addIssue({ code: 'custom', path: ['abn'], message: CLIENT_MESSAGES.abnInvalid });
  })
  .transform((body) => ({ ...body, abn: body.abn ? body.abn.replace(/\D/g, '') : null }));
export type TClientInput = z.input<typeof ZClientInputSchema>;
export type TClientValues = z.output<typeof ZClientInputSchema>;

/** PUT /api/v3/client/{id}: the client and the version it was based on (edits.ts). */
export const ZClientEditSchema = withEditBase(ZClientInputSchema);
export type TClientEdit = z.input<typeof ZClientEditSchema>;
export type TClientEditValues = z.output<typeof ZClientEditSchema>;

/** POST /api/v3/client: the client, and the id the device made for it (see withDeviceId). */
export const ZNewClientSchema = withDeviceId(ZClientInputSchema);
export type TNewClientInput = z.input<typeof ZNewClientSchema>;
export type TNewClientValues = z.output<typeof ZNewClientSchema>;

/** One client in the list: what a person needs to tell clients apart. */
export const ZClientSummarySchema = z.object({
  id: z.uuid(),
  kind: ZClientKindSchema,
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** The address on one line, or null. */
  place: z.string().nullable(),
  contactCount: z.number().int(),
  archivedOn: z.string().nullable(),
});
export type TClientSummary = z.infer<typeof ZClientSummarySchema>;
export const ZClientsPageSchema = pageOf(ZClientSummarySchema);
export type TClientsPage = z.infer<typeof ZClientsPageSchema>;

/** GET /api/v3/client/{id}: everything about one client (its contacts come from the contact list). */
export const ZClientDetailsSchema = z.object({
  id: z.uuid(),
  kind: ZClientKindSchema,
  name: z.string(),
  abn: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: ZAddressSchema.nullable(),
  notes: z.string().nullable(),
  /** Current (not archived) contacts at this client. */
  contactCount: z.number().int(),
  archivedOn: z.string().nullable(),
  createdOn: z.string(),
  updatedOn: z.string(),
});
export type TClientDetails = z.infer<typeof ZClientDetailsSchema>;

// GET /api/v3/contact
export const ZContactsQuerySchema = ZListQuerySchema.extend({
  clientId: z.uuid({ error: CLIENT_MESSAGES.clientId }).optional(),
});
export type TContactsQuery = z.infer<typeof ZContactsQuerySchema>;
export type TContactsQueryInput = z.input<typeof ZContactsQuerySchema>;

// POST /api/v3/contact, PUT /api/v3/contact/{id}
export const ZContactInputSchema = z.object({
  firstName: requiredText(CLIENT_MESSAGES.firstName, 100),
  lastName: optionalText(100)
    .nullable()
    .transform((value) => value ?? ''),
  position: optionalLine(100),
  email: optionalEmail,
  phone: optionalPhone,
  /** The client they work for; null for someone on their own (an inspector, a supplier). */
  clientId: z
    .union([z.uuid({ error: CLIENT_MESSAGES.clientId }), z.literal('')], { error: CLIENT_MESSAGES.clientId })
    .nullish()
    .transform(blankToNull),
  notes: optionalLine(2000),
});
export type TContactInput = z.input<typeof ZContactInputSchema>;
export type TContactValues = z.output<typeof ZContactInputSchema>;

/** PUT /api/v3/contact/{id}: the contact and the version it was based on (edits.ts). */
export const ZContactEditSchema = withEditBase(ZContactInputSchema);
export type TContactEdit = z.input<typeof ZContactEditSchema>;
export type TContactEditValues = z.output<typeof ZContactEditSchema>;

/** POST /api/v3/contact: the contact, and the id the device made for it (see withDeviceId). */
export const ZNewContactSchema = withDeviceId(ZContactInputSchema);
export type TNewContactInput = z.input<typeof ZNewContactSchema>;
export type TNewContactValues = z.output<typeof ZNewContactSchema>;

export const ZContactSummarySchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  position: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  clientId: z.uuid().nullable(),
  clientName: z.string().nullable(),
  archivedOn: z.string().nullable(),
});
export type TContactSummary = z.infer<typeof ZContactSummarySchema>;
export const ZContactsPageSchema = pageOf(ZContactSummarySchema);
export type TContactsPage = z.infer<typeof ZContactsPageSchema>;

/** GET /api/v3/contact/{id} */
export const ZContactDetailsSchema = ZContactSummarySchema.extend({
  notes: z.string().nullable(),
  createdOn: z.string(),
  updatedOn: z.string(),
});
export type TContactDetails = z.infer<typeof ZContactDetailsSchema>;

/** A contact's name as people read it. */
export function contactName(contact: { firstName: string; lastName: string }): string {
  return `${contact.firstName} ${contact.lastName}`.trim();
}
