import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { clearAllStorage, getStoredAuth } from '../../api/auth-storage';
import { usePageTitle } from '../../ui/page-title';
import { PageLoader } from '../../ui/PageLoader';
import { endServerSession } from './auth-api';

/**
 * /auth/logout and /logout: end the session on the server, clear all local storage (spec 3) and
 * go to the login page. Without a connection the server session simply expires on its own, so
 * signing out here never waits on the network.
 */
export function LogoutPage() {
  usePageTitle('Signing out');
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    const refreshToken = getStoredAuth()?.refreshToken;
    if (refreshToken) void endServerSession(refreshToken).catch(() => undefined);
    clearAllStorage();
    queryClient.clear();
    void navigate('/auth/login', { replace: true });
  }, [queryClient, navigate]);

  return <PageLoader label="Signing out…" />;
}
