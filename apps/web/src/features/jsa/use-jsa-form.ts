import { useForm } from '@mantine/form';
import type { FormEvent } from 'react';
import { useRef, useState } from 'react';
import { focusFirstProblem } from '../../ui/forms/focus-first-problem';
import { CHECK_FIELDS, useServerForm } from '../../ui/forms/useServerForm';
import { JSA_FIELD_NAMES, jsaFieldPaths, stepsWithProblems, validateJsaValues } from './jsa-form-values';
import type { TJsaFormValues, TJsaStepValue } from './jsa-form-values';

/*
 * The JSA form's state, shared by the new and the edit screen: the values, checked with the
 * contract's schema; which steps are open; and the submit that, when a check fails, opens the
 * steps with a problem and puts the focus on the first field marked wrong.
 */

/** The open steps; a form whose steps were all replaced (a draft restored, a fill) opens its first. */
function useOpenSteps(steps: readonly TJsaStepValue[]) {
  const [open, setOpen] = useState<string[]>(() => steps.slice(0, 1).map((step) => step.uid));
  const [known, setKnown] = useState(steps);
  if (steps !== known) {
    setKnown(steps);
    if (!steps.some((step) => known.some((before) => before.uid === step.uid))) setOpen(steps.slice(0, 1).map((step) => step.uid));
  }
  return [open, setOpen] as const;
}

export function useJsaForm(initialValues: TJsaFormValues, { needsJob }: { needsJob: boolean }) {
  const form = useForm<TJsaFormValues>({ mode: 'controlled', initialValues, validate: (values) => validateJsaValues(values, { needsJob }) });
  const server = useServerForm(form, { fields: jsaFieldPaths, fieldNames: JSA_FIELD_NAMES, invalidMessage: CHECK_FIELDS, clearOnChange: true });
  const [openSteps, setOpenSteps] = useOpenSteps(form.values.steps);
  const formRef = useRef<HTMLFormElement>(null);

  /** The form's submit: checks first (on the phone, no signal needed), then saves with `save`. */
  const submitWith = (save: (values: TJsaFormValues) => Promise<unknown>) => {
    const send = server.onSubmit(save);
    return (event: FormEvent<HTMLFormElement>) => {
      const checked = form.validate();
      if (checked.hasErrors) {
        event.preventDefault();
        server.setProblem(CHECK_FIELDS);
        const withProblems = stepsWithProblems(checked.errors, form.getValues().steps);
        setOpenSteps((open) => [...open, ...withProblems.filter((uid) => !open.includes(uid))]);
        focusFirstProblem(formRef.current);
        return;
      }
      send(event);
    };
  };

  return { form, formRef, openSteps, setOpenSteps, submitWith, ...server };
}
