import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import type { Clock } from './lib/clock.ts';
import type { EmailService } from './modules/email/service.ts';
import type { Auth, CardVelocity, FileStorage, PaymentProvider, SignInThrottle } from './ports.ts';

/** What services need from the running app; routes reach it as `app.ctx`. */
export interface AppContext {
  env: Env;
  db: Database;
  dbKind: 'pglite' | 'postgres';
  auth: Auth;
  email: EmailService;
  storage: FileStorage;
  paymentProvider: PaymentProvider;
  clock: Clock;
  appSecret: string;
  signInThrottle: SignInThrottle;
  cardVelocity: CardVelocity;
}
