import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZClientDetailsSchema, ZClientsPageSchema, ZContactDetailsSchema, ZContactsPageSchema } from '@hivis/contracts';
import type {
  TClientEdit,
  TClientsQueryInput,
  TContactEdit,
  TContactsQueryInput,
  TClientDetails,
  TContactDetails,
  TNewClientInput,
  TNewContactInput,
} from '@hivis/contracts';
import { apiRequest } from '../../api/client';
import { queryString } from '../../api/query-string';

/** Every client and contact query sits under one key, so a change refreshes all the lists. */
export const contactsKeys = {
  all: ['clients-contacts'] as const,
  clients: (query: TClientsQueryInput) => ['clients-contacts', 'clients', query] as const,
  client: (id: string) => ['clients-contacts', 'client', id] as const,
  contacts: (query: TContactsQueryInput) => ['clients-contacts', 'contacts', query] as const,
  contact: (id: string) => ['clients-contacts', 'contact', id] as const,
};

/** GET /api/v3/client: one page; the previous page stays on show while the next loads. */
export function useClients(query: TClientsQueryInput, enabled = true) {
  return useQuery({
    queryKey: contactsKeys.clients(query),
    queryFn: ({ signal }) => apiRequest(`/api/v3/client?${queryString(query)}`, { schema: ZClientsPageSchema, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useClient(id: string) {
  return useQuery({
    queryKey: contactsKeys.client(id),
    queryFn: ({ signal }) => apiRequest(`/api/v3/client/${id}`, { schema: ZClientDetailsSchema, signal }),
  });
}

export function useContacts(query: TContactsQueryInput) {
  return useQuery({
    queryKey: contactsKeys.contacts(query),
    queryFn: ({ signal }) => apiRequest(`/api/v3/contact?${queryString(query)}`, { schema: ZContactsPageSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useContact(id: string) {
  return useQuery({
    queryKey: contactsKeys.contact(id),
    queryFn: ({ signal }) => apiRequest(`/api/v3/contact/${id}`, { schema: ZContactDetailsSchema, signal }),
  });
}

export const createClient = (body: TNewClientInput) => apiRequest('/api/v3/client', { method: 'POST', body, schema: ZClientDetailsSchema });
export const updateClient = (id: string, body: TClientEdit) => apiRequest(`/api/v3/client/${id}`, { method: 'PUT', body, schema: ZClientDetailsSchema });
export const setClientArchived = (id: string, archived: boolean) =>
  apiRequest(`/api/v3/client/${id}/${archived ? 'archive' : 'restore'}`, { method: 'PUT', schema: ZClientDetailsSchema });

export const createContact = (body: TNewContactInput) => apiRequest('/api/v3/contact', { method: 'POST', body, schema: ZContactDetailsSchema });
export const updateContact = (id: string, body: TContactEdit) => apiRequest(`/api/v3/contact/${id}`, { method: 'PUT', body, schema: ZContactDetailsSchema });
export const setContactArchived = (id: string, archived: boolean) =>
  apiRequest(`/api/v3/contact/${id}/${archived ? 'archive' : 'restore'}`, { method: 'PUT', schema: ZContactDetailsSchema });

/** Every client and contact list asks the server again. */
export function useRefreshContacts() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: contactsKeys.all });
}

export function useStoreClient() {
  const queryClient = useQueryClient();
  return (saved: TClientDetails) => {
    queryClient.setQueryData(contactsKeys.client(saved.id), saved);
    void queryClient.invalidateQueries({ queryKey: contactsKeys.all });
  };
}

export function useStoreContact() {
  const queryClient = useQueryClient();
  return (saved: TContactDetails) => {
    queryClient.setQueryData(contactsKeys.contact(saved.id), saved);
    void queryClient.invalidateQueries({ queryKey: contactsKeys.all });
  };
}
