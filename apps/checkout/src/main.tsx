import { configureApi } from '@kopru/api-client/client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { appEnv } from './env.ts';
import './i18n.ts';
import './index.css';

configureApi({ baseUrl: appEnv.VITE_API_URL });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
