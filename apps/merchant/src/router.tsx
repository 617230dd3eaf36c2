import { BrowserRouter, useRoutes } from 'react-router-dom';
import { routes } from './routes.tsx';

/** Every page of the app at the router's address (the browser's, or the prerender's). */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * The app's pages in the browser. Declarative routing (no data router: no page has a loader or
 * an action) keeps react-router at about 13 kB of the first JavaScript instead of 29 kB.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
