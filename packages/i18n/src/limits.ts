import {
  IDEMPOTENCY_KEY_RETENTION_MS,
  RESET_PASSWORD_REDIRECT_MS,
  TRUSTED_DEVICE_DAYS,
} from '@kopru/domain/constants';
import { DISPUTE_EVIDENCE_TEXT_MAX } from '@kopru/domain/disputes';
import { PROCEEDS_DAYS } from '@kopru/domain/export';
import { MAX_RATE, RATE_DECIMALS } from '@kopru/domain/fx';
import { KYC_MAX_DOCUMENT_BYTES, KYC_MAX_DOCUMENTS } from '@kopru/domain/kyc';
import {
  API_KEY_DESCRIPTION_MAX,
  BRAND_LOGO_MAX_BYTES,
  BRAND_LOGO_MAX_SIDE,
  BRAND_LOGO_MIN_SIDE,
  CLIENT_REFERENCE_MAX,
  LINK_DESCRIPTION_MAX,
  MAX_ACTIVE_API_KEYS,
  METADATA_KEY_MAX,
  METADATA_MAX_KEYS,
  METADATA_VALUE_MAX,
  WEBHOOK_DESCRIPTION_MAX,
} from '@kopru/domain/limits';
import { LINK_SUCCESS_MESSAGE_MAX, MAX_LINK_QUANTITY } from '@kopru/domain/payment-link-options';
import {
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_DISABLE_AFTER_MS,
  WEBHOOK_RESPONSE_EXCERPT_BYTES,
  WEBHOOK_SECRET_GRACE_MS,
  WEBHOOK_TIMEOUT_MS,
} from '@kopru/domain/webhooks';

const HOUR_MS = 60 * 60_000;

/**
 * The product's limits as every catalog text may name them (`{{maxDocuments}}`), filled in by
 * i18next and the server's translator so a text can never state a limit the code does not
 * enforce; the checkout's light translator is given only the ones its texts name
 * (apps/checkout/src/i18n.ts). Plain numbers: they read the same in English and Turkish.
 */
export const limitVariables = {
  proceedsDays: PROCEEDS_DAYS,
  maxDocuments: KYC_MAX_DOCUMENTS,
  maxDocumentMb: KYC_MAX_DOCUMENT_BYTES / (1024 * 1024),
  maxApiKeys: MAX_ACTIVE_API_KEYS,
  maxLogoKb: BRAND_LOGO_MAX_BYTES / 1024,
  maxLogoSide: BRAND_LOGO_MAX_SIDE,
  minLogoSide: BRAND_LOGO_MIN_SIDE,
  maxKeyDescription: API_KEY_DESCRIPTION_MAX,
  maxWebhookEndpoints: MAX_WEBHOOK_ENDPOINTS,
  maxWebhookDescription: WEBHOOK_DESCRIPTION_MAX,
  maxDetails: LINK_DESCRIPTION_MAX,
  maxQuantityLimit: MAX_LINK_QUANTITY,
  maxSuccessMessage: LINK_SUCCESS_MESSAGE_MAX,
  maxClientReference: CLIENT_REFERENCE_MAX,
  maxMetadataKeys: METADATA_MAX_KEYS,
  maxMetadataKey: METADATA_KEY_MAX,
  maxMetadataValue: METADATA_VALUE_MAX,
  maxEvidenceText: DISPUTE_EVIDENCE_TEXT_MAX,
  timeoutSeconds: WEBHOOK_TIMEOUT_MS / 1000,
  disableAfterDays: WEBHOOK_DISABLE_AFTER_MS / (24 * HOUR_MS),
  secretGraceHours: WEBHOOK_SECRET_GRACE_MS / HOUR_MS,
  responseExcerptKb: WEBHOOK_RESPONSE_EXCERPT_BYTES / 1024,
  idempotencyHours: IDEMPOTENCY_KEY_RETENTION_MS / HOUR_MS,
  redirectSeconds: RESET_PASSWORD_REDIRECT_MS / 1000,
  trustedDeviceDays: TRUSTED_DEVICE_DAYS,
  rateDecimals: RATE_DECIMALS,
  maxRate: Number(MAX_RATE),
} as const;

export type LimitVariable = keyof typeof limitVariables;
