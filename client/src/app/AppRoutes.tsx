import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { CaptureLoader } from '../capture/CaptureLoader';
import { QuickScanDialog } from '../capture/quickscan/QuickScanDialog';
import { Island } from '../site/islands/Island';
import { LazyEngagementLayer } from '../capture/engagement/LazyEngagementLayer';
import { SiteLayout } from '../site/layout/SiteLayout';
import { paths } from '../lib/paths';
import { adminEntry, appointmentPage, notFoundPage, publicRoutes, routeHasUrl, type PublicRoute } from './routes';
import { ScrollToTop } from './ScrollToTop';
import { ThemeModeProvider } from '../components/ThemeModeProvider';

const AdminEntry = adminEntry;
const AppointmentPage = appointmentPage;

/** The site's case studies for capture's social proof, loaded with the engagement layer. */
const loadProofCases = () => import('../site/content/cases').then((module) => module.caseStudyCards);
const NotFoundPage = notFoundPage;

function PublicPage({ route }: { route: PublicRoute }) {
  const { pathname } = useLocation();
  const Page = routeHasUrl(route, pathname) ? route.page : notFoundPage;
  return <Page />;
}

export function AppRoutes() {
  return (
    <>
      <ScrollToTop />
      <Routes>
        <Route
          path={paths.admin.root.path}
          element={
            <ThemeModeProvider>
              <Suspense fallback={null}>
                <AdminEntry />
              </Suspense>
            </ThemeModeProvider>
          }
        />
        <Route
          path={paths.appointment.path}
          element={
            <ThemeModeProvider>
              <Suspense fallback={null}>
                <AppointmentPage />
              </Suspense>
            </ThemeModeProvider>
          }
        />
        <Route
          element={
            <SiteLayout
              dialogs={<Island name="quickScan" component={QuickScanDialog} props={{}} />}
              overlays={
                <>
                  <CaptureLoader />
                  <LazyEngagementLayer loadProofCases={loadProofCases} />
                </>
              }
            />
          }
        >
          {publicRoutes.map((route) => (
            <Route key={route.path} path={route.path} element={<PublicPage route={route} />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </>
  );
}
