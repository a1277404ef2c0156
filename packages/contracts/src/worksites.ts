import { z } from 'zod';
import { ZCommandFieldsSchema, withDeviceId } from './commands.js';
import { ZEditBaseSchema } from './edits.js';
import { PHONE_MIN_LENGTH } from './constants.js';
import { optionalText, requiredText } from './fields.js';
import { ZArchivedFilterSchema, ZTablePageQuerySchema, pageOf } from './pagination.js';
import { ZAddressSchema } from './signup.js';

/*
 * Worksites (/worksite, spec 2.2; "worksite" family of spec 7, whose details the spec does not
 * show). A worksite is a place where work happens: an address with its point on the map, the
 * people to call there, notes and photos. Projects and jobs hang off it, so it is archived, never
 * deleted.
 */

export const WORKSITE_MESSAGES = {
  name: 'Worksite name is required.',
  address: 'Please enter at least the suburb or the street of the worksite.',
  contactName: 'Contact name is required.',
  contactPhoneShort: `Phone number must have at least ${PHONE_MIN_LENGTH} digits.`,
  tooManyContacts: 'A worksite can have at most 20 site contacts.',
  notesLong: 'Notes can be at most 2000 characters.',
  photoFile: 'Please upload the photo again.',
} as const;

export const WORKSITE_CONTACTS_MAX = 20;
export const WORKSITE_NOTES_MAX = 2000;
export const WORKSITE_PHOTO_CAPTION_MAX = 200;

/** Blank optional text is stored as null, so 'no phone' has one spelling. */
const nullableText = (max: number, message = `Must be at most ${max} characters.`) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

/** Someone to call about the site: the site manager, the gate, the owner. */
export const ZSiteContactSchema = z.object({
  name: requiredText(WORKSITE_MESSAGES.contactName, 100),
  phone: nullableText(30).refine((value) => value === null || value.replace(/\D/g, '').length >= PHONE_MIN_LENGTH, WORKSITE_MESSAGES.contactPhoneShort),
  role: nullableText(100),
});
export type TWorksiteContact = z.output<typeof ZSiteContactSchema>;
export type TWorksiteContactInput = z.input<typeof ZSiteContactSchema>;

// POST /api/v3/worksite and PUT /api/v3/worksite/{id}
export const ZWorksiteInputSchema = z.object({
  name: requiredText(WORKSITE_MESSAGES.name, 200),
  // A site without a suburb or street cannot be found by the crew; geo alone is not an address.
  address: ZAddressSchema.refine((address) => Boolean(address.suburb || address.streetName), {
    message: WORKSITE_MESSAGES.address,
    path: ['suburb'],
  }),
  siteContacts: z.array(ZSiteContactSchema).max(WORKSITE_CONTACTS_MAX, WORKSITE_MESSAGES.tooManyContacts).default([]),
  notes: nullableText(WORKSITE_NOTES_MAX, WORKSITE_MESSAGES.notesLong),
});
export type TWorksiteInput = z.input<typeof ZWorksiteInputSchema>;
export type TWorksiteValues = z.output<typeof ZWorksiteInputSchema>;

/** PUT /api/v3/worksite/{id}: the site's details and the version they were based on (edits.ts). */
export const ZWorksiteEditSchema = ZWorksiteInputSchema.extend(ZEditBaseSchema.shape);
export type TWorksiteEdit = z.input<typeof ZWorksiteEditSchema>;
export type TWorksiteEditValues = z.output<typeof ZWorksiteEditSchema>;

/** POST /api/v3/worksite: the site, and the id the device made for it (see withDeviceId). */
export const ZNewWorksiteSchema = withDeviceId(ZWorksiteInputSchema);
export type TNewWorksiteInput = z.input<typeof ZNewWorksiteSchema>;
export type TNewWorksiteValues = z.output<typeof ZNewWorksiteSchema>;

// GET /api/v3/worksite?page=1&take=5&search=bondi&archived=false
export const ZWorksitesQuerySchema = ZTablePageQuerySchema.extend({
  // Query strings carry text: only 'true' means archived sites.
  archived: ZArchivedFilterSchema,
});
export type TWorksitesQuery = z.output<typeof ZWorksitesQuerySchema>;
export type TWorksitesQueryInput = z.input<typeof ZWorksitesQuerySchema>;

export const ZWorksitePhotoSchema = z.object({
  id: z.string(),
  fileId: z.string(),
  caption: z.string().nullable(),
  /** Short-lived signed link that shows the photo. */
  inlineUrl: z.string(),
  createdOn: z.string(),
  /** When the photo was taken, as the phone said (null: not sent, e.g. added at a desk before this was kept). */
  takenAt: z.string().nullable(),
});
export type TWorksitePhoto = z.infer<typeof ZWorksitePhotoSchema>;

const ZGeoSchema = z.object({ lat: z.number(), long: z.number() });

export const ZWorksiteSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: ZAddressSchema.nullable(),
  /** One line: '12 Smith St, Bondi NSW 2026, Australia'. */
  addressLine: z.string(),
  geo: ZGeoSchema.nullable(),
  siteContacts: z.array(z.object({ name: z.string(), phone: z.string().nullable(), role: z.string().nullable() })),
  notes: z.string().nullable(),
  photos: z.array(ZWorksitePhotoSchema),
  archivedOn: z.string().nullable(),
  createdOn: z.string(),
  updatedOn: z.string(),
});
export type TWorksite = z.infer<typeof ZWorksiteSchema>;

export const ZWorksiteListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  addressLine: z.string(),
  suburb: z.string().nullable(),
  geo: ZGeoSchema.nullable(),
  siteContactCount: z.number().int(),
  archivedOn: z.string().nullable(),
});
export type TWorksiteListItem = z.infer<typeof ZWorksiteListItemSchema>;

export const ZWorksitesPageSchema = pageOf(ZWorksiteListItemSchema);
export type TWorksitesPage = z.infer<typeof ZWorksitesPageSchema>;

// POST /api/v3/worksite/{id}/photos
// May come from the device outbox (a photo taken with no signal): commandId and at, see commands.ts.
export const ZAddWorksitePhotoSchema = ZCommandFieldsSchema.extend({
  fileId: z.uuid({ error: WORKSITE_MESSAGES.photoFile }),
  caption: optionalText(WORKSITE_PHOTO_CAPTION_MAX),
});
export type TAddWorksitePhoto = z.input<typeof ZAddWorksitePhotoSchema>;

/** OpenStreetMap link for a point: no tiles or scripts in our pages, the map opens in a new tab. */
export function mapLinkOf(geo: { lat: number; long: number }): string {
  const lat = geo.lat.toFixed(6);
  const lon = geo.long.toFixed(6);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}
