import { Suspense, useEffect, useState } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ChakraProvider } from '@chakra-ui/react';
import { Toaster } from '../components/Toaster';
import { adminSystem } from './adminSystem';
import { adminRoutes, loginRoute, prefetchDataFor, preloadPageFor, relativeToAdmin } from './routes';
import { AdminRuntimeProvider } from './shared/apollo/AdminRuntimeProvider';
import { createAdminRuntime, type AdminRuntime } from './shared/apollo/adminRuntime';
import { AuthProvider } from './shared/auth/AuthProvider';
import { RequireAdmin } from './shared/auth/RequireAdmin';
import { AdminLayout } from './shared/layout/AdminLayout';
import { LiveUpdatesProvider } from './shared/live/LiveUpdatesProvider';
import { AdminNotFoundPage } from './shared/ui/AdminNotFoundPage';
import { FullPageSpinner } from './shared/ui/FullPageSpinner';

// One Apollo client, cache and live socket per visit, kept across remounts of the entry.
let runtime: AdminRuntime | undefined;
const adminRuntime = () => (runtime ??= createAdminRuntime());

/**
 * The admin panel: rendered by the app router for /admin and everything under it, in its own
 * chunk that public pages never download. Its routes come from ./routes.tsx; every page but the
 * login page is behind the guard, inside the layout, with the live `leadChanged` subscription.
 */
export function AdminEntry() {
  const [current] = useState(adminRuntime);
  // The page's chunk, and the data of a page that prefetches (the pipeline's board, the leads list's page), download
  // alongside the login check (AuthProvider's `me`), not after it. The data in an effect: those of
  // children (AuthProvider's) run first, so `me` is sent first and answered before the server
  // spends its time on a long query.
  const { pathname, search } = useLocation();
  useState(() => preloadPageFor(pathname));
  const [entry] = useState({ pathname, search });
  useEffect(() => prefetchDataFor(entry.pathname, entry.search, current.client), [entry, current]);
  const LoginPage = loginRoute.page;
  return (
    <ChakraProvider value={adminSystem}>
      <AdminRuntimeProvider runtime={current}>
        <AuthProvider>
          <Routes>
            <Route
              path={relativeToAdmin(loginRoute.path)}
              element={
                <Suspense fallback={<FullPageSpinner />}>
                  <LoginPage />
                </Suspense>
              }
            />
            <Route
              element={
                <RequireAdmin>
                  <LiveUpdatesProvider>
                    <AdminLayout />
                  </LiveUpdatesProvider>
                </RequireAdmin>
              }
            >
              {adminRoutes.map(({ path, page: Page }) =>
                relativeToAdmin(path) === '' ? (
                  <Route key={path} index element={<Page />} />
                ) : (
                  <Route key={path} path={relativeToAdmin(path)} element={<Page />} />
                ),
              )}
              <Route path="*" element={<AdminNotFoundPage />} />
            </Route>
          </Routes>
        </AuthProvider>
      </AdminRuntimeProvider>
      <Toaster />
    </ChakraProvider>
  );
}
