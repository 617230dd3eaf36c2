import { z } from 'zod';
import { requiredText } from './common.ts';

/**
 * An admin's rejection of a change a merchant asked for (identity, currency account): why, shown
 * to it. Its own file, not common.ts, which every app's first chunk loads.
 */
export const rejectChangeRequest = z.object({ reason: requiredText(500) });
