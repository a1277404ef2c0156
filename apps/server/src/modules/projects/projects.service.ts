import { PROJECT_MESSAGES, isValidAbn, isValidNzbn } from '@hivis/contracts';
import type {
  TCountry,
  TPrincipalContractor,
  TProject,
  TNewProjectValues,
  TProjectDetailsValues,
  TProjectEditValues,
  TProjectsPage,
  TProjectsQuery,
} from '@hivis/contracts';
import type { Tx } from '../../db/client.js';
import type { ProjectRow } from '../../db/schema/index.js';
import { found, withAccess } from '../../platform/access/with-access.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import type { AppContext } from '../../platform/context.js';
import type { FieldErrors } from '../../platform/errors.js';
import type { AccessScope } from '../../platform/access/with-access.js';
import { AppError, invalidFields, notFound } from '../../platform/errors.js';
import { createOnce } from '../../platform/commands/index.js';
import { checkEditBase } from '../../platform/edits/edit-base.js';
import { jobCountsOf, presentProject, presentProjectListItem } from './projects.presenter.js';
import {
  countProjectJobs,
  findClient,
  findCompanyProject,
  findContact,
  findWorksite,
  insertProject,
  listCompanyProjects,
  lockCompanyProject,
  updateProject,
} from './projects.queries.js';

/*
 * Projects. Any person of the company may read them (a supervisor checks who the principal
 * contractor is); only account holders change them. A suspended or closed company reads but
 * does not write, and an archived project is read-only until it is restored.
 */

/** GET /api/v3/project: one page of the company's (or one worksite's) projects by name. */
export async function listProjects(ctx: AppContext, auth: AuthContext, query: TProjectsQuery): Promise<TProjectsPage> {
  const { rows, total } = await withAccess(ctx, auth, 'projects.read', ({ tx, auth: reader }) => listCompanyProjects(tx, reader.companyId, query));
  return { items: rows.map(presentProjectListItem), total, page: query.page, take: query.take };
}

/** The project with its worksite, client, contact and job counts, as every answer shows it. */
async function answer(tx: Tx, companyId: string, project: ProjectRow): Promise<TProject> {
  // One after the other: a transaction is one connection, so there is nothing to gain in parallel.
  const worksite = await findWorksite(tx, companyId, project.worksiteId);
  const client = project.clientId ? await findClient(tx, companyId, project.clientId) : null;
  const contact = project.clientContactId ? await findContact(tx, companyId, project.clientContactId) : null;
  const counts = await countProjectJobs(tx, companyId, project.id);
  // The foreign key cascades, so a project always has its worksite.
  if (!worksite) throw notFound('Worksite');
  return presentProject({ project, worksite, client, contact, jobCounts: jobCountsOf(counts) });
}

/** GET /api/v3/project/{id} */
export async function getProject(ctx: AppContext, auth: AuthContext, projectId: string): Promise<TProject> {
  return withAccess(ctx, auth, 'projects.read', async ({ tx, auth: reader }) =>
    answer(tx, reader.companyId, found(await findCompanyProject(tx, reader.companyId, projectId), 'Project')),
  );
}

/** The project to change, locked; another company's id answers 404 like a missing one. */
async function lockedProject(tx: Tx, companyId: string, projectId: string, options: { allowArchived: boolean }): Promise<ProjectRow> {
  const row = found(await lockCompanyProject(tx, companyId, projectId), 'Project');
  if (row.archivedAt && !options.allowArchived) throw new AppError('CONFLICT', PROJECT_MESSAGES.archivedReadOnly);
  return row;
}

type ClientChoice = { clientId: string | null; clientContactId: string | null };

/**
 * The client and contact must be the company's and the contact must work for that client.
 * Archived ones cannot be newly chosen, but a project that already names one keeps it when its
 * other details are saved. Another company's ids read like wrong ones: their existence is not told.
 */
async function checkClientChoice(tx: Tx, companyId: string, choice: ClientChoice, current: ClientChoice | null): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (choice.clientId) {
    const client = await findClient(tx, companyId, choice.clientId);
    if (!client) errors.clientId = PROJECT_MESSAGES.clientId;
    else if (client.archivedAt && client.id !== current?.clientId) errors.clientId = PROJECT_MESSAGES.clientArchived;
  }
  if (choice.clientContactId) {
    const contact = await findContact(tx, companyId, choice.clientContactId);
    if (!contact) errors.clientContactId = PROJECT_MESSAGES.contactId;
    else if (!choice.clientId) errors.clientContactId = PROJECT_MESSAGES.contactNeedsClient;
    else if (contact.clientId !== choice.clientId) errors.clientContactId = PROJECT_MESSAGES.contactNotAtClient;
    else if (contact.archivedAt && contact.id !== current?.clientContactId) errors.clientContactId = PROJECT_MESSAGES.contactArchived;
  }
  return errors;
}

