import { Autocomplete, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { ADDRESS_AUTOCOMPLETE_DEBOUNCE_MS, PLACE_QUERY_MIN, applyPlace, findProvince } from '@hivis/contracts';
import type { TAddress, TPlace } from '@hivis/contracts';
import { useState } from 'react';
import type { JSX, ReactNode } from 'react';
import { useAddressCountries, usePlaces, useProvinces } from './address-api';
import { changeCountry, changePart, changeState, countryNameOf, stateNameOf } from './address-value';

export type TAddressFieldsProps = {
  value: TAddress;
  onChange: (next: TAddress) => void;
  errors?: Partial<Record<'country' | 'state' | 'suburb' | 'postCode' | 'streetName', ReactNode>>;
  disabled?: boolean;
};

/**
 * Country, state, a suburb or postcode look-up, street, suburb and postcode (spec 5 "Address
 * lookup": Australia and New Zealand, Australia by default, 300 ms debounce). The look-up only
 * helps: every field can be typed by hand, and the lists fall back to built-in ones when the
 * API cannot be reached. Controlled: the caller keeps the address.
 */
export function AddressFields({ value, onChange, errors = {}, disabled = false }: TAddressFieldsProps): JSX.Element {
  const countries = useAddressCountries();
  const country = countryNameOf(value);
  const provinces = useProvinces(country);
  const isNewZealand = country === 'New Zealand';
  const stateLabel = isNewZealand ? 'Region' : 'State or territory';
  // Choosing another country or state by hand starts a new look-up; choosing a place does not.
  const [lookupRound, setLookupRound] = useState(0);

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label="Country"
          size="md"
          data={countries.map((item) => item.name)}
          value={country}
          allowDeselect={false}
          disabled={disabled}
          error={errors.country}
          autoComplete="off"
          onChange={(next) => onChange(changeCountry(value, next ?? country))}
        />
        <Select
          label={stateLabel}
          size="md"
          data={provinces.map((province) => province.name)}
          value={stateNameOf(value)}
          placeholder="Choose"
          clearable
          disabled={disabled}
          error={errors.state}
          autoComplete="off"
          onChange={(next) => {
            setLookupRound((round) => round + 1);
            onChange(changeState(value, next ?? ''));
          }}
        />
      </SimpleGrid>
      <PlaceLookup
        key={`${country}-${lookupRound}`}
        country={country}
        state={findProvince(country, value.state)?.code ?? ''}
        isNewZealand={isNewZealand}
        disabled={disabled}
        onPick={(place) => onChange(applyPlace(value, place))}
      />
      <TextInput
        label="Street address"
        size="md"
        autoComplete="street-address"
        value={value.streetName ?? ''}
        disabled={disabled}
        error={errors.streetName}
        onChange={(event) => onChange(changePart(value, 'streetName', event.currentTarget.value))}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={isNewZealand ? 'Suburb or town' : 'Suburb'}
          size="md"
          autoComplete="address-level2"
          value={value.suburb ?? ''}
          disabled={disabled}
          error={errors.suburb}
          onChange={(event) => onChange(changePart(value, 'suburb', event.currentTarget.value))}
        />
        <TextInput
          label="Postcode"
          size="md"
          autoComplete="postal-code"
          inputMode="numeric"
          value={value.postCode ?? ''}
          disabled={disabled}
          error={errors.postCode}
          onChange={(event) => onChange(changePart(value, 'postCode', event.currentTarget.value))}
        />
      </SimpleGrid>
    </Stack>
  );
}

type TPlaceLookupProps = {
  country: string;
  /** The chosen state's code, or '' for the whole country. */
  state: string;
  isNewZealand: boolean;
  disabled: boolean;
  onPick: (place: TPlace) => void;
};

function PlaceLookup({ country, state, isNewZealand, disabled, onPick }: TPlaceLookupProps) {
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<string | null>(null);
  const [debounced] = useDebouncedValue(text.trim(), ADDRESS_AUTOCOMPLETE_DEBOUNCE_MS);
  // The text of a place just chosen is the label, not a new search.
  const wanted = debounced.length >= PLACE_QUERY_MIN && debounced !== picked;
  const places = usePlaces({ country, state, text: debounced }, wanted);
  const results = wanted ? uniquePlaces(places.data ?? []) : [];

  const status = !wanted
    ? ''
    : places.isError
      ? 'The look-up is not available right now. Please type the address in the fields below.'
      : places.isSuccess && !places.isPlaceholderData && results.length === 0
        ? `No ${isNewZealand ? 'town or suburb' : 'suburb or postcode'} matches “${debounced}”. Please type the address in the fields below.`
        : '';

  return (
    <div>
      <Autocomplete
        label={isNewZealand ? 'Find town or suburb' : 'Find suburb or postcode'}
        description={
          isNewZealand
            ? 'Type 2 or more letters, then choose your town to fill in the fields below.'
            : 'Type 2 or more letters or digits, then choose your suburb to fill in the fields below.'
        }
        size="md"
        leftSection={<IconSearch size={18} aria-hidden />}
        value={text}
        onChange={(next) => {
          setText(next);
          // Functional: on choosing, this runs in the same event as setPicked, before a render.
          setPicked((current) => (next === current ? current : null));
        }}
        data={results.map((place) => ({ value: place.placeId, label: place.label }))}
        // The server has filtered and ranked already.
        filter={({ options }) => options}
        onOptionSubmit={(placeId) => {
          const place = results.find((item) => item.placeId === placeId);
          if (!place) return;
          setPicked(place.label);
          onPick(place);
        }}
        loading={wanted && places.isFetching}
        disabled={disabled}
        autoComplete="off"
        // At most 10 short options: no inner scroll area, which keyboard users could not reach.
        withScrollArea={false}
        styles={{ option: { minHeight: 44, alignItems: 'center' } }}
      />
      <Text size="sm" c="dimmed" mt={4} role="status" aria-live="polite">
        {status}
      </Text>
    </div>
  );
}

/** The dropdown needs unique option values; a provider could answer one place twice. */
function uniquePlaces(places: readonly TPlace[]): TPlace[] {
  const byId = new Map<string, TPlace>();
  for (const place of places) if (!byId.has(place.placeId)) byId.set(place.placeId, place);
  return [...byId.values()];
}
