import { configureApi } from '@kopru/api-client/client';
import { ApiProvider } from '@kopru/api-client/query-client';
import { mount } from '@kopru/ui/mount';
import { appEnv } from './env.ts';
import './i18n.ts';
import './index.css';
import { AppRouter } from './router.tsx';

configureApi({ baseUrl: appEnv.VITE_API_URL });
mount(
  <ApiProvider>
    <AppRouter />
  </ApiProvider>,
);
