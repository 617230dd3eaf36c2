/** The checkout's build-time settings; kept free of zod so the payer downloads less. */
export const appEnv = {
  VITE_API_URL: typeof import.meta.env.VITE_API_URL === 'string' ? import.meta.env.VITE_API_URL : '',
};
