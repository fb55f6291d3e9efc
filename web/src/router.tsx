import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  redirect,
} from '@tanstack/react-router';
import { defaultPartyAddressQuery } from './api/default-parties.ts';
import { shipmentListQuery } from './api/shipments.ts';
import { getSession } from './auth/session.ts';
import { notifyRegistrationConfirmed } from './errors/notify.ts';
import { loadAdminTexts } from './i18n/index.ts';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { PendingPage } from './pages/PendingPage.tsx';
import { RouteErrorView } from './pages/RouteErrorView.tsx';
import { requireAccess } from './routes/access.ts';
import { asText, oneOf, searchOf, textOrNumber } from './routes/search.ts';
import { AppLayout } from './shell/AppLayout.tsx';
import type { MenuLabelKey } from './shell/menu.ts';
import { loadTableScrollContainer } from './shims/table-scroll-container.ts';
import { shipmentListSearchSchema } from './shipments/list-search.ts';

export interface RouterContext {
  queryClient: QueryClient;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: AppLayout,
  notFoundComponent: NotFoundPage,
});

const placeholders = () => import('./pages/placeholders.tsx');
const legalPages = () => import('./help/LegalPages.tsx');

/** A page of the portal: permission-checked before anything loads, its component loaded on first visit. */
function page<Path extends string>(path: Path, component: ReturnType<typeof lazyRouteComponent>) {
  return createRoute({ getParentRoute: () => rootRoute, path, beforeLoad: requireAccess, component });
}

const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  // The confirmation link of a registration lands here (docs/decisions/0006).
  validateSearch: searchOf({ registration: oneOf('confirmed') }),
  beforeLoad: ({ search }) => {
    if (search.registration === 'confirmed') notifyRegistrationConfirmed();
    throw redirect({ to: '/shipments/list', replace: true });
  },
});

const authCallbackRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/auth/callback',
  // Shown only on the way back from the sign-in, which loads the OpenID Connect client anyway.
  component: lazyRouteComponent(() => import('./pages/AuthCallbackPage.tsx'), 'AuthCallbackPage'),
});

const signedOutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/auth/signed-out',
  beforeLoad: () => {
    throw redirect({ to: '/shipments/list', replace: true });
  },
});

const shipmentListRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/shipments/list',
  validateSearch: shipmentListSearchSchema,
  beforeLoad: requireAccess,
  loaderDeps: ({ search }) => search,
  // Mantine's scroll container loads beside the rows, so the table is not mounted a second time
  // when it arrives (docs/decisions/0142).
  loader: async ({ context, deps }) => {
    const [page] = await Promise.all([
      context.queryClient.ensureQueryData(shipmentListQuery(deps)),
      loadTableScrollContainer(),
    ]);
    return page;
  },
  component: lazyRouteComponent(() => import('./shipments/ShipmentListPage.tsx'), 'ShipmentListPage'),
});

/** A new shipment is entered with the one-screen form or the three-step wizard. */
const shipmentCreateRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/shipments/create',
  validateSearch: searchOf({ mode: oneOf('form', 'wizard') }),
  beforeLoad: requireAccess,
  // The form's answers are asked for beside its JavaScript, not waited for (docs/decisions/0164);
  // the default sender and consignee at once, before any chunk of the form is there, since the
  // first card shows them (docs/decisions/0207).
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(defaultPartyAddressQuery('sender'));
    void context.queryClient.prefetchQuery(defaultPartyAddressQuery('consignee'));
    void import('./orders/order-start.ts').then(
      ({ prefetchOrderStart }) => prefetchOrderStart(context.queryClient),
      // The form's own queries ask again.
      () => undefined,
    );
  },
  component: lazyRouteComponent(() => import('./orders/ShipmentCreatePage.tsx'), 'ShipmentCreatePage'),
});

const registrationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/registration',
  // The router reads 100001 from the query as a number; the invitation's values stay text.
  validateSearch: searchOf({ customerId: textOrNumber, hash: textOrNumber }),
  // For visitors only: a signed-in user continues in the portal instead (spec 001 section 6).
  beforeLoad: ({ location }) => {
    if (getSession().roles !== null) throw redirect({ to: '/shipments/list', replace: true });
    requireAccess({ location });
  },
  component: lazyRouteComponent(() => import('./registration/RegistrationPage.tsx'), 'RegistrationPage'),
});

const SettingsPage = lazyRouteComponent(() => import('./settings/SettingsPage.tsx'), 'SettingsPage');

/** Personal settings under both paths of spec 001 section 2, loaded before the screen shows. */
const settingsRoute = (path: '/settings' | '/settings/index') =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    beforeLoad: requireAccess,
    // The settings' queries load with their page, outside the first screen.
    loader: async ({ context }) => {
      const { personalSettingsQuery } = await import('./api/settings.ts');
      return context.queryClient.ensureQueryData(personalSettingsQuery());
    },
    component: SettingsPage,
  });

/**
 * Administration pages of spec 001, each under its own path segment. A page without its own
 * screen yet shows its title (placeholder); the others load their screen on demand.
 */
