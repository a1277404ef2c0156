import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZProjectSchema, ZProjectsPageSchema } from '@hivis/contracts';
import type { TProjectClientInput, TProjectEdit, TProjectPcInput, TProjectsQueryInput, TProject, TNewProjectInput } from '@hivis/contracts';
import { apiRequest } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

export const projectsKeys = {
  all: ['projects'] as const,
  page: (query: TProjectsQueryInput) => ['projects', 'page', query] as const,
  one: (id: string) => ['projects', 'one', id] as const,
};

function queryString(query: TProjectsQueryInput): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/** GET /api/v3/project: one page; the previous page stays on show while the next loads. */
export function useProjects(query: TProjectsQueryInput, enabled = true) {
  return useQuery({
    queryKey: projectsKeys.page(query),
    queryFn: ({ signal }) => apiRequest(`/api/v3/project?${queryString(query)}`, { schema: ZProjectsPageSchema, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useProject(id: string) {
  return useQuery({
    queryKey: projectsKeys.one(id),
    queryFn: ({ signal }) => apiRequest(`/api/v3/project/${id}`, { schema: ZProjectSchema, signal }),
    enabled: id !== '',
  });
}

export const createProject = (body: TNewProjectInput) => apiRequest('/api/v3/project', { method: 'POST', body, schema: ZProjectSchema });

export const saveProject = (id: string, body: TProjectEdit) => apiRequest(`/api/v3/project/${id}`, { method: 'PUT', body, schema: ZProjectSchema });

export const saveProjectClient = (id: string, body: TProjectClientInput) =>
  apiRequest(`/api/v3/project/${id}/client-details`, { method: 'PUT', body, schema: ZProjectSchema });

export const saveProjectPc = (id: string, body: TProjectPcInput) =>
  apiRequest(`/api/v3/project/${id}/pc-details`, { method: 'PUT', body, schema: ZProjectSchema });

export const setProjectArchived = (id: string, archived: boolean) =>
  apiRequest(`/api/v3/project/${id}/${archived ? 'archive' : 'restore'}`, { method: 'PUT', schema: ZProjectSchema });

/** A project the server has just answered with: its page shows it at once, the lists ask again. */
export function useStoreProject() {
  const queryClient = useQueryClient();
  return (saved: TProject) => {
    queryClient.setQueryData(projectsKeys.one(saved.id), saved);
    void queryClient.invalidateQueries({ queryKey: queryKeys.projectsPages });
  };
}
