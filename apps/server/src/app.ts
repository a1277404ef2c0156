import { apiDocumentTransform, apiDocumentTransformObject } from './platform/http/api-document.js';
import { keepWallKey, wallKeyFor } from './platform/tenancy/database-wall.js';
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { validatorWithClosedQuery } from './platform/http/validator.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { accountClosureRoutes } from './modules/account-closure/account-closure.routes.js';
import { addressRoutes } from './modules/address/address.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { companyRoutes } from './modules/company/company.routes.js';
import { companySharingRoutes } from './modules/company-sharing/company-sharing.routes.js';
import { contactRoutes } from './modules/contact/contact.routes.js';
import { clientsRoutes } from './modules/clients/clients.routes.js';
import { auditsRoutes } from './modules/audits/audits.routes.js';
import { auditLinksRoutes } from './modules/audits/audit-links.routes.js';
import { auditAssignmentsRoutes } from './modules/audits/assignments/assignments.routes.js';
import { auditLinkUpload } from './modules/audits/audit-link-page.service.js';
import { devMailboxRoutes } from './modules/dev/mailbox.routes.js';
import { companyLogoReach } from './modules/company/company-file-reach.queries.js';
import { qualificationFileReach } from './modules/employees/qualification-file-reach.queries.js';
import { jobFileReach } from './modules/jobs/job-file-reach.queries.js';
import { swmsFileReach } from './modules/swms/swms-file-reach.queries.js';
import { incidentFileReach } from './modules/incidents/incident-file-reach.queries.js';
import { incidentsRoutes } from './modules/incidents/incidents.routes.js';
import { prestartTalkFileReach } from './modules/prestart-talks/prestart-talk-file-reach.queries.js';
import { prestartTalksRoutes } from './modules/prestart-talks/prestart-talks.routes.js';
import { jsaFileReach } from './modules/jsa/jsa-file-reach.queries.js';
import { jsaRoutes } from './modules/jsa/jsa.routes.js';
import { signatureLinkUpload } from './modules/swms/signing/signature-upload.js';
import { filesRoutes } from './modules/files/files.routes.js';
import { legalRoutes } from './modules/legal/legal.routes.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { referralsRoutes } from './modules/referrals/referrals.routes.js';
import { signupRoutes } from './modules/signup/signup.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { userManagementRoutes } from './modules/users/users.manage.routes.js';
import { featuresRoutes } from './modules/feature-switches/feature-switches.routes.js';
import { worksitesRoutes } from './modules/worksites/worksites.routes.js';
import { swmsTemplatesRoutes } from './modules/swms/templates/templates.routes.js';
import { swmsGenerateRoutes } from './modules/swms/generate/generate.routes.js';
import { swmsRoutes } from './modules/swms/swms.routes.js';
import { swmsLibraryRoutes } from './modules/swms-library/library.routes.js';
import { swmsSigningRoutes } from './modules/swms/signing/signing.routes.js';
import { dataImportRoutes } from './modules/data-import/data-import.routes.js';
import { dataExportRoutes } from './modules/data-export/data-export.routes.js';
import { contractorsRoutes } from './modules/contractors/contractors.routes.js';
import { contractRequestLinks } from './modules/contractors/contract-requests.service.js';
import { dashboardsRoutes } from './modules/dashboards/dashboards.routes.js';
import { EMBED_PATH } from './modules/dashboards/links.service.js';
import { scheduleRoutes } from './modules/schedule/schedule.routes.js';
import { employeesRoutes } from './modules/employees/employees.routes.js';
import { timesheetsRoutes } from './modules/timesheets/timesheets.routes.js';
import { assignmentsRoutes } from './modules/assignments/assignments.routes.js';
import { inboxRoutes } from './modules/inbox/inbox.routes.js';
import { jobsRoutes } from './modules/jobs/jobs.routes.js';
import { projectsRoutes } from './modules/projects/projects.routes.js';
import { AccessTokens } from './platform/auth/access-token.js';
import type { AppContext } from './platform/context.js';
import { SignedLinks } from './platform/files/signed-links.js';
import { fileStorageFor } from './platform/files/file-storage-for.js';
import { guardEveryRoute } from './platform/access/route-guard.js';
import { currentAccountCheck } from './platform/auth/current-account.js';
import { NOTHING_HERE } from './platform/errors.js';
import { registerErrorHandler } from './platform/http/error-handler.js';
import { registerWebAppManifest } from './platform/http/web-app-manifest.js';
import { registerNulGuard } from './platform/http/reject-nul.js';
import { registerWellFormedText } from './platform/http/well-formed-text.js';
import { registerCompression } from './platform/http/compression.js';
import { webAppInlineScriptHashes } from './platform/http/inline-script-hashes.js';
import { registerSecurityHeaders } from './platform/http/security-headers.js';
import { OutboxWorker } from './platform/mail/outbox.js';
import { healthRoutes } from './platform/observability/health.routes.js';
import { clientErrorsRoutes } from './modules/client-errors/client-errors.routes.js';
import { backupRoutes } from './platform/backup/backup.routes.js';
import { newRequestId, registerRequestObservability, requestSerializers } from './platform/observability/request-logging.js';
import { createPaymentProvider } from './platform/payments/provider.js';
import { FILE_TYPE_RULES, isLinkPagePath } from '@hivis/contracts';

export type BuiltApp = { app: FastifyInstance; ctx: AppContext };

export type BuildOptions = {
  /** Sees every route as it is registered (the API tests list all routes this way). */
  onRoute?: (route: RouteOptions) => void;
  /** Where the log goes instead of standard output (tests read the log lines this way). */
  logStream?: NodeJS.WritableStream;
};

