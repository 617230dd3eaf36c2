import { z } from 'zod';

/** The app's build-time settings; nothing else reads import.meta.env. */
export const appEnv = z
  .object({
    VITE_API_URL: z.string().default(''),
  })
  .parse(import.meta.env);
