import {
  type RegistrationRefusalReason,
  reasonsFixedByIdentityChange,
} from '@kopru/domain/schemas/acquirer-registration';
import type { EmailContent, Translate } from './content.ts';

/**
 * The owners' e-mail when iyzico refused the merchant's registration or update, or it cannot be
 * sent: why (translated; iyzico's code and message as given), and what to do. `payable`: an
 * update was refused and the earlier registration stays in use.
 */
export const registrationTemplates = {
  registrationRefused: (
    t: Translate,
    vars: {
      reason: RegistrationRefusalReason;
      acquirerCode: string | null;
      acquirerMessage: string | null;
      payable: boolean;
      url: string;
    },
  ): EmailContent => ({
    subject: t(
      vars.payable ? 'acquirerRegistration.email.subjectUpdate' : 'acquirerRegistration.email.subject',
    ),
    paragraphs: [
      t(vars.payable ? 'acquirerRegistration.email.introUpdate' : 'acquirerRegistration.email.intro'),
      t(`acquirerRegistration.reason.${vars.reason}`),
      ...(vars.acquirerCode || vars.acquirerMessage
        ? [
            t('acquirerRegistration.acquirerAnswer', {
              code: vars.acquirerCode ?? '',
              message: vars.acquirerMessage ?? '',
            }),
          ]
        : []),
      t(
        reasonsFixedByIdentityChange.includes(vars.reason)
          ? 'acquirerRegistration.fix.identityChange'
          : 'acquirerRegistration.fix.support',
      ),
    ],
    action: { label: t('acquirerRegistration.email.action'), url: vars.url },
  }),
};
