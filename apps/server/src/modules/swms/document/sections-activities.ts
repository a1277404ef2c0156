import { CONTROL_LEVELS, riskBand, type TSwmsDocumentActivity } from '@hivis/contracts';
import type { Content, TableCell } from 'pdfmake/interfaces';
import { PDF_COLOURS, RISK_BAND_FILL, RULED_TABLE, headerRow } from '../../../platform/pdf/styles.js';
import type { SwmsDocumentData } from './document-data.js';
import { hrcwLabel } from './hrcw-label.js';
import type { DocSection } from './sections-details.js';
import { jurisdictionOf } from './sections-details.js';

/*
 * Section 4: one table per work activity, a row per hazard. The activity's name and the column
 * titles are the table's header rows: they repeat on every page the table runs onto, and they
 * never sit alone at the foot of a page (keepWithHeaderRows). A hazard's row is never split across
 * two pages (dontBreakRows), so a printed page always reads on its own.
 */

const COLUMNS = 6;

function ratingCell(rating: { likelihood: number; consequence: number }): TableCell {
  const band = riskBand(rating.likelihood, rating.consequence);
  return {
    stack: [{ text: String(rating.likelihood * rating.consequence), bold: true, fontSize: 11 }, { text: band.label }],
    alignment: 'center',
    fillColor: RISK_BAND_FILL[band.code] ?? PDF_COLOURS.band,
  };
}

const levelLabel = (code: string) => CONTROL_LEVELS.find((level) => level.code === code)?.label ?? code;

function hazardRows(activity: TSwmsDocumentActivity): TableCell[][] {
  return activity.hazards.map((hazard) => [
    { stack: [{ text: hazard.hazard, bold: true }, { text: hazard.risk }] },
    ratingCell(hazard.before),
    {
      stack: [
        {
          ul: hazard.controls.map((control) => ({ text: [{ text: `${levelLabel(control.level)}: `, bold: true }, control.text] })),
        },
        ...(hazard.residualReason
          ? [{ text: [{ text: 'Why no higher control: ', bold: true }, hazard.residualReason], margin: [0, 3, 0, 0] } satisfies Content]
          : []),
      ],
    },
    { text: hazard.monitoring },
    ratingCell(hazard.after),
    { text: hazard.responsible },
  ]);
}

/** A row across the whole table; the empty cells are what pdfmake expects under a colSpan. */
function fullRow(cell: Exclude<Content, string | number | Content[]>): TableCell[] {
  return [{ ...cell, colSpan: COLUMNS } as TableCell, ...Array.from({ length: COLUMNS - 1 }, (): TableCell => ({}))];
}

function listRow(label: string, items: readonly string[], none: string): TableCell[] {
  return fullRow({ text: [{ text: `${label}: `, bold: true }, items.length ? items.join('; ') : none] });
}

function activityTable(activity: TSwmsDocumentActivity, index: number, data: SwmsDocumentData): Content {
  const jurisdiction = jurisdictionOf(data.content);
  const title = {
    stack: [
      { text: `4.${index + 1} ${activity.name}${activity.tradeName ? ` (${activity.tradeName})` : ''}`, fontSize: 10.5, bold: true },
      ...(activity.description ? [{ text: activity.description }] : []),
    ],
    fillColor: PDF_COLOURS.band,
  } satisfies Content;
  return {
    margin: [0, 6, 0, 4],
    table: {
      headerRows: 2,
      keepWithHeaderRows: 1,
      dontBreakRows: true,
      widths: [140, 48, '*', 130, 48, 80],
      body: [
        fullRow(title),
        headerRow(['Hazard and what could happen', 'Risk before', 'Controls (hierarchy level)', 'How it is checked', 'Risk after', 'Responsible']),
        ...hazardRows(activity),
        listRow('PPE', activity.ppe, 'None named'),
        listRow('Plant and equipment', activity.plant, 'None'),
        listRow('Licences, tickets and competencies', activity.licences, 'None needed'),
        listRow(
          'High-risk construction work',
          activity.hrcwCodes.map((code) => hrcwLabel(code, jurisdiction?.code ?? null)),
          'None',
        ),
      ],
    },
    layout: RULED_TABLE,
  };
}

export function activitiesSection(data: SwmsDocumentData): DocSection {
  const { activities } = data.content;
  return {
    title: 'Work activities, hazards and controls',
    newPage: true,
    keepWithHeading: 0,
    body:
      activities.length === 0
        ? [{ text: 'No work activities have been added.', bold: true }]
        : activities.map((activity, index) => activityTable(activity, index, data)),
  };
}
