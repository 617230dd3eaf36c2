import * as z from 'zod/mini';

/** The app's build-time settings; nothing else reads import.meta.env. zod/mini keeps the landing page light. */
export const appEnv = z
  .object({
    VITE_API_URL: z._default(z.string(), ''),
  })
  .parse(import.meta.env);
