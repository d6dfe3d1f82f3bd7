import type { User } from '../../api/session';
import { HostDashboard } from '../host/HostDashboard';
import { TenantDashboard } from '../tenant/TenantDashboard';
import { NotFound } from './NotFound';

/** /dashboard for tenants and hosts (the admin's runs inside react-admin). */
export function DashboardHome({ user }: { user: User }) {
  if (user.role === 'tenant') return <TenantDashboard username={user.username} />;
  if (user.role === 'host') return <HostDashboard username={user.username} />;
  return <NotFound />;
}
