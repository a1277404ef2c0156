import type { TJobView } from '@hivis/contracts';
import { isPahRoles } from '@hivis/contracts';
import { found, withAccess } from '../../platform/access/with-access.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { siteAddressOf, whenOf } from './assignments.messages.js';
import { findAssignment, findJobContext } from './assignments.queries.js';
import { findJobFiles, findLatestJobNotes } from './job-view.queries.js';

/** The job view shows the latest notes and files; older ones are on the office's job page. */
const VIEW_NOTES_MAX = 50;
const VIEW_FILES_MAX = 50;

/**
 * GET /api/v3/job/{id}/view: what a worker needs on site. Account holders see any job of the
 * company; staff see the jobs they were offered (not ones they were taken off), others answer 404.
 */
export async function getJobView(ctx: AppContext, auth: AuthContext, jobId: string): Promise<TJobView> {
  return withAccess(ctx, auth, 'assignments.read', async ({ tx, auth: reader }) => {
    const context = found(await findJobContext(tx, reader.companyId, jobId), 'Job');
    const mine = await findAssignment(tx, reader.companyId, jobId, reader.userId);
    const ownRequest = mine && mine.status !== 'removed' ? mine : null;
    if (!isPahRoles(reader.roles) && !ownRequest) throw notFound('Job');
    const { job, site } = context;
    const notes = await findLatestJobNotes(tx, reader.companyId, jobId, VIEW_NOTES_MAX);
    const attached = await findJobFiles(tx, reader.companyId, jobId, VIEW_FILES_MAX);
    return {
      id: job.id,
      worksiteId: job.worksiteId,
      projectId: job.projectId,
      title: job.title,
      jobNumber: job.jobNumber,
      status: job.status,
      start: job.scheduledStart?.toISOString() ?? null,
      end: job.scheduledEnd?.toISOString() ?? null,
      when: whenOf(context),
      description: job.description,
      scope: job.scope,
      notes: job.notes,
      projectName: context.projectName,
      site: {
        name: site.name,
        address: siteAddressOf(context),
        geo: site.latitude !== null && site.longitude !== null ? { lat: site.latitude, long: site.longitude } : null,
        contacts: site.siteContacts.map((contact) => ({ name: contact.name, phone: contact.phone ?? null, role: contact.role ?? null })),
      },
      jobNotes: notes.map((note) => ({
        id: note.id,
        body: note.body,
        author: `${note.firstName ?? ''} ${note.lastName ?? ''}`.trim() || 'Former member',
        createdOn: note.createdAt.toISOString(),
      })),
      files: attached.map((file) => ({ ...file, url: ctx.signedLinks.link(file.id, 'inline') })),
      myAnswer: ownRequest?.status ?? null,
    };
  });
}
