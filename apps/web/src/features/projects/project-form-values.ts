import { ZPrincipalContractorInputSchema, ZProjectClientInputSchema, ZProjectDetailsInputSchema } from '@hivis/contracts';
import type { TCompanyDetails, TProject, TProjectClientInput, TProjectDetailsInput, TProjectPcInput } from '@hivis/contracts';
import type { z } from 'zod';

export type TPickedClient = { id: string; name: string };

export type TPcFormValues = {
  companyName: string;
  abn: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  whsPersonName: string;
  whsPersonPhone: string;
  whsPersonEmail: string;
};

/** Every field of a project; each screen shows and sends its own part. */
export type TProjectFormValues = {
  name: string;
  projectNumber: string;
  startDate: string;
  endDate: string;
  description: string;
  client: TPickedClient | null;
  clientContactId: string | null;
  principalContractor: TPcFormValues;
};

const PC_KEYS = ['companyName', 'abn', 'contactName', 'contactPhone', 'contactEmail', 'whsPersonName', 'whsPersonPhone', 'whsPersonEmail'] as const;

export const DETAIL_FIELDS = ['name', 'projectNumber', 'startDate', 'endDate', 'description'] as const;
export const CLIENT_FIELDS = ['clientId', 'clientContactId'] as const;
export const PC_FIELDS = PC_KEYS.map((key) => `principalContractor.${key}`);

export function initialProjectValues(project: TProject | null): TProjectFormValues {
  const pc = project?.principalContractor;
  return {
    name: project?.name ?? '',
    projectNumber: project?.projectNumber ?? '',
    startDate: project?.startDate ?? '',
    endDate: project?.endDate ?? '',
    description: project?.description ?? '',
    client: project?.client ? { id: project.client.id, name: project.client.name } : null,
    clientContactId: project?.clientContact?.id ?? null,
    principalContractor: Object.fromEntries(PC_KEYS.map((key) => [key, pc?.[key] ?? ''])) as TPcFormValues,
  };
}

/** Nothing typed about a principal contractor means none: the step can be left for later. */
export function pcPayload(values: TProjectFormValues): TProjectPcInput['principalContractor'] {
  const pc = values.principalContractor;
  return PC_KEYS.some((key) => pc[key].trim() !== '') ? pc : null;
}

export const clientPayload = (values: TProjectFormValues): TProjectClientInput => ({
  clientId: values.client?.id ?? null,
  clientContactId: values.clientContactId,
});

export const detailsPayload = (values: TProjectFormValues) => ({
  name: values.name,
  projectNumber: values.projectNumber,
  startDate: values.startDate,
  endDate: values.endDate,
  description: values.description,
});

export const fullPayload = (values: TProjectFormValues): TProjectDetailsInput => ({
  ...detailsPayload(values),
  ...clientPayload(values),
  principalContractor: pcPayload(values),
});

/** Checks with the server's own contract, so a person sees its messages before sending. */
function errorsOf(schema: z.ZodType, payload: unknown): Record<string, string> {
  const result = schema.safeParse(payload);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

export const validateDetails = (values: TProjectFormValues) => errorsOf(ZProjectDetailsInputSchema, { ...detailsPayload(values), principalContractor: null });
export const validateClient = (values: TProjectFormValues) => errorsOf(ZProjectClientInputSchema, clientPayload(values));
export function validatePc(values: TProjectFormValues): Record<string, string> {
  const pc = pcPayload(values);
  if (!pc) return {};
  const errors = errorsOf(ZPrincipalContractorInputSchema, pc);
  return Object.fromEntries(Object.entries(errors).map(([key, message]) => [`principalContractor.${key}`, message]));
}
export const validateAll = (values: TProjectFormValues) => ({ ...validateDetails(values), ...validateClient(values), ...validatePc(values) });

/** 'We are the principal contractor': the company's own details, the WHS person left to fill in. */
export function ownCompanyAsPc(company: TCompanyDetails, current: TPcFormValues): TPcFormValues {
  return {
    ...current,
    companyName: company.legalName || company.companyName,
    abn: company.abn ?? company.nzbn ?? '',
    contactPhone: current.contactPhone || company.phone || '',
  };
}

const words = (text: string) => text.trim();

/** The fields an edit conflict compares (ui/forms/EditConflictDialog), in words. */
export const PROJECT_CONFLICT_FIELDS = {
  name: { label: 'Project name', words },
  projectNumber: { label: 'Project number', words },
  startDate: { label: 'Start date', words },
  endDate: { label: 'End date', words },
  description: { label: 'Description', words },
  client: { label: 'Client', words: (client: TPickedClient | null) => client?.name ?? '' },
  principalContractor: {
    label: 'Principal contractor',
    words: (pc: TPcFormValues) =>
      PC_KEYS.map((key) => pc[key].trim())
        .filter(Boolean)
        .join(', '),
  },
};
