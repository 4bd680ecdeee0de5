import { Admin, CustomRoutes } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { createAuthProvider } from '../shared/authProvider';
import { dataProvider } from '../shared/dataProvider';
import { LoginScreen } from '../shared/LoginScreen';
import { Dashboard } from './dashboard/Dashboard';

const authProvider = createAuthProvider('admin');

/** The store-admin shell at /admin (spec 2.15). */
export default function AdminApp() {
  return (
    <Admin basename="/admin" title="Store admin" authProvider={authProvider} dataProvider={dataProvider} loginPage={LoginScreen} dashboard={Dashboard} requireAuth disableTelemetry>
      <CustomRoutes>
        <Route path="/dashboard" element={<Dashboard />} />
        <Route path="" element={<Navigate to="dashboard" replace />} />
      </CustomRoutes>
    </Admin>
  );
}
