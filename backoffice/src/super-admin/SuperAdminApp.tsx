import { Admin, CustomRoutes } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { createAuthProvider } from '../shared/authProvider';
import { dataProvider } from '../shared/dataProvider';
import { LoginScreen } from '../shared/LoginScreen';
import { InventoryPage } from './inventory/InventoryPage';

const authProvider = createAuthProvider('superadmin');

/** The super-admin shell at /super-admin (spec 2.14). */
export default function SuperAdminApp() {
  return (
    <Admin basename="/super-admin" title="Super admin" authProvider={authProvider} dataProvider={dataProvider} loginPage={LoginScreen} requireAuth disableTelemetry>
      <CustomRoutes>
        <Route path="/inventory-page" element={<InventoryPage />} />
        <Route path="" element={<Navigate to="inventory-page" replace />} />
      </CustomRoutes>
    </Admin>
  );
}
