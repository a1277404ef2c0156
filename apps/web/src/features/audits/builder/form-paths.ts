import type { UseFormReturnType } from '@mantine/form';
import type { TBuilderValues } from './builder-values';

export type TBuilderForm = UseFormReturnType<TBuilderValues>;

export const sectionPath = (s: number) => `sections.${s}`;
export const questionPath = (s: number, q: number) => `sections.${s}.elements.${q}`;

/**
 * A number field's props: an emptied box is "not set" (undefined) rather than the empty text
 * Mantine gives, which the template's schema would refuse as not a number.
 */
export function numberProps(form: TBuilderForm, path: string) {
  const props = form.getInputProps(path);
  return {
    ...props,
    value: typeof props.value === 'number' ? props.value : '',
    onChange: (value: number | string) => form.setFieldValue(path, value === '' ? undefined : Number(value)),
  };
}
