import { configureApi } from '@kopru/api-client/client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { appEnv } from './env.ts';
import { I18nProvider } from './i18n.ts';
import './index.css';

configureApi({ baseUrl: appEnv.VITE_API_URL });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <I18nProvider>
      <App />
    </I18nProvider>
  </StrictMode>,
);
