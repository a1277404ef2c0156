import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { projects, worksites } from '../db/schema/index.js';

const STATUSES = ['PENDING', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED'] as const;

/**
 * Fills a company with `count` jobs, for benchmarks and for trying the lists at the size of a
 * large contractor (`npm run seed:demo -- --jobs 100000`). The jobs sit in one worksite and
 * project of their own, spread over the past years, every fourth one completed and so on; one
 * INSERT … SELECT over generate_series writes them all, which takes seconds, not minutes.
 */
export async function seedVolumeJobs(tx: Tx, companyId: string, count: number): Promise<void> {
  const [site] = await tx
    .insert(worksites)
    .values({
      companyId,
      name: 'Maintenance contract: Southside schools',
      address: { country: 'Australia', state: 'Queensland', suburb: 'Coorparoo', postCode: '4151' },
    })
    .returning({ id: worksites.id });
  if (!site) throw new Error('volume worksite was not inserted');
  const [project] = await tx
    .insert(projects)
    .values({ companyId, worksiteId: site.id, name: 'Southside schools maintenance 2020–2026', projectNumber: 'MAINT-SS' })
    .returning({ id: projects.id });
  if (!project) throw new Error('volume project was not inserted');

  const statuses = sql.raw(`array[${STATUSES.map((status) => `'${status}'`).join(',')}]`);
  // Jobs an hour apart, newest now; scheduled a day after they were raised, for two hours.
  await tx.execute(sql`
    insert into jobs (company_id, project_id, worksite_id, title, job_number, status, scheduled_start, scheduled_end, created_at, updated_at)
    select ${companyId}, ${project.id}, ${site.id},
           'Maintenance request ' || n,
           'M-' || lpad(n::text, 6, '0'),
           (${statuses})[1 + n % 4],
           now() - (n * interval '1 hour') + interval '1 day',
           now() - (n * interval '1 hour') + interval '1 day 2 hours',
           now() - (n * interval '1 hour'),
           now() - (n * interval '1 hour')
    from generate_series(1, ${count}) as n`);
  // Fresh statistics for the planner: the embedded database has no autovacuum to gather them, and
  // without them it guesses a company's jobs at a few hundred rows however many there are.
  await tx.execute(sql`analyze jobs`);
}
