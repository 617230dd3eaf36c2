import { z } from 'zod';

/**
 * Why the acquirer (iyzico's marketplace) has not taken the merchant's registration or its last
 * update, as a code each console translates: a field the approved KYC lacks (not sent), or
 * iyzico's refusal. A refusal's code iyzico documents maps to a reason of its own
 * (`reasonOfAcquirerCode`); any other is `acquirer_refused`, shown with iyzico's code and message.
 */
export const registrationRefusalReasons = [
  'missing_tax_office',
  'missing_holder_names',
  'missing_legal_form',
  'no_approved_kyc',
  'acquirer_email',
  'acquirer_identity_number',
  'acquirer_invalid_request',
  'acquirer_refused',
] as const;
export type RegistrationRefusalReason = (typeof registrationRefusalReasons)[number];

/**
 * iyzico's documented general error codes (docs.iyzico.com/en/add-ons/error-codes, "General Error
 * Codes"): 3-5 the e-mail (mandatory, too long, wrong format), 8-10 and 18 the identity number
 * (mandatory, too long, too short, wrong format), 11 an invalid request (a mandatory field missing or
 * a value outside its list, contract row R3). No page we could read lists the onboarding codes.
 */
const byAcquirerCode: Record<string, RegistrationRefusalReason> = {
  '3': 'acquirer_email',
  '4': 'acquirer_email',
  '5': 'acquirer_email',
  '8': 'acquirer_identity_number',
  '9': 'acquirer_identity_number',
  '10': 'acquirer_identity_number',
  '18': 'acquirer_identity_number',
  '11': 'acquirer_invalid_request',
};

export function reasonOfAcquirerCode(code: string | null): RegistrationRefusalReason {
  return (code && byAcquirerCode[code]) || 'acquirer_refused';
}

/** Reasons only the merchant can put right through an identity change (tax office, names). */
export const reasonsFixedByIdentityChange: readonly RegistrationRefusalReason[] = [
  'missing_tax_office',
  'missing_holder_names',
  'missing_legal_form',
  'acquirer_refused',
  'acquirer_identity_number',
  'acquirer_invalid_request',
];

/**
 * Whether payers can pay the merchant (marketplace mode): `not_applicable` outside marketplace
 * mode or before the KYC is approved; `registering` while the registration is on its way (it
 * settles by itself); `registered`; `refused` when it waits for the merchant (`refusal` says why).
 * `payable`: the acquirer has the merchant (a refused update leaves the earlier registration in use).
 */
export const registrationStates = ['not_applicable', 'registering', 'registered', 'refused'] as const;
export const acquirerRegistrationSchema = z.object({
  state: z.enum(registrationStates),
  payable: z.boolean(),
  refusal: z
    .object({
      reason: z.enum(registrationRefusalReasons),
      acquirerCode: z.string().nullable(),
      acquirerMessage: z.string().nullable(),
      at: z.iso.datetime({ offset: true }),
      /** The fields the merchant's kind gives iyzico, which an identity change may correct. */
      fields: z.array(z.enum(['taxOffice', 'holderFirstName', 'holderLastName'])),
    })
    .nullable(),
});
export type AcquirerRegistration = z.infer<typeof acquirerRegistrationSchema>;
