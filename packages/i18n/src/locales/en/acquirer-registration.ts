/** The merchant's registration with iyzico: why payers cannot pay yet and what to do (issue 46). */
export const acquirerRegistration = {
  reason: {
    missing_tax_office:
      'Your business details have no tax office, which iyzico needs to register a company or a sole proprietorship.',
    missing_holder_names:
      'Your business details do not give the first name and surname of the bank account’s holder, which iyzico needs to register a person.',
    missing_legal_form:
      'Your business details do not say whether you sell as a sole proprietorship or as a person.',
    no_approved_kyc: 'Your business verification is not approved.',
    acquirer_email: 'iyzico did not accept the e-mail address of your account.',
    acquirer_identity_number: 'iyzico did not accept your tax or identity number.',
    acquirer_invalid_request:
      'iyzico found a required detail missing or not valid, such as the tax office or the names on the bank account.',
    acquirer_refused: 'iyzico did not accept your business details.',
  },
  acquirerAnswer: 'iyzico’s answer: {{code}} {{message}}',
  fix: {
    identityChange:
      'Correct your business details (tax office, or first name and surname exactly as on the bank account) on your profile. Once an admin approves the change, it is sent to iyzico at once.',
    support: 'Please contact support.',
  },
  banner: {
    title: 'Your customers cannot pay you yet',
    titleUpdate: 'iyzico did not accept your latest change',
    updateText: 'Your customers can still pay under the details iyzico has.',
    action: 'Correct your details',
    registeringTitle: 'Card payments are being set up',
    registeringText:
      'iyzico is registering your business. Your customers can pay as soon as it has; this usually takes a few minutes.',
  },
  links: {
    notPayable: 'Not payable yet',
    notPayableHint: 'Customers cannot pay this link until iyzico has registered your business.',
  },
  profile: {
    intro:
      'iyzico could not register your business with the details below. Correct them as on your tax certificate or bank account; fields left empty stay as they are.',
    pendingTaxOffice: 'Tax office: {{taxOffice}}',
    pendingFirstName: 'First name on the bank account: {{holderFirstName}}',
    pendingLastName: 'Surname on the bank account: {{holderLastName}}',
  },
  admin: {
    kindTitle: 'Detail for iyzico',
    notGiven: 'Not given',
    kindNote:
      'Also asked, for iyzico’s registration: set on the approved KYC, and sent to iyzico as soon as you approve.',
  },
  email: {
    subject: 'Your customers cannot pay you yet: iyzico did not register your business',
    subjectUpdate: 'iyzico did not accept the latest change to your business details',
    intro:
      'iyzico, our card processor, could not register your business, so your payment links cannot be paid yet.',
    introUpdate:
      'iyzico did not accept the latest change to your business details. Your customers can still pay under the details iyzico has.',
    action: 'Open your profile',
  },
};
