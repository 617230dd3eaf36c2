import { configureApi } from '@kopru/api-client/client';
import { ApiProvider } from '@kopru/api-client/query-client';
import { mount } from '@kopru/ui/mount';

import { appEnv } from './env.ts';
import './i18n.ts';
import './index.css';
import { HydrationDone } from './hydration-done.tsx';
import { AppRouter } from './router.tsx';
import { preloadPrerenderedPage } from './routes.tsx';

configureApi({ baseUrl: appEnv.VITE_API_URL });
// A prerendered page's code is here before hydration, so the page hydrates in one pass.
await preloadPrerenderedPage(window.location.pathname);
mount(
  <ApiProvider>
    <AppRouter />
    <HydrationDone />
  </ApiProvider>,
);
