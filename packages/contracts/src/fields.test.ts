import { describe, expect, it } from 'vitest';
import { FILE_TYPE_RULES, ZFileTypeSchema } from './files.js';
import { isUuid, requiredText, ZUuidSchema } from './fields.js';
import { ZPageQuerySchema } from './pagination.js';
import { MAX_PAGE_SIZE, TABLE_DEFAULT_PAGE_SIZE, TABLE_PAGE_SIZES, TEMPLATE_UPLOAD_EXTENSIONS } from './constants.js';

describe('uuid check (spec section 5)', () => {
  it('accepts uuids in either case and nothing else', () => {
    expect(isUuid('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(true);
    expect(isUuid('0F8FAD5B-D9CB-469F-A165-70867728950E')).toBe(true);
    for (const value of ['', 'abc', '0f8fad5b-d9cb-469f-a165-70867728950', '0f8fad5b-d9cb-469f-a165-70867728950e ', 'g'.repeat(36)]) {
      expect(isUuid(value), value).toBe(false);
    }
    expect(ZUuidSchema.safeParse('nope').error?.issues[0]?.message).toBe('Must be a valid id.');
  });
});

describe('requiredText', () => {
  it('trims, refuses blank and long text with its messages', () => {
    const field = requiredText('Name is required.', 5);
    expect(field.parse('  Pat ')).toBe('Pat');
    expect(field.safeParse('   ').error?.issues[0]?.message).toBe('Name is required.');
    expect(field.safeParse(undefined).error?.issues[0]?.message).toBe('Name is required.');
    expect(field.safeParse(42).error?.issues[0]?.message).toBe('Name is required.');
    expect(field.safeParse('too long').error?.issues[0]?.message).toBe('Must be at most 5 characters.');
  });
});

describe('paging (spec section 9)', () => {
  it('defaults to page 1 of 5 and caps the page size', () => {
    expect(TABLE_PAGE_SIZES).toEqual([5, 10, 20, 50, 100]);
    expect(ZPageQuerySchema.parse({})).toEqual({ page: 1, take: TABLE_DEFAULT_PAGE_SIZE });
    expect(ZPageQuerySchema.parse({ page: '3', take: '50' })).toEqual({ page: 3, take: 50 });
    expect(ZPageQuerySchema.safeParse({ take: String(MAX_PAGE_SIZE + 1) }).success).toBe(false);
    expect(ZPageQuerySchema.safeParse({ page: '0' }).error?.issues[0]?.message).toBe('Page starts at 1.');
  });
});

describe('file types', () => {
  it('refuses unknown file types with a readable message', () => {
    expect(ZFileTypeSchema.safeParse('swms_signature_photo').success).toBe(true);
    expect(ZFileTypeSchema.safeParse('rocket').error?.issues[0]?.message).toBe('Please choose a known file type.');
  });
  it('lets SWMS templates be the spec’s upload kinds and signatures only images', () => {
    expect(TEMPLATE_UPLOAD_EXTENSIONS).toEqual(['.zip', '.doc', '.docx', '.txt', '.pdf']);
    expect([...FILE_TYPE_RULES.swms_template_pdf.kinds].sort()).toEqual(['archive', 'document', 'pdf', 'text']);
    expect(FILE_TYPE_RULES.swms_signature_photo.kinds).toEqual(['image']);
  });
});
