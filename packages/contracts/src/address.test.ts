import { describe, expect, it } from 'vitest';
import {
  ADDRESS_COUNTRIES,
  PROVINCES_BY_COUNTRY,
  ZPlaceSearchQuerySchema,
  ZProvincesRequestSchema,
  applyPlace,
  findAddressCountry,
  findProvince,
  formatAddress,
  provincesOf,
} from './address.js';
import type { TPlace } from './address.js';
import { ZAddressSchema } from './signup.js';

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

describe('countries and provinces', () => {
  it('offers Australia then New Zealand, with 8 states and territories and 16 regions', () => {
    expect(ADDRESS_COUNTRIES.map((country) => country.name)).toEqual(['Australia', 'New Zealand']);
    expect(PROVINCES_BY_COUNTRY.AU).toHaveLength(8);
    expect(PROVINCES_BY_COUNTRY.NZ).toHaveLength(16);
    expect(new Set(PROVINCES_BY_COUNTRY.NZ.map((province) => province.code)).size).toBe(16);
  });

  it('finds a country by name or code in any case, and nothing else', () => {
    expect(findAddressCountry('new zealand')?.code).toBe('NZ');
    expect(findAddressCountry(' AU ')?.name).toBe('Australia');
    expect(findAddressCountry('Fiji')).toBeNull();
    expect(findAddressCountry(undefined)).toBeNull();
    expect(provincesOf('Fiji')).toEqual([]);
  });

  it('finds a state or region by name or code, macrons optional, only in its own country', () => {
    expect(findProvince('NZ', 'manawatu-whanganui')?.name).toBe('Manawatū-Whanganui');
    expect(findProvince('Australia', 'qld')?.name).toBe('Queensland');
    // Tasmania (AU) and Tasman (NZ) share the code TAS.
    expect(findProvince('NZ', 'TAS')?.name).toBe('Tasman');
    expect(findProvince('AU', 'Waikato')).toBeNull();
    expect(findProvince('AU', '')).toBeNull();
  });
});

describe('request schemas', () => {
  it('provinces: the country is required and must be one of ours', () => {
    expect(ZProvincesRequestSchema.parse({ country: ' NZ ' })).toEqual({ country: 'NZ' });
    expect(ZProvincesRequestSchema.safeParse({ country: 'Fiji' }).error?.issues[0]?.message).toBe('Please choose Australia or New Zealand.');
    expect(ZProvincesRequestSchema.safeParse({}).error?.issues[0]?.message).toBe('Please choose Australia or New Zealand.');
  });

  it('place search: Australia by default, 2 to 100 characters, a state of the country', () => {
    expect(ZPlaceSearchQuerySchema.parse({ q: ' bo ' })).toEqual({ country: 'Australia', q: 'bo' });
    expect(ZPlaceSearchQuerySchema.safeParse({ q: 'b' }).success).toBe(false);
    expect(ZPlaceSearchQuerySchema.safeParse({ q: 'bondi', state: 'NSW' }).success).toBe(true);
    const wrongState = ZPlaceSearchQuerySchema.safeParse({ q: 'bondi', country: 'NZ', state: 'NSW' });
    expect(wrongState.error?.issues[0]?.path).toEqual(['state']);
  });
});

describe('applyPlace and formatAddress', () => {
  it('fills the locality from the place, keeps the street typed, and is a valid address', () => {
    const address = applyPlace({ country: 'Australia', streetName: '12 Campbell Pde', state: 'Victoria', postCode: '3000' }, bondi);
    expect(address).toMatchObject({
      streetName: '12 Campbell Pde',
      suburb: 'Bondi',
      state: 'New South Wales',
      postCode: '2026',
      country: 'Australia',
      geo: { lat: -33.892, long: 151.261 },
      place: 'Bondi NSW 2026',
      placeId: 'AU-NSW-2026-bondi',
      formattedAddress: '12 Campbell Pde, Bondi NSW 2026, Australia',
    });
    expect(ZAddressSchema.safeParse(address).success).toBe(true);
  });

  it('clears an old postcode when the place has none (New Zealand)', () => {
    const taupo: TPlace = {
      ...bondi,
      placeId: 'NZ-WKO-taupo',
      label: 'Taupō, Waikato',
      suburb: 'Taupō',
      state: 'Waikato',
      stateCode: 'WKO',
      postCode: null,
      country: 'New Zealand',
    };
    const address = applyPlace({ country: 'Australia', postCode: '2026' }, taupo);
    expect(address.postCode).toBe('');
    expect(address.formattedAddress).toBe('Taupō, New Zealand');
  });

  it('formats what there is', () => {
    expect(formatAddress({ country: 'New Zealand', streetNumber: '5', streetName: 'Queen St', suburb: 'Auckland Central', postCode: '1010' })).toBe(
      '5 Queen St, Auckland Central 1010, New Zealand',
    );
    expect(formatAddress({})).toBe('');
  });
});
