import simpleRestProvider from 'ra-data-simple-rest';
import type { ReactElement } from 'react';
import { Admin, Authenticated, CustomRoutes } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { authProvider } from './auth/authProvider';
import { LoginPage } from './auth/LoginPage';
import { AppLayout } from './layout/Layout';
import { LoadingScreen } from './layout/LoadingScreen';
import { AppNotifications } from './layout/Toaster';
import { httpClient } from './lib/httpClient';
import { TABS, type TabValue } from './lib/tabs';
import { AdminOnly } from './screens/AdminOnly';
import { NotAvailableYet } from './screens/NotAvailableYet';
import { NotFound } from './screens/NotFound';
import { lazyScreen } from './screens/lazyScreen';
import { RedirectToSearch } from './screens/RedirectToSearch';
import { SearchPage } from './search';
import { theme } from './theme';

const dataProvider = simpleRestProvider('/api', httpClient);

// Search (the first tab) comes with the first load; every other screen arrives in its own chunk on first visit.
const HistoryPage = lazyScreen(() => import('./history/HistoryPage'), 'HistoryPage');
const AdminHistoryList = lazyScreen(() => import('./admin-history/AdminHistoryList'), 'AdminHistoryList');
const ProfilePage = lazyScreen(() => import('./profile/ProfilePage'), 'ProfilePage');
const CsvUploadPage = lazyScreen(() => import('./csv-upload/CsvUploadPage'), 'CsvUploadPage');
const DbQueryScreen = lazyScreen(() => import('./db-query/DbQueryScreen'), 'DbQueryScreen');
const CsvPersonaPage = lazyScreen(() => import('./csv-persona/CsvPersonaPage'), 'CsvPersonaPage');
const PersonaWindow = lazyScreen(() => import('./personas/PersonaWindow'), 'PersonaWindow');
// The Landing Builder carries the HTML editor (CodeMirror), itself loaded only when the editor opens.
const LandingBuilderPage = lazyScreen(() => import('./landing/LandingBuilderPage'), 'default');

/** Screens that exist today; every other tab says it is not available yet. */
const SCREENS: Partial<Record<TabValue, ReactElement>> = {
  search: <SearchPage />,
  landing: <LandingBuilderPage />,
  'csv-persona': <CsvPersonaPage />,
  history: <HistoryPage />,
  admin: <AdminHistoryList />,
  profile: <ProfilePage />,
  'csv-upload': <CsvUploadPage />,
  // Also /db-query/leads/:id: a lead opened from the results.
  'db-query': <DbQueryScreen />,
};

export const App = () => (
  // A browser router (not react-admin's default hash router) gives every tab a real path. Transitions are off, as
  // in react-admin's own router: with them, the redirect to /login could wait behind react-admin's auth re-checks.
  <BrowserRouter useTransitions={false}>
    <Admin
      title="LeadScope"
      disableTelemetry
      requireAuth
      authProvider={authProvider}
      dataProvider={dataProvider}
      loginPage={LoginPage}
      layout={AppLayout}
      loading={LoadingScreen}
      notification={AppNotifications}
      dashboard={RedirectToSearch}
      catchAll={NotFound}
      theme={theme}
    >
      {/* The 'View Analysis' pop-up: no tab layout, but signed in like the tabs (react-admin renders routes without
          a layout whatever the auth state, so it checks itself). */}
      <CustomRoutes noLayout>
        {['/persona/:id', '/persona/result/:resultId'].map((path) => (
          <Route
            key={path}
            path={path}
            element={
              <Authenticated>
                <PersonaWindow />
              </Authenticated>
            }
          />
        ))}
      </CustomRoutes>
      <CustomRoutes>
        {TABS.map((tab) => {
          const screen = SCREENS[tab.value] ?? <NotAvailableYet title={tab.label} />;
          return (
            <Route
              key={tab.value}
              path={`${tab.path}/*`}
              element={tab.adminOnly ? <AdminOnly>{screen}</AdminOnly> : screen}
            />
          );
        })}
      </CustomRoutes>
    </Admin>
  </BrowserRouter>
);
