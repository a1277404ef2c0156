import { NumberInput } from '@mantine/core';
import { useState } from 'react';
import { countProblem, typedCount } from './count-fields';
import type { COUNT_FIELDS } from './count-fields';

type TCountFieldProps = {
  spec: (typeof COUNT_FIELDS)[number];
  description?: string;
  count: number;
  onCount: (count: number) => void;
};

/**
 * One quantity of the cart. It keeps what the person typed, so an emptied field stays empty (the
 * cart counts it as none) instead of a 0 coming back in front of the cursor, and a decimal point
 * is kept rather than dropped ('2.5' must not become 25): the field then says it wants a whole number.
 */
export function CountField({ spec, description, count, onCount }: TCountFieldProps) {
  const [typed, setTyped] = useState<string | number>(count);
  const problem = countProblem(spec.payloadKey, typedCount(typed));
  return (
    <NumberInput
      label={spec.label}
      description={description}
      placeholder="0"
      min={0}
      max={spec.max}
      step={1}
      allowNegative={false}
      clampBehavior="strict"
      inputMode="decimal"
      value={typed}
      error={problem}
      onChange={(value) => {
        setTyped(value);
        onCount(typedCount(value));
      }}
    />
  );
}
