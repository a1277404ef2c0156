import type { TSwmsJurisdictionCode } from '@hivis/contracts';

/*
 * The laws and codes a SWMS (or NZ task analysis) is written under, per jurisdiction. The model
 * WHS laws are cited as the model; each of those states and territories has adopted them in its
 * own Act and Regulations, which is what the "as adopted in" line says. Western Australia adopted
 * them in instruments of its own name and year, so those are named.
 */
export function legislationFor(jurisdiction: TSwmsJurisdictionCode, jurisdictionName: string): string[] {
  if (jurisdiction === 'VIC') {
    return [
      'Occupational Health and Safety Act 2004 (Vic)',
      'Occupational Health and Safety Regulations 2017 (Vic), Part 5.1 Construction',
      'Compliance code: Prevention of falls in general construction, and the other WorkSafe Victoria compliance codes that apply to this work',
    ];
  }
  if (jurisdiction === 'WA') {
    return [
      'Work Health and Safety Act 2020 (WA)',
      'Work Health and Safety (General) Regulations 2022 (WA), Part 6.3 Construction work',
      'Codes of practice approved under the Work Health and Safety Act 2020 (WA) that apply to this work',
    ];
  }
  if (jurisdiction === 'NZ') {
    return [
      'Health and Safety at Work Act 2015',
      'Health and Safety at Work (General Risk and Workplace Management) Regulations 2016',
      'WorkSafe New Zealand good practice guidelines for the work described',
    ];
  }
  return [
    `Work Health and Safety Act 2011 (model law, as adopted in ${jurisdictionName})`,
    `Work Health and Safety Regulation 2011, Part 6.3 Construction work (model law, as adopted in ${jurisdictionName})`,
    'Code of Practice: Construction work',
  ];
}
