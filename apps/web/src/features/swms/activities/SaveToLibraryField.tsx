import { Checkbox, NativeSelect, Text } from '@mantine/core';
import { FormSection } from '../../../ui/forms/FormSection';
import { useTrades } from '../../swms-library/library-api';
import { matchingScopeId, scopeOptions } from './activity-groups';

export type TSaveToLibrary = { on: boolean; scopeId: string };

export const SCOPE_REQUIRED = 'Please choose the scope of work to file it under.';

type TSaveToLibraryFieldProps = {
  /** Where the activity came from: that scope is offered first. */
  tradeName: string;
  scopeName: string;
  value: TSaveToLibrary;
  onChange: (next: TSaveToLibrary) => void;
  error?: string;
};

/** Optional: keep this version in the company's own library, under a scope of work, for the next SWMS. */
export function SaveToLibraryField({ tradeName, scopeName, value, onChange, error }: TSaveToLibraryFieldProps) {
  const trades = useTrades();
  const tradeList = trades.data ?? [];
  const groups = scopeOptions(tradeList);
  return (
    <FormSection id="activity-library" title="Your library">
      <Checkbox
        size="md"
        label="Also save to my library"
        description="Your company can then pick this version on its next SWMS. Only your company sees it."
        checked={value.on}
        onChange={(event) => onChange({ on: event.currentTarget.checked, scopeId: value.scopeId || matchingScopeId(tradeList, tradeName, scopeName) })}
      />
      {value.on &&
        (trades.isError ? (
          <Text size="sm" c="red.9">
            The scopes of work could not be loaded, so it cannot be saved to the library now.
          </Text>
        ) : (
          <NativeSelect
            label="Scope of work"
            size="lg"
            data={[{ value: '', label: trades.isPending ? 'Loading…' : 'Choose…', disabled: true }, ...groups]}
            value={value.scopeId}
            onChange={(event) => onChange({ ...value, scopeId: event.currentTarget.value })}
            error={error}
          />
        ))}
    </FormSection>
  );
}
