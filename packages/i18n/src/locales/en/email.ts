export const email = {
  footer: 'Köprü · Cross-border payments for Turkish businesses',
  greeting: 'Hello,',
  paymentsBy: 'Payments by Köprü',
  ignore: 'If you did not ask for this, you can ignore this e-mail.',
  linkWithheld:
    '[{{label}}: this link carries a one-time token. It went only to the recipient and is not kept here.]',
  resetPassword: {
    subject: 'Reset your Köprü password',
    intro: 'We received a request to reset the password of your Köprü account.',
    action: 'Set a new password',
    expiry: 'The link is valid for one hour and can be used once.',
  },
  passwordChanged: {
    subject: 'Your Köprü password was changed',
    intro: 'The password of your Köprü account was just changed and your other sessions were signed out.',
    warning: 'If this was not you, reset your password now and contact support.',
  },
  twoFactorEnabled: {
    subject: 'Two-factor sign-in is on for your Köprü account',
    intro:
      'Two-factor sign-in was just turned on for your Köprü account: signing in now also asks for a code from your authenticator app.',
    warning: 'If this was not you, reset your password now and contact support.',
  },
  twoFactorDisabled: {
    subject: 'Two-factor sign-in is off for your Köprü account',
    intro:
      'Two-factor sign-in was just turned off for your Köprü account: your password alone now signs you in.',
    warning:
      'If this was not you, reset your password now, turn two-factor sign-in on again and contact support.',
  },
  newDeviceSignIn: {
    subject: 'New sign-in to your Köprü account',
    intro: 'Your Köprü account was just signed in to from a browser it had not been used from before.',
    device: 'Browser: {{device}}, IP address {{ip}}.',
    browserOn: '{{browser}} on {{os}}',
    unknownDevice: 'unknown browser',
    ifYou: 'If this was you, there is nothing to do.',
    warning:
      'If this was not you, reset your password now ({{resetUrl}}) and sign that session out in the list of your sessions.',
    action: 'See where you are signed in',
  },
  apiKeyCreated: {
    subject: 'A new API key was created for {{name}}',
    intro: 'A new secret API key was just created for your Köprü account.',
    details: 'Key: {{name}} ({{hint}}), {{mode}}, created by {{creator}}.',
    modes: { test: 'test mode', live: 'live mode' },
    warning:
      'If you do not know this key, revoke it in the Developers area, reset your password ({{resetUrl}}) and sign out your other sessions.',
    action: 'Open your API keys',
  },
  apiKeysRevoked: {
    subject: 'API keys of {{member}} were revoked',
    removed: '{{member}} was removed from your team, so the API keys they made were revoked: {{keys}}.',
    roleChanged:
      '{{member}} is now {{role}}, so the API keys they made that allowed more than this role were revoked: {{keys}}.',
    after:
      'Integrations that used these keys get 401 invalid_api_key until you give them a new key in the Developers area.',
    action: 'Open your API keys',
  },
  webhookEndpointsStopped: {
    subject: 'Webhook endpoints of {{member}} were turned off',
    removed:
      '{{member}} was removed from your team, so the webhook endpoints they set up were turned off: {{endpoints}}.',
    roleChanged:
      '{{member}} is now {{role}}, so the webhook endpoints they set up that received more than this role may read were turned off: {{endpoints}}.',
    after:
      'No events are sent to them until an owner or admin checks each one and turns it back on in the Developers area.',
    action: 'Open your webhooks',
  },
  signInLocked: {
    subject: 'Sign-in to your Köprü account is paused',
    intro: 'Several wrong passwords in a row were entered for your Köprü account.',
    wait: 'To protect it, sign-in is paused for a while, and each further wrong password makes the pause longer. Your password still works once the pause ends.',
    warning:
      'If this was not you, someone may be guessing your password: once you can sign in again, change it, or use "Forgot your password?" on the sign-in page.',
    action: 'Go to the sign-in page',
  },
  identityChangeRequested: {
    subject: 'Your change of company details is waiting for review',
    subjectReplaced: 'Your change of company details was replaced and is waiting for review',
    intro:
      'We received a request to change the legal details of {{company}} (new company name: {{requested}}).',
    meanwhile:
      'Until our team approves it, payers, receipts, payouts and statements keep showing the verified details of {{company}}.',
    /** A new request while one was pending: the earlier one is withdrawn. */
    replaced:
      'It replaces your earlier request ({{previous}}), which is now withdrawn: our team reviews only the new one.',
    previous: 'company name {{companyName}}, tax number {{taxId}}, authorized person {{authPersonName}}',
    warning: 'If you did not ask for this, contact support at once and change your password.',
    /** One line per value the request changes: the value in force beside the one asked for. */
    change: '{{field}}: {{current}} → {{requested}}',
    notGiven: 'not given',
    fields: {
      companyName: 'Company name',
      taxId: 'Tax number',
      authPersonName: 'Authorized person',
      taxOffice: 'Tax office',
      holderFirstName: 'First name on the bank account',
      holderLastName: 'Surname on the bank account',
    },
  },
  identityChangeApproved: {
    subject: 'Your new company details are approved',
    intro:
      'The change of legal details is approved: payers, receipts, payouts and statements now show {{company}}.',
    action: 'Open your profile',
  },
  identityChangeRejected: {
    subject: 'Your change of company details was not approved',
    intro: 'The change of legal details was not approved; {{company}} keeps its verified details.',
    reason: 'Reason: {{reason}}',
  },
  currencyIbanChangeRequested: {
    subject: 'Your change of the {{currency}} account is waiting for review',
    subjectReplaced: 'Your {{currency}} account request was replaced and is waiting for review',
    intro: 'We received a request for {{company}}: {{account}}.',
    meanwhile: 'Until our team approves it, payouts in {{currency}} keep going where they went before.',
    /** Marketplace mode (decision 011): iyzico pays the merchant; nothing is withdrawn. */
    meanwhileIyzico: 'Until our team approves it, iyzico keeps paying you as before.',
    /** A new request while one was pending: the earlier one is withdrawn. */
    replaced:
      'It replaces your earlier request ({{previous}}), which is now withdrawn: our team reviews only the new one.',
    warning: 'If you did not ask for this, contact support at once and change your password.',
  },
  currencyIbanChangeApproved: {
    subject: 'Your {{currency}} account change is approved',
    intro: 'The change for {{company}} is approved: {{account}}.',
    action: 'Open your payouts',
    actionIyzico: 'Open your payouts',
  },
  currencyIbanChangeRejected: {
    subject: 'Your {{currency}} account change was not approved',
    intro:
      'The change of the {{currency}} account of {{company}} was not approved; payouts in {{currency}} go where they went before.',
    introIyzico:
      'The change of the {{currency}} account of {{company}} was not approved; iyzico keeps paying you as before.',
    reason: 'Reason: {{reason}}',
  },
  /** What a currency account request asks for, inside the sentences above. */
  currencyIbanAccount: {
    set: 'payouts in {{currency}} go to the IBAN {{iban}}',
    removed:
      'the {{currency}} account is removed, and a {{currency}} balance is paid out converted to Turkish lira',
    /** Marketplace mode: the accounts iyzico may pay to; removing the settlement currency's puts iyzico back to lira. */
    setIyzico: 'iyzico can pay you in {{currency}} to the IBAN {{iban}}',
    removedIyzico:
      'the {{currency}} account is removed, and if iyzico pays you in {{currency}}, it pays you in Turkish lira to your lira account instead',
  },
  welcome: {
    subject: 'Welcome to Köprü',
    intro: 'Your account for {{company}} is ready.',
    next: 'The next step is verification: send your business details and documents so we can activate payment links.',
    action: 'Go to your dashboard',
  },
  confirmEmail: {
    subject: 'Confirm your e-mail address for Köprü',
    intro:
      'Welcome to Köprü. Confirm that this address is yours to finish creating the account for {{company}}.',
    until:
      'Until you confirm it you can sign in and look around, but not send your verification, invite your team, create API keys or webhooks, or change the account your money is sent to.',
    expiry:
      'The link is valid for {{hours}} hours. An account not confirmed within {{days}} days is deleted.',
    action: 'Confirm my e-mail address',
  },
  signUpAttempt: {
    subject: 'Someone tried to sign up to Köprü with your e-mail address',
    intro:
      'Someone just tried to create a Köprü account with this e-mail address. It already has an account, so no second account was created.',
    ifYou: 'If this was you, sign in instead. If you have forgotten your password, set a new one:',
    ifNot: 'If this was not you, there is nothing to do: your account has not changed.',
    action: 'Reset my password',
  },
  teamInvitation: {
    subject: 'You are invited to the {{company}} team on Köprü',
    intro: '{{inviter}} invited you to work in the Köprü dashboard of {{company}}.',
    role: 'Your role: {{role}}.',
    expiry:
      'The link is valid for {{days}} days and can be used once. If you already have a Köprü account with this e-mail address, sign in from the link to join.',
    action: 'Accept the invitation',
  },
  teamTwoFactorRequired: {
    subject: '{{company}} now requires two-factor sign-in on Köprü',
    intro:
      '{{owner}} turned on a rule for the {{company}} team: every member must use two-factor sign-in (a code from an authenticator app) to work in its Köprü dashboard.',
    yes: 'Your account already uses two-factor sign-in: nothing changes for you.',
    no: 'Until you turn on two-factor sign-in in your profile, the {{company}} dashboard only opens its setup.',
    action: 'Open your profile',
  },
  teamRoles: {
    owner: 'Owner',
    admin: 'Admin',
    developer: 'Developer',
    finance: 'Finance',
    support: 'Support',
    viewer: 'View only',
  },
  adminInvitation: {
    subject: 'You are invited to the Köprü admin console',
    intro:
      '{{inviter}} invited you to be an administrator of Köprü. Set a password to activate your account.',
    action: 'Set your password',
    expiry: 'The link is valid for one hour and can be used once.',
    expired:
      'If the link has expired, open the login page, choose "Forgot your password?" and enter this e-mail address to get a new one.',
  },
  merchantSuspended: {
    subject: 'Your Köprü account has been suspended',
    intro: 'The Köprü account of {{company}} has been suspended.',
    reason: 'Reason: {{reason}}',
    effects:
      'While the account is suspended you cannot sign in, your payment links do not accept payments and your API keys do not work.',
    contact: 'If you have questions, reply to this e-mail or contact our support team.',
  },
  merchantUnsuspended: {
    subject: 'Your Köprü account is active again',
    intro: 'The suspension of the Köprü account of {{company}} has been lifted. You can sign in again.',
    action: 'Go to your dashboard',
  },
  kycApproved: {
    subject: 'Your business is verified on Köprü',
    intro: 'Good news: we have verified {{company}}.',
    next: 'You can now create payment links, get paid by card from abroad and request payouts to your bank account.',
    nextIyzico:
      'You can now create payment links and get paid by card from abroad; iyzico, our card processor, pays your share of each payment to your bank account.',
    action: 'Create a payment link',
  },
  kycRejected: {
    subject: 'Your Köprü verification needs attention',
    intro: 'We could not verify {{company}} with the details and documents you sent.',
    reason: 'Reason: {{reason}}',
    next: 'Please correct your details or add the missing documents and send your verification again.',
    action: 'Send your verification again',
  },
  webhookEndpointDisabled: {
    subject: 'A webhook endpoint of yours was disabled',
    intro: 'We stopped sending events to {{url}}.',
    gone: 'The endpoint answered 410 Gone, which tells us to stop.',
    failing: 'Every delivery to it has failed since {{since}}.',
    next: 'Fix the endpoint, enable it again in the Developers area, and resend the events it missed from its delivery log.',
    action: 'Open your webhooks',
  },
  payoutAction: 'See your payouts',
  payoutDestination: 'Account: {{bank}}, {{iban}}',
  payoutReason: 'Reason: {{reason}}',
  payoutMoneyBack: 'The amount is back in your available balance; you can request a new payout at any time.',
  payoutRequested: {
    subject: 'Payout {{reference}} requested',
    intro: 'We received your payout request {{reference}} for {{amount}}.',
    next: 'Our team reviews it; after approval the money reaches your account within {{days}} business days.',
  },
  payoutApproved: {
    subject: 'Payout {{reference}} approved',
    intro: 'Your payout {{reference}} for {{amount}} has been approved and is being sent.',
    next: 'It normally reaches your account within {{days}} business days.',
  },
  payoutPaid: {
    subject: 'Payout {{reference}} sent',
    intro: 'We have sent your payout {{reference}} for {{amount}}.',
    bankReference: 'Bank reference: {{bankReference}}',
    next: 'If it has not arrived within {{days}} business days, contact us and quote the bank reference.',
  },
  payoutRejected: {
    subject: 'Payout {{reference}} rejected',
    intro: 'Your payout request {{reference}} for {{amount}} has been rejected.',
  },
  payoutFailed: {
    subject: 'Payout {{reference}} could not be completed',
    intro: 'The bank transfer of your payout {{reference}} for {{amount}} failed.',
    next: 'Check that your bank account is open and in your business name, or contact our support team.',
  },
  disputeOpened: {
    subject: 'A customer disputed {{amount}} ({{reference}})',
    intro:
      'The cardholder’s bank reported a dispute (chargeback) on transaction {{reference}}. We hold {{amount}} and the dispute fee of {{fee}} from your balance until it is decided.',
    deadline: 'Send your evidence by {{dueBy}}: receipts, delivery proof, your messages with the customer.',
  },
  disputeEvidenceReceived: {
    subject: 'Evidence received for the dispute on {{reference}}',
    intro: 'We received your evidence for the dispute on transaction {{reference}}. It is now under review.',
    next: 'We will e-mail you when it is decided.',
  },
  disputeWon: {
    subject: 'Dispute won: {{amount}} is back ({{reference}})',
    intro:
      'The dispute on transaction {{reference}} was decided in your favour. {{amount}} and the dispute fee of {{fee}} are back in your balance.',
  },
  disputeLost: {
    subject: 'Dispute lost ({{reference}})',
    intro:
      'The dispute on transaction {{reference}} was decided for the cardholder. The {{amount}} held went back to the cardholder and the dispute fee of {{fee}} is kept.',
  },
  disputeAction: 'Open the dispute',
  refundIssued: {
    subject: 'Refund of {{amount}} from {{merchant}}',
    intro: '{{merchant}} has refunded {{amount}} of your payment of {{paid}} for “{{product}}”.',
    reference: 'Transaction: {{reference}}',
    timing:
      'The money goes back to the card you paid with; your bank usually shows it within 5 to 10 business days.',
    contact: 'For questions about the purchase, contact {{merchant}}.',
  },
  payoutCancelled: {
    subject: 'Payout {{reference}} cancelled',
    intro: 'You cancelled your payout request {{reference}} for {{amount}}.',
  },
  paymentReceipt: {
    subject: 'Your receipt from {{merchant}}',
    intro: 'Thank you for your payment to {{merchant}}.',
    product: 'Product: {{product}}',
    amount: 'Amount: {{amount}}',
    date: 'Date: {{date}}',
    card: 'Card: {{brand}} ending in {{last4}}',
    transaction: 'Transaction ID: {{transaction}}',
    action: 'View and print the receipt',
  },
  exportProceedsDue: {
    subject: '{{days}} days left to bring home the proceeds of {{transaction}}',
    intro:
      'Your sale {{transaction}} ({{goods}}, {{amount}}) has not yet been paid into your bank in Türkiye, by a payout or by iyzico, and no date before the deadline is set for it.',
    rule: 'The {{proceedsDays}} days for bringing export proceeds home end on {{deadline}}.',
    notDecided:
      'This is a reminder from the records Köprü keeps for you; how the rule applies to this sale is for your accountant or bank to say.',
    action: 'Open export records',
  },
  /** The figures are the payment's own, fixed when it started (decisions 013 and 015). */
  paymentReceived: {
    subject: 'You got paid: {{amount}}',
    intro: 'A customer paid {{amount}} for {{product}} ({{transaction}}).',
    fee: 'Our fee: {{fee}}.',
    withholding: 'Withholding tax ({{rate}}), which we pay to the tax office: {{amount}}.',
    net: 'You receive {{net}}.',
    available: '{{share}} of it becomes available on {{date}}.',
    releasedToIyzico: 'We release {{share}} of it to iyzico on {{date}}.',
    iyzicoPaysFrom: 'iyzico pays it from {{date}}.',
    iyzicoConverted: 'iyzico pays {{amount}} for it (1 {{from}} = {{rate}} {{currency}}).',
    reserve: '{{reserve}} of it is held as a reserve until {{date}}, then released too.',
    action: 'View the transaction',
  },
  paymentsDailySummary: {
    subject: 'Your payments on {{day}}: {{count}}',
    intro: 'On {{day}} your customers made {{count}} payments:',
    line: '{{amount}} in {{count}} payments; {{net}} after fees.',
    lineWithholding:
      '{{amount}} in {{count}} payments; {{net}} after fees and {{withholding}} withholding tax.',
    action: 'View your transactions',
  },
  paidLira: "At TCMB's rate of {{date}} ({{rate}} lira for one unit) that is about {{amount}}.",
};
