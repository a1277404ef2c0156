import { useEffect, useMemo } from 'react';
import { ZIncidentDetailsSchema } from '@hivis/contracts';
import type { TIncidentAction, TIncidentAnswers, TNewIncidentInput } from '@hivis/contracts';
import { getStoredAuth } from '../../api/auth-storage';
import { onCommandSent, queueCommand } from '../../offline/outbox/outbox';
import type { TQueuedCommand } from '../../offline/outbox/queued-command';
import { useOutbox } from '../../offline/outbox/use-outbox';
import { useStoreIncident } from './incidents-api';

/*
 * What is done about an incident on site goes through the device outbox (docs/field.md): the
 * report with its photos, the notification questions answered, a corrective action marked done.
 * Each is kept on the phone, sent when there is signal and applied once; its command names the
 * incident (meta.incidentId), so the incident's page shows it waiting, or refused with the
 * server's words, and the answer goes straight into the page when it arrives.
 */

export const REPORT_COMMAND_PATH = '/api/v3/incident';
export const assessmentCommandPath = (incidentId: string) => `/api/v3/incident/${incidentId}/assessment`;
export const actionDoneCommandPath = (actionId: string) => `/api/v3/incident/action/${actionId}/done`;

/** A photo taken for the report, held until Send: made smaller, under the id the report names it by. */
export type TTakenPhoto = { id: string; name: string; blob: Blob; takenAt: string | null };

/** The report as sent: everything but the command's own id and time, which the outbox adds. */
export type TNewIncidentBody = Omit<TNewIncidentInput, 'commandId' | 'at'> & { id: string };

function signedInUserId(): string {
  const userId = getStoredAuth()?.id;
  // A command with no person would be sent as a link's, with no sign-in: refused, so not queued.
  if (!userId) throw new Error('Not signed in.');
  return userId;
}

/**
 * Queues the report with its photos: the outbox stores each photo first under the id the report
 * names it by (photoFileIds), then sends the report with the id made on the phone, so a copy sent
 * twice makes one incident. Resolves once it is safely on the phone.
 */
export async function queueReport(body: TNewIncidentBody, photos: readonly TTakenPhoto[], label: string): Promise<TQueuedCommand> {
  return queueCommand({
    userId: signedInUserId(),
    label,
    method: 'POST',
    path: REPORT_COMMAND_PATH,
    body,
    meta: { incidentId: body.id },
    files: photos.map((photo) => ({
      id: photo.id,
      fileType: 'incident_photo',
      name: photo.name,
      blob: photo.blob,
      ...(photo.takenAt ? { fields: { takenAt: photo.takenAt } } : {}),
    })),
  });
}

/** Queues the notification questions answered (again), as answered on site. */
export async function queueAssessment(incidentId: string, answers: TIncidentAnswers, label: string): Promise<TQueuedCommand> {
  return queueCommand({
    userId: signedInUserId(),
    label,
    method: 'PUT',
    path: assessmentCommandPath(incidentId),
    body: { ...answers },
    meta: { incidentId },
  });
}

/** Queues a corrective action marked done by the person it was given to, with what they did. */
export async function queueActionDone(incidentId: string, action: Pick<TIncidentAction, 'id' | 'description'>, note: string): Promise<TQueuedCommand> {
  return queueCommand({
    userId: signedInUserId(),
    label: `Corrective action done: ${action.description}`,
    method: 'PUT',
    path: actionDoneCommandPath(action.id),
    body: note.trim() ? { note: note.trim() } : {},
    meta: { incidentId, actionId: action.id },
  });
}

export type TIncidentCommands = {
  /** The queue has been read from the phone (before that nothing is known to wait). */
  loaded: boolean;
  /** The report, while it waits on this phone or after the server refused it. */
  report: TQueuedCommand | undefined;
  /** The questions answered, likewise. */
  assessment: TQueuedCommand | undefined;
  /** Corrective actions marked done on this phone, by action. */
  doneByAction: Map<string, TQueuedCommand>;
};

/** One incident's actions waiting on this phone or refused; a waiting one (sent again after a refusal) wins. */
export function useIncidentCommands(incidentId: string): TIncidentCommands {
  const outbox = useOutbox(getStoredAuth()?.id ?? null);
  return useMemo(() => {
    const found: TIncidentCommands = { loaded: outbox.loaded, report: undefined, assessment: undefined, doneByAction: new Map() };
    for (const command of [...outbox.needsAttention, ...outbox.waiting]) {
      if (command.meta?.incidentId !== incidentId) continue;
      if (command.path === REPORT_COMMAND_PATH) found.report = command;
      else if (command.path === assessmentCommandPath(incidentId)) found.assessment = command;
      else if (command.meta.actionId && command.path === actionDoneCommandPath(command.meta.actionId)) found.doneByAction.set(command.meta.actionId, command);
    }
    return found;
  }, [outbox, incidentId]);
}

/** Reports made on this phone and not on the server yet (waiting, or refused), newest first. */
export function useReportsOnPhone(): TQueuedCommand[] {
  const outbox = useOutbox(getStoredAuth()?.id ?? null);
  return useMemo(() => [...outbox.needsAttention, ...outbox.waiting].filter((command) => command.path === REPORT_COMMAND_PATH).reverse(), [outbox]);
}

/** While mounted: each incident action the outbox gets answered goes straight into the incident's page and the lists. */
export function useIncidentCommandSync(): void {
  const store = useStoreIncident();
  useEffect(
    () =>
      onCommandSent((command, answer) => {
        if (!command.meta?.incidentId) return;
        const incident = ZIncidentDetailsSchema.safeParse(answer);
        if (incident.success) store(incident.data);
      }),
    [store],
  );
}
