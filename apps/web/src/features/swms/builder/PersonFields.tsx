import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

export type TPersonValues = { name: string; position: string; phone: string; email: string };
export const EMPTY_PERSON: TPersonValues = { name: '', position: '', phone: '', email: '' };

type TPersonFieldsProps<Values> = {
  form: UseFormReturnType<Values>;
  /** The form path of the person, e.g. 'supervisor'. */
  path: string;
  /** Names the person in every label, so a screen reader hears which name field this is. */
  who: string;
  withPosition?: boolean;
  /** The name must be given (marked with an asterisk). */
  nameRequired?: boolean;
};

/** Name, position, phone and email of one person on the SWMS. */
export function PersonFields<Values>({ form, path, who, withPosition = true, nameRequired = false }: TPersonFieldsProps<Values>) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput label={`${who}: name`} required={nameRequired} size="md" maxLength={200} autoComplete="off" {...form.getInputProps(`${path}.name`)} />
      {withPosition && <TextInput label={`${who}: position`} size="md" maxLength={200} autoComplete="off" {...form.getInputProps(`${path}.position`)} />}
      <TextInput label={`${who}: phone`} type="tel" size="md" maxLength={40} autoComplete="off" {...form.getInputProps(`${path}.phone`)} />
      <TextInput label={`${who}: email`} type="email" size="md" maxLength={254} autoComplete="off" {...form.getInputProps(`${path}.email`)} />
    </SimpleGrid>
  );
}

export const isBlankPerson = (person: TPersonValues) => Object.values(person).every((value) => value.trim() === '');

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Mantine validator for an optional email: blank or an address. */
export const optionalEmail = (value: string) => (value.trim() === '' || EMAIL.test(value.trim()) ? null : 'Please enter a valid email address.');
