/** The sign-up's address choices: Australia and New Zealand only (spec 5 "Address lookup"), Australia first. */
export const ADDRESS_COUNTRIES = ['Australia', 'New Zealand'] as const;
export type TAddressCountry = (typeof ADDRESS_COUNTRIES)[number];
export const DEFAULT_ADDRESS_COUNTRY: TAddressCountry = 'Australia';

export const STATES_BY_COUNTRY: Record<TAddressCountry, readonly string[]> = {
  Australia: [
    'Australian Capital Territory',
    'New South Wales',
    'Northern Territory',
    'Queensland',
    'South Australia',
    'Tasmania',
    'Victoria',
    'Western Australia',
  ],
  'New Zealand': [
    'Auckland',
    'Bay of Plenty',
    'Canterbury',
    'Gisborne',
    "Hawke's Bay",
    'Manawatū-Whanganui',
    'Marlborough',
    'Nelson',
    'Northland',
    'Otago',
    'Southland',
    'Taranaki',
    'Tasman',
    'Waikato',
    'Wellington',
    'West Coast',
    'Chatham Islands',
  ],
};

export const statesOf = (country: string): readonly string[] => STATES_BY_COUNTRY[country as TAddressCountry] ?? [];
