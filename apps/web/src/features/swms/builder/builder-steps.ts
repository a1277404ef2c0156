/*
 * The builder's screens in order, as the progress line names them. Screens under /swms/ map to
 * one step each; work-activities-customize is part of the work activities step.
 */
export const SWMS_BUILDER_STEPS = [
  { route: 'select-job', label: 'Choose the job' },
  { route: 'section-one', label: 'Job and high-risk work' },
  { route: 'pc-details', label: 'Principal contractor' },
  { route: 'section-details', label: 'People and procedures' },
  { route: 'contractor-detail', label: 'Your business' },
  { route: 'section-three', label: 'Template' },
  { route: 'choose-trade', label: 'Trades' },
  { route: 'view-activities', label: 'Choose work activities' },
  { route: 'work-activities', label: 'Hazards and controls' },
  { route: 'links', label: 'Hazardous substances' },
  { route: 'generate-swms', label: 'Review and generate' },
  { route: 'generated', label: 'Sign and send' },
] as const;

export type TSwmsBuilderRoute = (typeof SWMS_BUILDER_STEPS)[number]['route'];

/** 1-based position of a builder screen, for `SwmsStepLayout`'s `step` prop. */
export function swmsStepIndex(route: TSwmsBuilderRoute | 'work-activities-customize'): number {
  const target = route === 'work-activities-customize' ? 'work-activities' : route;
  return SWMS_BUILDER_STEPS.findIndex((step) => step.route === target) + 1;
}

/**
 * The builder screen a SWMS of a job's list opens at to be edited. A draft carries on where it
 * was left. An issued SWMS was last saved at Generate, which resumes at Section 6 (sign and
 * send): editing it starts at the review instead, where every part has its own Edit link.
 */
export function swmsEditRoute(item: { status: 'draft' | 'issued'; resumeRoute: string }): string {
  return item.status === 'issued' ? 'generate-swms' : item.resumeRoute;
}