const largestUpload = Math.max(...Object.values(FILE_TYPE_RULES).map((rule) => rule.maxBytes));

/** Builds the HTTP server: platform plugins first, then every module's routes, then the web app. */
export async function buildApp(config: Config, database: Database, options: BuildOptions = {}): Promise<BuiltApp> {
  keepWallKey(database.db, wallKeyFor(config.appSecret));
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, serializers: requestSerializers, ...(options.logStream ? { stream: options.logStream } : {}) },
    genReqId: newRequestId,
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorWithClosedQuery);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);
  // Before any plugin, so that no route is registered unseen.
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    accessTokens: new AccessTokens(config.appSecret, config.accessTokenMinutes, currentAccountCheck(database.db)),
    fileStorage: fileStorageFor(config),
    signedLinks: new SignedLinks(config.appSecret),
    outbox: new OutboxWorker(database.db, config.smtpUrl, config.mailFrom, app.log),
    payments: createPaymentProvider(config, app.log),
    log: app.log,
  };

  // First, so that every answer carries them, even one refused by a later hook.
  await registerSecurityHeaders(app, {
    publicUrl: config.publicUrl,
    inlineScriptHashes: webAppInlineScriptHashes(config.webDist),
    framedPages: [EMBED_PATH],
    errorServiceDsn: config.errorService?.dsn ?? null,
  });
  // Before any route: each one is guarded by its entry in the access table, or the start fails.
  guardEveryRoute(app, ctx.accessTokens);
  registerErrorHandler(app);
  registerRequestObservability(app);
  registerNulGuard(app);
  registerWellFormedText(app);
  await registerCompression(app);
  await app.register(fastifyMultipart, { limits: { fileSize: largestUpload, files: 1, fields: 10, fieldSize: 1024 } });
  await app.register(fastifySwagger, {
    openapi: { info: { title: `${config.productName} API`, version: '3' } },
    transform: apiDocumentTransform,
    transformObject: apiDocumentTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(healthRoutes(ctx));
  await app.register(clientErrorsRoutes(ctx));
  await app.register(backupRoutes(ctx));
  await app.register(authRoutes(ctx));
  await app.register(usersRoutes(ctx));
  await app.register(userManagementRoutes(ctx));
  await app.register(featuresRoutes(ctx));
  await app.register(
    filesRoutes(
      ctx,
      [jobFileReach, swmsFileReach, companyLogoReach, qualificationFileReach, incidentFileReach, prestartTalkFileReach, jsaFileReach],
      [signatureLinkUpload(ctx), auditLinkUpload(ctx)],
    ),
  );
  await app.register(signupRoutes(ctx));
  await app.register(paymentsRoutes(ctx));
  await app.register(companyRoutes(ctx));
  await app.register(accountClosureRoutes(ctx));
  await app.register(referralsRoutes(ctx));
  await app.register(companySharingRoutes(ctx));
  await app.register(contactRoutes(ctx));
  await app.register(clientsRoutes(ctx));
  await app.register(auditsRoutes(ctx));
  await app.register(auditLinksRoutes(ctx));
  await app.register(auditAssignmentsRoutes(ctx));
  await app.register(incidentsRoutes(ctx));
  await app.register(prestartTalksRoutes(ctx));
  await app.register(jsaRoutes(ctx));
  await app.register(addressRoutes(ctx));
  await app.register(worksitesRoutes(ctx));
  await app.register(swmsTemplatesRoutes(ctx));
  await app.register(swmsGenerateRoutes(ctx));
  await app.register(swmsRoutes(ctx));
  await app.register(swmsLibraryRoutes(ctx));
  await app.register(swmsSigningRoutes(ctx));
  await app.register(dataImportRoutes(ctx));
  await app.register(dataExportRoutes(ctx));
  await app.register(contractorsRoutes(ctx));
  await app.register(dashboardsRoutes(ctx));
  await app.register(scheduleRoutes(ctx));
  await app.register(employeesRoutes(ctx));
  await app.register(timesheetsRoutes(ctx));
  await app.register(assignmentsRoutes(ctx, contractRequestLinks(ctx)));
  await app.register(inboxRoutes(ctx));
  await app.register(jobsRoutes(ctx));
  await app.register(projectsRoutes(ctx));
  if (config.devMailbox) await app.register(devMailboxRoutes(ctx));
  // /privacy-policy and /terms are PDFs, answered before the web app's fallback could.
  await app.register(legalRoutes(ctx));

  await serveWebApp(app, config);
  return { app, ctx };
}

/**
 * Serves the built web app: a link page's address (contracts' link-pages.ts) gets link.html, any
 * other path that is not an API call or a file gets index.html (the app).
 */
async function serveWebApp(app: FastifyInstance, config: Config): Promise<void> {
  registerWebAppManifest(app, config);
  const webDist = config.webDist;
  const hasWeb = webDist !== null && existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz copies of its text files: sent to browsers that accept them.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        // Chunk names carry a content hash, so they never change once served.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) reply.header('cache-control', 'public, max-age=31536000, immutable');
        // The service worker is looked for on every visit: a new release must be found at once.
        if (path.basename(filePath).startsWith('sw.js')) reply.header('cache-control', 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/') && !request.url.startsWith('/assets/');
    if (hasWeb && isPage) {
      const page = isLinkPagePath(request.url.split('?')[0] ?? '') ? 'link.html' : 'index.html';
      // cacheControl: false, or @fastify/static replaces this header with its own max-age.
      return reply.header('cache-control', 'no-cache').sendFile(page, { cacheControl: false });
    }
    return reply.code(404).send({ code: 'NOT_FOUND', message: NOTHING_HERE });
  });
}
