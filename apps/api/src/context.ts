import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import type { Clock } from './lib/clock.ts';
import type { SharedRedis } from './lib/redis.ts';
import type { Marketplace, MarketplaceRecords } from './marketplace-ports.ts';
import type { RecipientLimits } from './modules/email/recipient-limits.ts';
import type { EmailService } from './modules/email/service.ts';
import type {
  Auth,
  CardVelocity,
  FileStorage,
  HostResolver,
  PayChallenge,
  PaymentProvider,
  RateSource,
  SignInThrottle,
  TxtResolver,
} from './ports.ts';

/** What services need from the running app; routes reach it as `app.ctx`. */
export interface AppContext {
  env: Env;
  db: Database;
  dbKind: 'pglite' | 'postgres';
  auth: Auth;
  email: EmailService;
  storage: FileStorage;
  paymentProvider: PaymentProvider;
  /** The acquirer's marketplace (IYZICO_MODE=marketplace), absent when the platform holds the money. */
  marketplace: Marketplace | undefined;
  /** What payments and KYC record of the marketplace (sub-merchants/items.ts, changes.ts). */
  marketplaceRecords: MarketplaceRecords;
  clock: Clock;
  appSecret: string;
  /** With REDIS_URL: where rate limits are counted (shared by every process). */
  redis: SharedRedis | undefined;
  signInThrottle: SignInThrottle;
  cardVelocity: CardVelocity;
  /** E-mails to an address the requester chose, per recipient and per client (email/recipient-limits.ts). */
  recipientLimits: RecipientLimits;
  payChallenge: PayChallenge;
  /** TCMB's daily rates file (TCMB_RATES_URL), read by the rates worker. */
  rateFeed: RateSource;
  /** DNS TXT lookups for domain verification (merchant-domains/service.ts). */
  txtResolver: TxtResolver;
  /** Webhook targets' addresses, at creation and at every send (webhooks/address-guard.ts). */
  hostResolver: HostResolver;
}
