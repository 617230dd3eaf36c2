import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

/** Renders the app into the page's #root. */
export function mount(app: ReactNode): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(<StrictMode>{app}</StrictMode>);
}
