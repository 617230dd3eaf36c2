/**
 * The app's build-time settings; nothing else reads import.meta.env. Read without zod, which
 * would otherwise be in the first JavaScript of every page (decision 006).
 */
const apiUrl: unknown = import.meta.env.VITE_API_URL;

export const appEnv = {
  /** Where the API lives; '' (the default) is the page's own origin. */
  VITE_API_URL: typeof apiUrl === 'string' ? apiUrl : '',
};
