import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZEmployeeChangeSchema,
  ZEmployeeSchema,
  ZEmployeesPageSchema,
  ZMessageSchema,
  ZNotificationSettingsSchema,
  ZQualificationSchema,
} from '@hivis/contracts';
import type {
  TEmployeeDetailsInput,
  TEmployeesQueryInput,
  TNotificationSettingsInput,
  TQualificationInput,
  TEmployee,
  TNotificationSettings,
  TNewEmployeeInvite,
} from '@hivis/contracts';
import { apiRequest } from '../../api/client';
import { billingKeys } from '../payments/payments-api';

export const employeesKeys = {
  all: ['employees'] as const,
  page: (query: TEmployeesQueryInput) => ['employees', 'page', query] as const,
  one: (id: string) => ['employees', 'one', id] as const,
  notifications: (id: string) => ['employees', 'notifications', id] as const,
};

function queryString(query: TEmployeesQueryInput): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/** GET /api/v3/employee: one page of people; the previous page stays on show while the next loads. */
export function useEmployees(query: TEmployeesQueryInput, enabled = true) {
  return useQuery({
    queryKey: employeesKeys.page(query),
    queryFn: ({ signal }) => apiRequest(`/api/v3/employee?${queryString(query)}`, { schema: ZEmployeesPageSchema, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useEmployee(id: string) {
  return useQuery({
    queryKey: employeesKeys.one(id),
    queryFn: ({ signal }) => apiRequest(`/api/v3/employee/${id}`, { schema: ZEmployeeSchema, signal }),
  });
}

export function useNotificationSettings(id: string) {
  return useQuery({
    queryKey: employeesKeys.notifications(id),
    queryFn: ({ signal }) => apiRequest(`/api/v3/employee/${id}/notification-settings`, { schema: ZNotificationSettingsSchema, signal }),
  });
}

/*
 * The screens say an invitation's message themselves (a success toast, or beside the team
 * set-up's row), so the client does not show it a second time.
 */
export const inviteEmployee = (body: TNewEmployeeInvite) =>
  apiRequest('/api/v3/employee/invite', { method: 'POST', body, schema: ZEmployeeChangeSchema, messageToast: false });

export const resendInvite = (id: string) =>
  apiRequest(`/api/v3/employee/${id}/resend-invite`, { method: 'POST', schema: ZEmployeeChangeSchema, messageToast: false });

export const saveEmployee = (id: string, body: TEmployeeDetailsInput) => apiRequest(`/api/v3/employee/${id}`, { method: 'PUT', body, schema: ZEmployeeSchema });

export const addQualification = (id: string, body: TQualificationInput) =>
  apiRequest(`/api/v3/employee/${id}/qualification`, { method: 'POST', body, schema: ZQualificationSchema });

export const saveQualification = (id: string, qualificationId: string, body: TQualificationInput) =>
  apiRequest(`/api/v3/employee/${id}/qualification/${qualificationId}`, { method: 'PUT', body, schema: ZQualificationSchema });

export const removeQualification = (id: string, qualificationId: string) =>
  apiRequest(`/api/v3/employee/${id}/qualification/${qualificationId}`, { method: 'DELETE', schema: ZMessageSchema });

export const saveNotificationSettings = (id: string, body: TNotificationSettingsInput) =>
  apiRequest(`/api/v3/employee/${id}/notification-settings`, { method: 'PUT', body, schema: ZNotificationSettingsSchema });

/** Every employee list and record asks the server again. */
export function useRefreshEmployees() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: employeesKeys.all });
}

/** A person as the server has just answered: their page shows it at once, the lists ask again. */
export function useStoreEmployee() {
  const queryClient = useQueryClient();
  return (saved: TEmployee) => {
    queryClient.setQueryData(employeesKeys.one(saved.id), saved);
    void queryClient.invalidateQueries({ queryKey: employeesKeys.all });
  };
}

export function useStoreNotificationSettings() {
  const queryClient = useQueryClient();
  return (saved: TNotificationSettings) => queryClient.setQueryData(employeesKeys.notifications(saved.employeeId), saved);
}

/** People were invited: the lists and the plan's seat count ask again. */
export function useRefreshTeamAndSeats() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: employeesKeys.all });
    void queryClient.invalidateQueries({ queryKey: billingKeys.current });
  };
}
