/** `GET /health`: the service's name and version, as supabase/auth answers it. */
import { productVersion } from '../../version.js';
import type { AuthHandler } from '../http/handler.js';

export const health: AuthHandler = () => ({
  version: productVersion,
  name: 'GoTrue',
  description: 'Ascend auth: a Supabase Auth (GoTrue) compatible API',
});
