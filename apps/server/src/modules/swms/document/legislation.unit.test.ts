import { describe, expect, it } from 'vitest';
import { legislationFor } from './legislation.js';

describe('legislationFor', () => {
  it('cites the model laws as adopted in a model WHS state', () => {
    const lines = legislationFor('QLD', 'Queensland');
    expect(lines[0]).toBe('Work Health and Safety Act 2011 (model law, as adopted in Queensland)');
    expect(lines.join(' ')).toContain('Part 6.3 Construction work');
  });

  it("names Western Australia's own Act and Regulations", () => {
    const lines = legislationFor('WA', 'Western Australia');
    expect(lines).toContain('Work Health and Safety Act 2020 (WA)');
    expect(lines.join(' ')).toContain('Work Health and Safety (General) Regulations 2022 (WA)');
    expect(lines.join(' ')).not.toContain('2011');
  });

  it('cites the Victorian OHS laws and New Zealand’s HSWA, not the model WHS laws', () => {
    expect(legislationFor('VIC', 'Victoria').join(' ')).toContain('Occupational Health and Safety Act 2004 (Vic)');
    expect(legislationFor('NZ', 'New Zealand').join(' ')).toContain('Health and Safety at Work Act 2015');
    for (const code of ['VIC', 'NZ'] as const) expect(legislationFor(code, code).join(' ')).not.toContain('Work Health and Safety Act');
  });
});
