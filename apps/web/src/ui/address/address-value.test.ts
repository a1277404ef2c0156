import { describe, expect, it } from 'vitest';
import { applyPlace } from '@hivis/contracts';
import type { TPlace } from '@hivis/contracts';
import { changeCountry, changePart, changeState, countryNameOf, stateNameOf } from './address-value';

const bondi: TPlace = {
  placeId: 'AU-NSW-2026-bondi',
  label: 'Bondi NSW 2026',
  suburb: 'Bondi',
  state: 'New South Wales',
  stateCode: 'NSW',
  postCode: '2026',
  country: 'Australia',
  geo: { lat: -33.892, long: 151.261 },
};
const picked = applyPlace({ country: 'Australia', streetName: '1 Campbell Pde' }, bondi);

describe('address edits', () => {
  it('defaults to Australia and reads the state as the list spells it', () => {
    expect(countryNameOf({})).toBe('Australia');
    expect(countryNameOf({ country: 'nz' })).toBe('New Zealand');
    expect(stateNameOf({ country: 'Australia', state: 'qld' })).toBe('Queensland');
    expect(stateNameOf({ country: 'Australia', state: 'Somewhere' })).toBe('Somewhere');
    expect(stateNameOf({ country: 'Australia', state: '' })).toBeNull();
  });

  it('a new country clears the state and the chosen place, and keeps what was typed', () => {
    const next = changeCountry(picked, 'New Zealand');
    expect(next).toMatchObject({ country: 'New Zealand', state: '', streetName: '1 Campbell Pde', suburb: 'Bondi' });
    expect(next.geo).toBeUndefined();
    expect(next.placeId).toBeUndefined();
    expect(changeCountry(picked, 'Australia')).toBe(picked);
  });

  it('a new state drops the point; the same state changes nothing', () => {
    expect(changeState(picked, 'Victoria')).toMatchObject({ state: 'Victoria', suburb: 'Bondi' });
    expect(changeState(picked, 'Victoria').geo).toBeUndefined();
    expect(changeState(picked, 'New South Wales')).toBe(picked);
  });

  it('typing the street keeps the place; typing the suburb or postcode drops it; the one-liner follows', () => {
    const street = changePart(picked, 'streetName', '2 Campbell Pde');
    expect(street.geo).toEqual(bondi.geo);
    expect(street.formattedAddress).toBe('2 Campbell Pde, Bondi NSW 2026, Australia');
    const postcode = changePart(picked, 'postCode', '2025');
    expect(postcode.geo).toBeUndefined();
    expect(postcode.formattedAddress).toBe('1 Campbell Pde, Bondi NSW 2025, Australia');
  });
});
