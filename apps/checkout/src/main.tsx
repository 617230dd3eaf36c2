import { configureApi } from '@kopru/api-client/client';
import { mount } from '@kopru/ui/mount';
import { App } from './app.tsx';
import { appEnv } from './env.ts';
import { I18nProvider } from './i18n.ts';
import './index.css';

configureApi({ baseUrl: appEnv.VITE_API_URL });
mount(
  <I18nProvider>
    <App />
  </I18nProvider>,
);
