import { AUDIT_STATS_MOST_FAILED, AUDIT_STATS_WEEKS, dayIn, isPahRoles, questionsInOrder } from '@hivis/contracts';
import type { TAuditSection, TAuditStats, TAuditStatsQuery, TAuditSummary, TAuditSummaryQuery } from '@hivis/contracts';
import { found, withAccess } from '../../platform/access/with-access.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import type { CompanyAuth } from '../../platform/auth/policy.js';
import type { AppContext } from '../../platform/context.js';
import { answeredCounts, countByTemplate, countByWeek, countResponses, mostFailedQuestions, templateSections } from './audit-stats.queries.js';
import type { StatsScope } from './audit-stats.queries.js';

/*
 * GET /api/v3/audit/response/summary and stats/{id}: what the submitted audits add up to. Account
 * holders count everyone's with all=true; staff always count their own, as the list shows them.
 */

const TEMPLATES_IN_SUMMARY = 50;

/** The Mondays of the `count` weeks that end with the one holding `day`, oldest first. */
export function mondaysUpTo(day: string, count: number): string[] {
  const date = new Date(`${day}T00:00:00Z`);
  // getUTCDay: Sunday 0 … Saturday 6; weeks start on Monday, as date_trunc('week') does.
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  const mondays: string[] = [];
  for (let back = count - 1; back >= 0; back--) {
    const monday = new Date(date);
    monday.setUTCDate(date.getUTCDate() - back * 7);
    mondays.push(monday.toISOString().slice(0, 10));
  }
  return mondays;
}

function scopeOf(auth: CompanyAuth, query: TAuditStatsQuery, timeZone: string, templateId?: string): StatsScope {
  const everyone = query.all && isPahRoles(auth.roles);
  // Staff count their own whatever they ask; asking for someone else's gets nobody's.
  const submittedBy = everyone ? (query.userId ?? null) : auth.userId;
  return {
    companyId: auth.companyId,
    submittedBy,
    none: !everyone && query.userId !== undefined && query.userId !== auth.userId,
    ...(templateId ? { templateId } : {}),
    days: { start: query.createdOnStart, end: query.createdOnEnd },
    timeZone,
  };
}

/** GET /api/v3/audit/response/summary */
export function getAuditSummary(ctx: AppContext, auth: AuthContext, query: TAuditSummaryQuery): Promise<TAuditSummary> {
  return withAccess(ctx, auth, 'audits.responses.read', async ({ tx, auth: companyAuth, company }) => {
    const scope = scopeOf(companyAuth, query, company.timeZone, query.auditType);
    const totals = await countResponses(tx, scope);
    const templates = await countByTemplate(tx, scope, TEMPLATES_IN_SUMMARY);
    return {
      ...totals,
      templates: templates.map(({ lastSubmittedAt, ...row }) => ({ ...row, lastSubmittedOn: (lastSubmittedAt ?? new Date(0)).toISOString() })),
    };
  });
}

/** A question's wording from the newest version that has it; a question since removed keeps its last wording. */
function promptOf(versions: readonly TAuditSection[][], questionId: string): string {
  for (const sections of versions) {
    const entry = questionsInOrder(sections).find(({ question }) => question.id === questionId);
    if (entry) return entry.question.prompt;
  }
  return 'A question since removed';
}

/** GET /api/v3/audit/response/stats/{id}: one of the company's templates (a starter takes no audits, so has none). */
export function getAuditStats(ctx: AppContext, auth: AuthContext, templateId: string, query: TAuditStatsQuery): Promise<TAuditStats> {
  return withAccess(ctx, auth, 'audits.responses.read', async ({ tx, auth: companyAuth, company }) => {
    const template = found(await templateSections(tx, companyAuth.companyId, templateId), 'Audit template');
    const scope = scopeOf(companyAuth, query, company.timeZone, templateId);
    const totals = await countResponses(tx, scope);
    const mondays = mondaysUpTo(dayIn(new Date(), company.timeZone), AUDIT_STATS_WEEKS);
    const byWeek = new Map((await countByWeek(tx, scope, mondays[0] ?? dayIn(new Date(), company.timeZone))).map((week) => [week.weekOf, week]));
    const failing = await mostFailedQuestions(tx, scope, AUDIT_STATS_MOST_FAILED);
    const answered = await answeredCounts(
      tx,
      scope,
      failing.map((question) => question.questionId),
    );
    return {
      auditTemplateId: templateId,
      name: template.name,
      total: totals.total,
      failed: totals.failed,
      averagePercentage: totals.averagePercentage,
      weeks: mondays.map((weekOf) => byWeek.get(weekOf) ?? { weekOf, total: 0, failed: 0, averagePercentage: null }),
      mostFailed: failing.map(({ questionId, failed }) => ({
        questionId,
        prompt: promptOf(template.sections, questionId),
        failed,
        answered: answered.get(questionId) ?? failed,
      })),
    };
  });
}
