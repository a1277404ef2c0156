import { describe, expect, it } from 'vitest';
import { MODEL_HRCW_CODES, ZSwmsActivitySchema, riskBand } from '@hivis/contracts';
import type { TStarterActivity, TStarterHazard, TStarterScope } from './index.js';
import { STARTER_LIBRARY } from './index.js';

const scopes = STARTER_LIBRARY.flatMap((trade) => trade.scopes.map((scope) => ({ trade, scope })));
const activities = scopes.flatMap(({ trade, scope }) =>
  scope.activities.map((activity) => ({ where: `${trade.name} › ${scope.name} › ${activity.name}`, activity })),
);
const hazards = activities.flatMap(({ where, activity }) => activity.hazards.map((hazard) => ({ where: `${where} › ${hazard.hazard}`, hazard })));

const FILLER = /relevant ppe|as required|follow procedures/i;

function expectUnique(names: string[], where: string) {
  const repeated = names.filter((name, index) => names.indexOf(name) !== index);
  expect(repeated, where).toEqual([]);
}

function texts(activity: TStarterActivity): string[] {
  return [
    activity.name,
    activity.description,
    ...activity.ppe,
    ...activity.plant,
    ...activity.licences,
    ...activity.hazards.flatMap((hazard: TStarterHazard) => [
      hazard.hazard,
      hazard.risk,
      hazard.monitoring,
      hazard.responsible,
      hazard.residualReason ?? '',
      ...hazard.controls.map((control) => control.text),
    ]),
  ];
}

describe('the starter SWMS library', () => {
  it('has at least 12 trades, 2–4 scopes each, 2–5 activities per scope and 2–6 hazards per activity', () => {
    expect(STARTER_LIBRARY.length).toBeGreaterThanOrEqual(12);
    for (const trade of STARTER_LIBRARY) {
      expect(trade.scopes.length, trade.name).toBeGreaterThanOrEqual(2);
      expect(trade.scopes.length, trade.name).toBeLessThanOrEqual(4);
    }
    for (const { trade, scope } of scopes) {
      expect(scope.activities.length, `${trade.name} › ${scope.name}`).toBeGreaterThanOrEqual(2);
      expect(scope.activities.length, `${trade.name} › ${scope.name}`).toBeLessThanOrEqual(5);
    }
    for (const { where, activity } of activities) {
      expect(activity.hazards.length, where).toBeGreaterThanOrEqual(2);
      expect(activity.hazards.length, where).toBeLessThanOrEqual(6);
    }
    for (const { where, hazard } of hazards) {
      expect(hazard.controls.length, where).toBeGreaterThanOrEqual(2);
      expect(hazard.controls.length, where).toBeLessThanOrEqual(6);
    }
  });

  it('names are unique within their parent, and trade codes are unique snake_case', () => {
    expectUnique(
      STARTER_LIBRARY.map((trade) => trade.name),
      'trades',
    );
    expectUnique(
      STARTER_LIBRARY.map((trade) => trade.code),
      'trade codes',
    );
    for (const trade of STARTER_LIBRARY) {
      expect(trade.code).toMatch(/^[a-z]+(_[a-z]+)*$/);
      expectUnique(
        trade.scopes.map((scope: TStarterScope) => scope.name),
        trade.name,
      );
    }
    for (const { trade, scope } of scopes)
      expectUnique(
        scope.activities.map((activity) => activity.name),
        `${trade.name} › ${scope.name}`,
      );
    for (const { where, activity } of activities)
      expectUnique(
        activity.hazards.map((hazard) => hazard.hazard),
        where,
      );
  });

  it('rates every hazard on the 5×5 matrix, and never higher after controls than before', () => {
    for (const { where, hazard } of hazards) {
      for (const value of [hazard.before.likelihood, hazard.before.consequence, hazard.after.likelihood, hazard.after.consequence]) {
        expect(Number.isInteger(value) && value >= 1 && value <= 5, where).toBe(true);
      }
      expect(hazard.after.likelihood * hazard.after.consequence, where).toBeLessThanOrEqual(hazard.before.likelihood * hazard.before.consequence);
    }
  });

  it('uses only model WHS HRCW codes', () => {
    const known = new Set<string>(MODEL_HRCW_CODES);
    for (const { where, activity } of activities) for (const code of activity.hrcwCodes) expect(known.has(code), `${where}: ${code}`).toBe(true);
  });

  it('writes controls as specific instructions, with no filler anywhere', () => {
    for (const { where, hazard } of hazards)
      for (const control of hazard.controls) expect(control.text.length, `${where}: ${control.text}`).toBeGreaterThanOrEqual(20);
    for (const { where, activity } of activities) for (const text of texts(activity)) expect(text, where).not.toMatch(FILLER);
  });

  it('has a control above administrative level, or says why, for every High or Extreme residual risk', () => {
    for (const { where, hazard } of hazards) {
      const band = riskBand(hazard.after.likelihood, hazard.after.consequence).code;
      if (band !== 'high' && band !== 'extreme') continue;
      const aboveAdministrative = hazard.controls.some((control) => control.level !== 'administrative' && control.level !== 'ppe');
      expect(aboveAdministrative || Boolean(hazard.residualReason), where).toBe(true);
    }
  });

  it('names PPE for every activity', () => {
    for (const { where, activity } of activities) {
      expect(activity.ppe.length, where).toBeGreaterThan(0);
      for (const item of activity.ppe) expect(item.trim().length, where).toBeGreaterThan(0);
    }
  });

  it('parses with the contracts schema the API uses', () => {
    for (const { where, activity } of activities) {
      const parsed = ZSwmsActivitySchema.safeParse(activity);
      expect(parsed.error?.issues ?? [], where).toEqual([]);
    }
  });
});
