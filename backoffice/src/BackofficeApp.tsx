import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';

const AdminApp = lazy(() => import('./admin/AdminApp'));
const SuperAdminApp = lazy(() => import('./super-admin/SuperAdminApp'));

/** Two shells sharing one login screen and one bundle: /admin (store admin) and /super-admin. */
export function BackofficeApp() {
  return (
    <BrowserRouter useTransitions={false}>
      <Suspense fallback={<p style={{ padding: 24 }}>Loading…</p>}>
        <Routes>
          <Route path="/super-admin/*" element={<SuperAdminApp />} />
          <Route path="/admin/*" element={<AdminApp />} />
          <Route path="*" element={<Navigate to="/admin/login" replace />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
