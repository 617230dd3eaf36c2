import { configureApi } from '@kopru/api-client/client';
import { ApiProvider } from '@kopru/api-client/query-client';
import { mount } from '@kopru/ui/mount';
import { RouterProvider } from 'react-router-dom';
import { appEnv } from './env.ts';
import './i18n.ts';
import './index.css';
import { router } from './router.tsx';

configureApi({ baseUrl: appEnv.VITE_API_URL });
mount(
  <ApiProvider>
    <RouterProvider router={router} />
  </ApiProvider>,
);