/** The ABN is checked for an Australian company; an NZ company may give an NZBN instead. */
function checkPrincipalContractor(country: TCountry, pc: TPrincipalContractor | null): FieldErrors {
  if (!pc?.abn) return {};
  if (country === 'AU') return isValidAbn(pc.abn) ? {} : { 'principalContractor.abn': PROJECT_MESSAGES.abnInvalid };
  return isValidAbn(pc.abn) || isValidNzbn(pc.abn) ? {} : { 'principalContractor.abn': PROJECT_MESSAGES.abnOrNzbnInvalid };
}

function throwIfAny(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
}

function detailColumns(input: TProjectDetailsValues) {
  return {
    name: input.name,
    projectNumber: input.projectNumber,
    clientId: input.clientId,
    clientContactId: input.clientContactId,
    principalContractor: input.principalContractor,
    startDate: input.startDate,
    endDate: input.endDate,
    description: input.description,
  };
}

/** POST /api/v3/project: on a current worksite of the company. */
export async function createProject(ctx: AppContext, auth: AuthContext, input: TNewProjectValues): Promise<TProject> {
  const created = await withAccess(ctx, auth, 'projects.manage', (scope) =>
    createOnce(scope, 'projects.create', input.id, () => insertNewProject(scope, input)),
  );
  ctx.log.info({ project: created.id }, 'project created');
  return created;
}

async function insertNewProject({ tx, auth: writer, company }: AccessScope, input: TNewProjectValues): Promise<TProject> {
  const errors: FieldErrors = {};
  const worksite = await findWorksite(tx, writer.companyId, input.worksiteId);
  if (!worksite) errors.worksiteId = PROJECT_MESSAGES.worksiteId;
  else if (worksite.archivedAt) errors.worksiteId = PROJECT_MESSAGES.worksiteArchived;
  Object.assign(errors, await checkClientChoice(tx, writer.companyId, input, null), checkPrincipalContractor(company.country, input.principalContractor));
  throwIfAny(errors);
  const row = await insertProject(tx, {
    ...(input.id ? { id: input.id } : {}),
    companyId: writer.companyId,
    worksiteId: input.worksiteId,
    ...detailColumns(input),
  });
  return answer(tx, writer.companyId, row);
}

/** PUT /api/v3/project/{id}: every detail at once (the edit screen). */
export function saveProject(ctx: AppContext, auth: AuthContext, projectId: string, input: TProjectEditValues): Promise<TProject> {
  return withAccess(ctx, auth, 'projects.manage', async ({ tx, auth: writer, company }) => {
    const project = await lockedProject(tx, writer.companyId, projectId, { allowArchived: false });
    await checkEditBase(project.updatedAt, input.basedOn, () => answer(tx, writer.companyId, project));
    throwIfAny({ ...(await checkClientChoice(tx, writer.companyId, input, project)), ...checkPrincipalContractor(company.country, input.principalContractor) });
    return answer(tx, writer.companyId, await updateProject(tx, writer.companyId, project.id, detailColumns(input)));
  });
}

/** PUT /api/v3/project/{id}/client-details: the client step of the create screens. */
export function saveProjectClient(ctx: AppContext, auth: AuthContext, projectId: string, choice: ClientChoice): Promise<TProject> {
  return withAccess(ctx, auth, 'projects.manage', async ({ tx, auth: writer }) => {
    const project = await lockedProject(tx, writer.companyId, projectId, { allowArchived: false });
    throwIfAny(await checkClientChoice(tx, writer.companyId, choice, project));
    const changes = { clientId: choice.clientId, clientContactId: choice.clientContactId };
    return answer(tx, writer.companyId, await updateProject(tx, writer.companyId, project.id, changes));
  });
}

/** PUT /api/v3/project/{id}/pc-details: the principal contractor step; null clears it. */
export function saveProjectPrincipalContractor(
  ctx: AppContext,
  auth: AuthContext,
  projectId: string,
  principalContractor: TPrincipalContractor | null,
): Promise<TProject> {
  return withAccess(ctx, auth, 'projects.manage', async ({ tx, auth: writer, company }) => {
    const project = await lockedProject(tx, writer.companyId, projectId, { allowArchived: false });
    throwIfAny(checkPrincipalContractor(company.country, principalContractor));
    return answer(tx, writer.companyId, await updateProject(tx, writer.companyId, project.id, { principalContractor }));
  });
}

/**
 * PUT /api/v3/project/{id}/archive and /restore. Archived, never deleted: jobs and their SWMS keep
 * pointing at the project. Both are idempotent (a retry on weak data changes nothing).
 */
export function setProjectArchived(ctx: AppContext, auth: AuthContext, projectId: string, archived: boolean): Promise<TProject> {
  return withAccess(ctx, auth, 'projects.manage', async ({ tx, auth: writer }) => {
    const project = await lockedProject(tx, writer.companyId, projectId, { allowArchived: true });
    if (Boolean(project.archivedAt) === archived) return answer(tx, writer.companyId, project);
    return answer(tx, writer.companyId, await updateProject(tx, writer.companyId, project.id, { archivedAt: archived ? new Date() : null }));
  });
}