type AdministrationPage = [
  segment: string,
  titleKey: MenuLabelKey,
  screen?: ReturnType<typeof lazyRouteComponent>,
];
const placeholderPage = lazyRouteComponent(placeholders, 'AdministrationPage');
const administrationPages: AdministrationPage[] = [
  [
    'customers',
    'admin.customers',
    lazyRouteComponent(() => import('./admin/customers/CustomersPage.tsx'), 'CustomersPage'),
  ],
  [
    'services',
    'admin.services',
    lazyRouteComponent(() => import('./admin/services/ServicesPage.tsx'), 'ServicesPage'),
  ],
  [
    'countries',
    'admin.countries',
    lazyRouteComponent(() => import('./admin/countries/CountriesPage.tsx'), 'CountriesPage'),
  ],
  [
    'locations',
    'admin.locations',
    lazyRouteComponent(() => import('./admin/locations/LocationsPage.tsx'), 'LocationsPage'),
  ],
  [
    'notificationCodes',
    'admin.notificationCodes',
    lazyRouteComponent(() => import('./admin/reference/ReferencePages.tsx'), 'NotificationCodesPage'),
  ],
  [
    'products',
    'admin.products',
    lazyRouteComponent(() => import('./admin/reference/ReferencePages.tsx'), 'ProductsPage'),
  ],
  [
    'packagingCodes',
    'admin.packagingCodes',
    lazyRouteComponent(() => import('./admin/reference/ReferencePages.tsx'), 'PackagingCodesPage'),
  ],
  [
    'hazmatCodes',
    'admin.hazmatCodes',
    lazyRouteComponent(() => import('./admin/reference/ReferencePages.tsx'), 'HazmatCodesPage'),
  ],
  [
    'incoTermCodes',
    'admin.incoTermCodes',
    lazyRouteComponent(() => import('./admin/reference/ReferencePages.tsx'), 'IncoTermCodesPage'),
  ],
  [
    'hazmats',
    'admin.hazmats',
    lazyRouteComponent(() => import('./admin/reference/ReferencePages.tsx'), 'HazmatsPage'),
  ],
  [
    'zipCodeAreas',
    'admin.zipCodeAreas',
    lazyRouteComponent(() => import('./admin/reference/ZipCodeAreasPage.tsx'), 'ZipCodeAreasPage'),
  ],
  [
    'mailPersistenceEvents',
    'admin.mailPersistenceEvents',
    lazyRouteComponent(() => import('./admin/mail-events/MailEventsPage.tsx'), 'MailEventsPage'),
  ],
  [
    'journeyCodes',
    'admin.journeyCodes',
    lazyRouteComponent(() => import('./admin/reference/JourneyCodesPage.tsx'), 'JourneyCodesPage'),
  ],
];

const administrationRoutes = administrationPages.map(([segment, titleKey, screen]) => {
  const Placeholder = placeholderPage;
  return createRoute({
    getParentRoute: () => rootRoute,
    path: `/administration/${segment}`,
    validateSearch: searchOf({ searchText: asText }),
    beforeLoad: requireAccess,
    // The administration screens' texts and their tables' scroll container are not part of the
    // first screen (docs/decisions/0142).
    loader: async () => {
      await Promise.all([loadAdminTexts(), loadTableScrollContainer()]);
    },
    component: screen ?? (() => <Placeholder titleKey={titleKey} />),
  });
});

const routeTree = rootRoute.addChildren([
  indexRoute,
  authCallbackRoute,
  signedOutRoute,
  shipmentListRoute,
  shipmentCreateRoute,
  page(
    '/addresses/addresses',
    lazyRouteComponent(() => import('./addresses/AddressBookPage.tsx'), 'AddressBookPage'),
  ),
  page(
    '/addresses/invoice-recipient',
    lazyRouteComponent(
      () => import('./invoice-recipients/InvoiceRecipientsPage.tsx'),
      'InvoiceRecipientsPage',
    ),
  ),
  page(
    '/templates/cargoList',
    lazyRouteComponent(() => import('./cargo-templates/CargoTemplatesPage.tsx'), 'CargoTemplatesPage'),
  ),
  settingsRoute('/settings'),
  settingsRoute('/settings/index'),
  registrationRoute,
  ...administrationRoutes,
  page(
    '/help/manual',
    lazyRouteComponent(() => import('./help/ManualPage.tsx'), 'ManualPage'),
  ),
  // A delivered mail's link to the proof of delivery (docs/status.md, "Mails").
  page(
    '/proof-of-delivery/$shipmentNumber/$reportId',
    lazyRouteComponent(() => import('./shipments/ProofOfDeliveryPage.tsx'), 'ProofOfDeliveryPage'),
  ),
  page('/help/adsp', lazyRouteComponent(legalPages, 'AdspPage')),
  page('/help/privacy', lazyRouteComponent(legalPages, 'PrivacyPage')),
  page('/help/imprint', lazyRouteComponent(legalPages, 'ImprintPage')),
]);

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultErrorComponent: RouteErrorView,
    defaultPendingComponent: PendingPage,
    defaultPreload: 'intent',
    // The query cache owns freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
