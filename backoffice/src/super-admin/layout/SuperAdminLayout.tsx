import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { SuperAdminMenu } from './SuperAdminMenu';

/** react-admin's layout: the app bar's menu button collapses and expands the sidebar (spec 2.14). */
export function SuperAdminLayout({ children }: { children: ReactNode }) {
  return <Layout menu={SuperAdminMenu}>{children}</Layout>;
}
