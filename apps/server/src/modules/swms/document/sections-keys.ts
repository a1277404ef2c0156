import { CONSEQUENCES, CONTROL_LEVELS, LIKELIHOODS, riskBand } from '@hivis/contracts';
import type { TableCell } from 'pdfmake/interfaces';
import { RISK_BAND_FILL, RULED_TABLE, headerRow } from '../../../platform/pdf/styles.js';
import type { DocSection } from './sections-details.js';

/** Section 9: the keys a reader needs to read the ratings and the control levels. */

export function keysSection(): DocSection {
  const matrixRows: TableCell[][] = [...LIKELIHOODS].reverse().map((likelihood) => [
    { text: `${likelihood.value} ${likelihood.label}`, bold: true },
    ...CONSEQUENCES.map((consequence) => {
      const band = riskBand(likelihood.value, consequence.value);
      return { text: `${likelihood.value * consequence.value} ${band.label}`, alignment: 'center' as const, fillColor: RISK_BAND_FILL[band.code] };
    }),
  ]);
  return {
    title: 'Risk matrix and hierarchy of controls',
    // The heading, the scoring line and the matrix read as one.
    keepWithHeading: 2,
    body: [
      { text: 'Risk score = likelihood x consequence (1 to 25): Low 1-4, Medium 5-9, High 10-14, Extreme 15-25.', margin: [0, 0, 0, 4] },
      {
        table: {
          headerRows: 1,
          widths: [100, '*', '*', '*', '*', '*'],
          body: [headerRow(['Likelihood / consequence', ...CONSEQUENCES.map((item) => `${item.value} ${item.label}`)]), ...matrixRows],
        },
        layout: RULED_TABLE,
      },
      { text: 'Hierarchy of controls, most effective first', style: 'subHeading' },
      {
        table: {
          headerRows: 1,
          widths: [100, '*'],
          body: [headerRow(['Level', 'What it means']), ...CONTROL_LEVELS.map((level) => [{ text: level.label, bold: true }, level.description])],
        },
        layout: RULED_TABLE,
      },
    ],
  };
}
