import { useState } from 'react';
import type { TActivityFormValues } from './activity-editor/activity-form-values';
import { ActivityDetailsSections } from './activity-editor/ActivityDetailsSections';
import { HazardsSection } from './activity-editor/HazardsSection';

type TActivityEditorProps = {
  values: TActivityFormValues;
  onChange: (next: TActivityFormValues) => void;
  /** Errors by form path ("name", "hazards.0.after", ...): the schema's live ones plus the server's. */
  errors: Record<string, string>;
  /** The hazard open in the editor (one at a time, so a phone shows one hazard's form). */
  openHazard: string | null;
  onOpenHazard: (uid: string | null) => void;
};

/**
 * One library work activity: name, description, HRCW ticks, PPE, plant and licences, and its
 * hazards, each rated on the 5×5 matrix before and after controls (band shown in colour and
 * words), with controls tagged by hierarchy level, monitoring, the person responsible, and the
 * residual-risk reason when the rules ask for it. Built from the SWMS builder's own sections, so
 * the library and a SWMS are edited the same way. The HRCW ticks offer the model WHS list (the
 * library serves every state), plus any category already ticked.
 */
export function ActivityEditor({ values, onChange, errors, openHazard, onOpenHazard }: TActivityEditorProps) {
  return (
    <>
      <ActivityDetailsSections values={values} onChange={(patch) => onChange({ ...values, ...patch })} errors={errors} jurisdiction={null} />
      <HazardsSection value={values.hazards} onChange={(hazards) => onChange({ ...values, hazards })} errors={errors} open={openHazard} onOpen={onOpenHazard} />
    </>
  );
}

/** State of one editor: values, live checking after the first save, server errors, the open hazard. */
export function useActivityEditorState(initial: TActivityFormValues, validate: (values: TActivityFormValues) => Record<string, string>) {
  const [values, setValues] = useState(initial);
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [openHazard, setOpenHazard] = useState<string | null>(initial.hazards.length === 1 && initial.name === '' ? (initial.hazards[0]?.uid ?? null) : null);
  // Checked live after the first save attempt, so an error clears as soon as it is fixed.
  const errors = { ...(checked ? validate(values) : {}), ...serverErrors };
  return {
    values,
    errors,
    openHazard,
    setOpenHazard,
    setServerErrors,
    setChecked,
    onChange: (next: TActivityFormValues) => {
      setValues(next);
      setServerErrors({});
    },
  };
}
