import { publicConfigResponse } from '../schemas/session.ts';
import { endpoint } from './endpoint.ts';

/** Runtime settings the apps need (timeouts, origins) so one build works in every deployment. */
export const publicConfig = endpoint({
  method: 'GET',
  path: '/api/config',
  responses: { 200: publicConfigResponse },
  summary: 'Public runtime settings of the apps',
  tags: ['config'],
});
