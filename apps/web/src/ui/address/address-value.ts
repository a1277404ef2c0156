import { DEFAULT_ADDRESS_COUNTRY, findAddressCountry, findProvince, formatAddress } from '@hivis/contracts';
import type { TAddress } from '@hivis/contracts';

/*
 * How the address changes as a person edits it by hand. A chosen place's point and id describe
 * that locality only: once the suburb, state, postcode or country is changed, they no longer
 * hold and are dropped. The one-line formattedAddress always follows the parts.
 */

export type TAddressPart = 'streetName' | 'suburb' | 'postCode';

function withFormatted(address: TAddress): TAddress {
  return { ...address, formattedAddress: formatAddress(address) };
}

function withoutPlace(address: TAddress): TAddress {
  const rest = { ...address };
  delete rest.place;
  delete rest.placeId;
  delete rest.geo;
  delete rest.exactPlaceMatch;
  delete rest.usePlaceLatLongOnly;
  return rest;
}

/** The country's name as the API gives it; Australia when none or another is set (spec 9). */
export function countryNameOf(address: TAddress): string {
  return findAddressCountry(address.country)?.name ?? DEFAULT_ADDRESS_COUNTRY;
}

/** A new country: its states are different, so the state is cleared, and so is the chosen place. */
export function changeCountry(address: TAddress, country: string): TAddress {
  if (countryNameOf(address) === country && address.country) return address;
  return withFormatted({ ...withoutPlace(address), country, state: '' });
}

export function changeState(address: TAddress, state: string): TAddress {
  if ((address.state ?? '') === state) return address;
  return withFormatted({ ...withoutPlace(address), state });
}

/** Typing in a field. The street does not move the locality, so it keeps the chosen place. */
export function changePart(address: TAddress, part: TAddressPart, text: string): TAddress {
  const next = part === 'streetName' ? { ...address } : withoutPlace(address);
  return withFormatted({ ...next, [part]: text });
}

/** The state's name as the province list spells it, so 'qld' or 'Queensland' both select Queensland. */
export function stateNameOf(address: TAddress): string | null {
  if (!address.state) return null;
  return findProvince(countryNameOf(address), address.state)?.name ?? address.state;
}
