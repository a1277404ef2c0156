import { Fieldset, Group, NativeSelect, SimpleGrid, Text } from '@mantine/core';
import { CONSEQUENCES, LIKELIHOODS } from '@hivis/contracts';
import { RiskBadge } from './RiskBadge';
import { ratingSummary } from './risk';
import type { TRatingValue } from './risk';

type TRiskRatingFieldProps = {
  legend: string;
  value: TRatingValue;
  onChange: (next: TRatingValue) => void;
  errors: { likelihood?: string; consequence?: string; rating?: string };
};

const CHOOSE = { value: '', label: 'Choose…', disabled: true };
const likelihoodOptions = [CHOOSE, ...LIKELIHOODS.map((item) => ({ value: String(item.value), label: `${item.value} – ${item.label}` }))];
const consequenceOptions = [CHOOSE, ...CONSEQUENCES.map((item) => ({ value: String(item.value), label: `${item.value} – ${item.label}` }))];

const levelOf = (text: string): number | null => (text === '' ? null : Number(text));

/**
 * Likelihood × consequence on the 5×5 matrix, with the score and band read back in colour and
 * words. Native selects: on a phone they open the system picker, the easiest with gloves on.
 */
export function RiskRatingField({ legend, value, onChange, errors }: TRiskRatingFieldProps) {
  const summary = ratingSummary(value);
  const likelihoodHelp = LIKELIHOODS.find((item) => item.value === value.likelihood)?.description;
  const consequenceHelp = CONSEQUENCES.find((item) => item.value === value.consequence)?.description;
  return (
    <Fieldset legend={legend} variant="filled" p="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <NativeSelect
          label="Likelihood"
          description={likelihoodHelp}
          size="lg"
          data={likelihoodOptions}
          value={value.likelihood === null ? '' : String(value.likelihood)}
          onChange={(event) => onChange({ ...value, likelihood: levelOf(event.currentTarget.value) })}
          error={errors.likelihood}
        />
        <NativeSelect
          label="Consequence"
          description={consequenceHelp}
          size="lg"
          data={consequenceOptions}
          value={value.consequence === null ? '' : String(value.consequence)}
          onChange={(event) => onChange({ ...value, consequence: levelOf(event.currentTarget.value) })}
          error={errors.consequence}
        />
      </SimpleGrid>
      <Group gap="xs" mt="sm" aria-live="polite">
        <Text size="sm" fw={600}>
          Risk:
        </Text>
        {summary ? (
          <RiskBadge band={summary.band} score={summary.score} />
        ) : (
          <Text size="sm" c="dimmed">
            choose both to see the score
          </Text>
        )}
      </Group>
      {errors.rating && (
        <Text size="sm" c="red.9" mt={4} role="alert">
          {errors.rating}
        </Text>
      )}
    </Fieldset>
  );
}
