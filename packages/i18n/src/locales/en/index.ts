import { enAuth } from './en-auth.ts';
import { enCommon } from './en-common.ts';
import { enLanding } from './en-landing.ts';
import { enRest } from './en-rest.ts';

/** Every English text; in the browser each part is a file of its own (catalog-on-demand.ts). */
export const en = { ...enCommon, ...enLanding, ...enAuth, ...enRest };

/** The shape every language must fill: English is the reference, Turkish is typed against it. */
export type Catalog = typeof en;
