-- The details each SWMS version prints (job, project, worksite, company), frozen when it is issued.
ALTER TABLE "swms_versions" ADD COLUMN "header" jsonb;--> statement-breakpoint
-- Versions issued before this column printed the live details. Their earlier details are not kept
-- anywhere, so they are frozen as they stand now: from here on a later edit no longer rewrites
-- what their signers signed. Every version has a job, project, worksite and company (not-null
-- keys), so every row is filled. Instants in UTC as JavaScript writes them, days as yyyy-mm-dd.
-- The column stays nullable: see loadDocumentData (modules/swms/document/document-data.ts).
UPDATE "swms_versions" AS v SET "header" = jsonb_build_object(
  'swmsTitle', s."title",
  'company', jsonb_build_object(
    'name', c."name",
    'legalName', c."legal_name",
    'abn', c."abn",
    'nzbn', c."nzbn",
    'phone', c."phone",
    'address', c."address",
    'timeZone', c."time_zone",
    'logoFileId', c."logo_file_id"
  ),
  'job', jsonb_build_object(
    'title', j."title",
    'jobNumber', j."job_number",
    'scope', j."scope",
    'scheduledStart', to_char(j."scheduled_start" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'scheduledEnd', to_char(j."scheduled_end" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  ),
  'project', jsonb_build_object(
    'name', p."name",
    'projectNumber', p."project_number",
    'startDate', to_char(p."start_date", 'YYYY-MM-DD'),
    'endDate', to_char(p."end_date", 'YYYY-MM-DD')
  ),
  'worksite', jsonb_build_object('name', w."name", 'address', w."address")
)
FROM "swms" AS s
JOIN "companies" AS c ON c."id" = s."company_id"
JOIN "jobs" AS j ON j."id" = s."job_id"
JOIN "projects" AS p ON p."id" = j."project_id"
JOIN "worksites" AS w ON w."id" = j."worksite_id"
WHERE s."id" = v."swms_id";
