import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { createAuthProvider } from '../shared/authProvider';
import { backofficeTheme } from '../shared/backofficeTheme';
import { i18nProvider } from '../shared/i18nProvider';
import { LoginScreen } from '../shared/LoginScreen';
import audit from './audit';
import { TableConfiguratorPage } from './configurator/TableConfiguratorPage';
import { CatalogueQualityPage } from './quality/CatalogueQualityPage';
import inventory from './inventory';
import { ProductEditPage } from './inventory/ProductEditPage';
import { SuperAdminLayout } from './layout/SuperAdminLayout';
import { MappingEditPage } from './mapping/MappingEditPage';
import { MappingPage } from './mapping/MappingPage';
import searchSynonyms from './search-synonyms';
import stores from './stores';
import { superAdminDataProvider } from './superAdminDataProvider';

const authProvider = createAuthProvider('superadmin');

/**
 * The super-admin shell at /super-admin (spec 2.14): inventory-page, product-edit-page/{id},
 * mapping-page, mapping-edit-page/{itemNumber}, table-configurator, plus stores; login at
 * /super-admin/login. Only the superadmin role gets in; the server enforces it on every call.
 * inventory-page, mapping-page, mapping-edit-page and table-configurator are react-admin resources
 * over ra-data-simple-rest.
 */
export default function SuperAdminApp() {
  return (
    <Admin
      basename="/super-admin"
      title="Super admin"
      layout={SuperAdminLayout}
      theme={backofficeTheme}
      authProvider={authProvider}
      dataProvider={superAdminDataProvider}
      loginPage={LoginScreen}
      i18nProvider={i18nProvider}
      requireAuth
      disableTelemetry
    >
      <Resource name="inventory-page" {...inventory} />
      <Resource name="stores" {...stores} />
      <Resource name="search-synonyms" {...searchSynonyms} />
      <Resource name="audit" {...audit} options={{ label: 'Audit trail' }} />
      <Resource name="table-configurator" list={TableConfiguratorPage} />
      <Resource name="mapping-page" list={MappingPage} />
      {/* mapping-edit-page/{itemNumber}: the store comes as navigation state or ?store= (spec 2.14). */}
      <Resource name="mapping-edit-page" edit={MappingEditPage} />
      <CustomRoutes>
        <Route path="/product-edit-page/:id" element={<ProductEditPage />} />
        <Route path="/product-edit-page" element={<Navigate to="/super-admin/inventory-page" replace />} />
        <Route path="/catalogue-quality" element={<CatalogueQualityPage />} />
        <Route path="" element={<Navigate to="inventory-page" replace />} />
      </CustomRoutes>
    </Admin>
  );
}
