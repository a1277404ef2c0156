import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { clearAllStorage } from '../../api/auth-storage';
import { usePageTitle } from '../../app/page-title';
import { PageLoader } from '../../ui/PageLoader';

/** /auth/logout and /logout: clear all local storage (spec 3) and go to the login page. */
export function LogoutPage() {
  usePageTitle('Signing out');
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    clearAllStorage();
    queryClient.clear();
    void navigate('/auth/login', { replace: true });
  }, [queryClient, navigate]);

  return <PageLoader label="Signing out…" />;
}
