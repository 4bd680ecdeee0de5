import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { createAuthProvider } from '../shared/authProvider';
import { i18nProvider } from '../shared/i18nProvider';
import { LoginScreen } from '../shared/LoginScreen';
import { adminDataProvider } from './adminDataProvider';
import audit from './audit';
import { Dashboard } from './dashboard/Dashboard';
import inventory from './inventory';
import { AdminLayout } from './layout/AdminLayout';
import orders from './orders';
import { OrderShowRoute } from './orders/OrderShow';
import { backofficeTheme } from '../shared/backofficeTheme';
import promotions from './promotions';
import { ProductRequestPage } from './product-requests/ProductRequestPage';
import { sellingRuleResources } from './selling-rules';
import { InventorySyncPage } from './sync/InventorySyncPage';
import { WebConfigEdit } from './web-config/WebConfigEdit';

const authProvider = createAuthProvider('admin');

/**
 * The store-admin shell at /admin (spec 2.15): dashboard (the default), inventory-list,
 * product-add-page, product-edit-page, order-status, order-status/order-item/{id}; login at
 * /admin/login. Every figure and row comes from /api/admin, scoped to the admin's own store.
 */
export default function AdminApp() {
  return (
    <Admin
      basename="/admin"
      title="Store admin"
      layout={AdminLayout}
      theme={backofficeTheme}
      authProvider={authProvider}
      dataProvider={adminDataProvider}
      loginPage={LoginScreen}
      i18nProvider={i18nProvider}
      requireAuth
      disableTelemetry
    >
      <Resource name="inventory-list" {...inventory} />
      <Resource name="order-status" {...orders} />
      <Resource name="promotions" {...promotions} />
      <Resource name="audit" {...audit} options={{ label: 'Audit trail' }} />
      {Object.entries(sellingRuleResources).map(([name, screens]) => (
        <Resource key={name} name={name} {...screens} />
      ))}
      <CustomRoutes>
        <Route path="/dashboard" element={<Dashboard />} />
        <Route path="/product-add-page" element={<ProductRequestPage mode="add" />} />
        <Route path="/product-edit-page/:id" element={<ProductRequestPage mode="edit" />} />
        <Route path="/product-edit-page" element={<Navigate to="/admin/inventory-list" replace />} />
        <Route path="/inventory-sync" element={<InventorySyncPage />} />
        <Route path="/web-configuration" element={<WebConfigEdit />} />
        <Route path="/order-status/order-item/:id" element={<OrderShowRoute />} />
        <Route path="" element={<Navigate to="dashboard" replace />} />
      </CustomRoutes>
    </Admin>
  );
}
