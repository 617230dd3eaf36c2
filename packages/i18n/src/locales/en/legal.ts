/**
 * Terms of Service and Privacy Policy. Sections render in order; `{{percent}}`, `{{fixed}}`,
 * `{{kycDays}}`, `{{payoutDays}}`, `{{minPayout}}`, `{{currencies}}` come from the business constants, `{{email}}` and `{{operator}}` from the configuration (SUPPORT_EMAIL, OPERATOR_NAME).
 */
export const legal = {
  lastUpdated: 'Last updated: {{date}}',
  contents: 'Contents',
  questions: 'Questions about this page? Write to',
  terms: {
    title: 'Terms of Service',
    description: 'The terms under which Turkish businesses use Köprü to get paid by customers abroad.',
    intro:
      'These terms govern how your business uses Köprü, a service that lets businesses registered in Türkiye accept card payments from customers abroad through payment links and withdraw the money to a Turkish bank account. By creating an account you accept them on behalf of your business. Our Privacy Policy explains how we handle personal data.',
    sections: {
      service: {
        heading: 'The service',
        paragraphs: [
          'Köprü gives you payment links, a hosted payment page, a dashboard of your payments and balance, payouts to your bank account, and an API with webhooks. Card payments are processed by the licensed card processors and banks we work with.',
          'Köprü is not a bank. Your balance is not a deposit and does not earn interest.',
        ],
      },
      account: {
        heading: 'Your account',
        paragraphs: [
          'Your business must be registered in Türkiye with a valid tax ID, and the person who opens the account must be at least 18 and authorised to act for the business.',
          'Keep your information accurate and up to date. Keep your password and secret API keys confidential: you are responsible for everything done with them. Tell us at once at {{email}} if you suspect someone else is using your account.',
        ],
      },
      verification: {
        heading: 'Verification',
        paragraphs: [
          'Before you can create payment links or request payouts you must verify your business: its address, a bank account in its name (IBAN) and supporting documents. We usually decide within {{kycDays}} business days.',
          'Anti-money-laundering law (Law No. 5549) requires us to know our customers. We may ask for more information, refuse verification, or verify your business again at any time.',
        ],
      },
      selling: {
        heading: 'Selling with payment links',
        paragraphs: [
          "You are the seller. You are responsible for what you sell, its description and price, delivery, customer service, your customers' legal rights, and the taxes, customs and export rules that apply to your sales.",
          'Payment links can charge in {{currencies}}. A payment is complete only when the payment page confirms it; do not deliver before that.',
        ],
      },
      fees: {
        heading: 'Fees',
        paragraphs: [
          'For each successful payment we charge {{percent}} of the amount plus a fixed {{fixed}}, depending on the currency of the payment. The fee is deducted from the payment before the rest is added to your balance, and your dashboard shows the fee and net amount of every payment.',
          'There is no setup fee, no monthly fee and no fee for failed payments. We will e-mail you at least 30 days before any change to our fees; a change never applies to payments made before it takes effect.',
        ],
      },
      payouts: {
        heading: 'Balance and payouts',
        paragraphs: [
          "The net amount of each successful payment is added to your balance. You can request a payout of your available balance, at least {{minPayout}} at a time, to the IBAN verified for your business; it must be an account in your business's name.",
          'Payouts are processed every business day and normally reach your account within {{payoutDays}} business days after approval. We may hold a payout or keep part of your balance as a reserve while a payment is disputed or investigated for fraud, or when the law requires it. We tell you why unless the law forbids us to.',
        ],
      },
      disputes: {
        heading: 'Refunds, disputes and chargebacks',
        paragraphs: [
          'If you refund a customer, or a customer disputes a payment with their card issuer (a chargeback) and the dispute is lost, the amount and any dispute fees charged by the card networks are deducted from your balance. If your balance is not enough, you must pay the difference back to us.',
          'When a payment is disputed we will ask you for evidence such as proof of delivery; send it by the deadline we give you.',
        ],
      },
      prohibited: {
        heading: 'Prohibited uses',
        paragraphs: ['You may not use Köprü for:'],
        items: [
          "anything illegal in Türkiye or in your customer's country;",
          "weapons, drugs, counterfeit goods, or goods that infringe someone else's intellectual property;",
          'gambling, betting or lotteries, adult content, crypto-assets, money transfer or financial products;',
          'collecting payments for another business or person;',
          'payments without a real sale, such as cash advances, or splitting a payment to get around limits;',
          'deceiving customers, pyramid schemes or other fraud;',
          'attacking, probing or overloading the service, or trying to enter other accounts.',
        ],
      },
      termination: {
        heading: 'Suspension and termination',
        paragraphs: [
          'You can close your account at any time by writing to {{email}}, once your balance has been paid out and no dispute is open.',
          'We may suspend or close your account, with notice where the law allows, if you break these terms, give false information, create a high risk of fraud or chargebacks, or if the law requires it. When an account closes we pay out the remaining balance after deducting what you owe us, and may hold an amount for disputes that can still arise for up to 180 days.',
        ],
      },
      liability: {
        heading: 'Liability',
        paragraphs: [
          'We work hard to keep Köprü available and correct, but we cannot promise that it will never be interrupted. We are not liable for losses caused by your products, your customers, card networks, banks, or events outside our reasonable control.',
          'Our total liability to you for any 12-month period is limited to the fees you paid us in that period, except where the law does not allow such a limit, such as for intent or gross negligence. You will compensate us for losses, including card network fines, caused by your breach of these terms or of the law.',
        ],
      },
      changes: {
        heading: 'Changes to these terms',
        paragraphs: [
          'We may update these terms. We will e-mail you about important changes at least 30 days before they take effect. If you do not agree, you can close your account before then; if you keep using Köprü, the new terms apply.',
        ],
      },
      law: {
        heading: 'Governing law',
        paragraphs: [
          'These terms are governed by the laws of the Republic of Türkiye. The courts and enforcement offices of Istanbul (Çağlayan) have jurisdiction.',
        ],
      },
      contact: {
        heading: 'Contact',
        paragraphs: ['Questions about these terms: {{email}}.'],
      },
    },
  },
  privacy: {
    title: 'Privacy Policy',
    description: 'What personal data Köprü keeps, why, for how long, and your rights under KVKK and GDPR.',
    intro:
      'This policy explains what personal data Köprü collects when you use our website and services, why we use it, how long we keep it, and your rights under the Turkish Personal Data Protection Law No. 6698 (KVKK) and, where it applies, the EU General Data Protection Regulation (GDPR).',
    sections: {
      controller: {
        heading: 'Who is responsible',
        paragraphs: [
          '{{operator}} is the data controller of the personal data described here. You can reach us about your data at {{email}}.',
        ],
      },
      data: {
        heading: 'Data we collect',
        paragraphs: ['We collect only what we need to run the service:'],
        items: [
          'Account: your e-mail address, your password (stored only as a one-way hash), company name, tax ID, the name of the authorised person and your language.',
          'Verification: business address, bank name, account number and IBAN, the documents you upload, and our review decision.',
          "Payments: for each payment the amount, currency, time, result, cardholder name, card brand, the last four digits of the card and the payer's IP address. Full card numbers and security codes go straight to card processing and are never stored by us.",
          'Security: IP address, browser, sign-in sessions, and a log of sign-ins, failed sign-ins, password changes and admin actions.',
          'Messages: the e-mails we send you and the messages you send to support.',
        ],
      },
      purposes: {
        heading: 'Why we use it',
        paragraphs: ['We use personal data only for these purposes and on these legal grounds:'],
        items: [
          'To open and run your account and process your payments and payouts: performance of our contract with you (KVKK Art. 5(2)(c), GDPR Art. 6(1)(b)).',
          'To verify your business and prevent fraud and money laundering: our legal obligations (KVKK Art. 5(2)(ç), GDPR Art. 6(1)(c)).',
          'To keep the service secure and investigate misuse: our legitimate interest, without overriding your rights (KVKK Art. 5(2)(f), GDPR Art. 6(1)(f)).',
          'To send you service e-mails such as password resets, verification decisions and payout notices.',
        ],
        closing: [
          'We do not sell personal data, build advertising profiles, or send marketing e-mails without your consent.',
        ],
      },
      sharing: {
        heading: 'Who we share it with',
        paragraphs: ['We share personal data only as far as needed with:'],
        items: [
          'the card processors and banks that process payments and payouts;',
          'the hosting, storage and e-mail providers that run the service for us under contract and confidentiality;',
          'public authorities such as the Financial Crimes Investigation Board (MASAK), tax offices and courts, when the law requires it;',
          'our auditors and lawyers, who are bound by confidentiality.',
        ],
      },
      transfers: {
        heading: 'Transfers abroad',
        paragraphs: [
          'Your customers pay from abroad, so payment data passes through international card networks. When we transfer personal data abroad we do so under the conditions of KVKK Article 9 and, where the GDPR applies, on the basis of an adequacy decision or standard contractual clauses.',
        ],
      },
      retention: {
        heading: 'How long we keep it',
        paragraphs: ['We keep personal data only as long as we need it or the law requires:'],
        items: [
          'Account, verification and payment records: while your account is open and then for 10 years, the period for commercial records under the Turkish Commercial Code (Art. 82); anti-money-laundering law requires at least 8 years.',
          'Security logs: 2 years.',
          'Sign-in sessions: until you log out or the session expires.',
          'Support messages: 3 years after the conversation ends.',
        ],
        closing: ['After these periods we delete or anonymise the data.'],
      },
      rights: {
        heading: 'Your rights',
        paragraphs: ['Under KVKK Article 11 you have the right to:'],
        items: [
          'learn whether your personal data is processed, and request information about it;',
          'learn why it is processed and whether it is used for that purpose;',
          'know the third parties in Türkiye or abroad to whom it is transferred;',
          'have incomplete or wrong data corrected, and have it deleted or destroyed under the conditions of Article 7;',
          'have these corrections and deletions notified to the third parties who received the data;',
          'object to a result against you that comes solely from automated analysis of your data;',
          'claim compensation for damage caused by unlawful processing.',
        ],
        closing: [
          'Where the GDPR applies you also have the rights of access, rectification, erasure, restriction, data portability and objection, and may withdraw any consent at any time.',
          'To use your rights, write to {{email}} from the e-mail address of your account. We answer free of charge within 30 days. You may also complain to the Personal Data Protection Authority (KVKK) or, in the EU, to your data protection authority.',
        ],
      },
      cookies: {
        heading: 'Cookies',
        paragraphs: [
          'We use no analytics, advertising or third-party cookies. We store only these things in your browser, all needed for the site to work or to keep your account safe:',
        ],
        items: [
          'the kopru.session_token cookie, which keeps you signed in; it cannot be read by scripts and is deleted when you log out or the session ends;',
          'the kopru.device cookie, a random number set when you sign in and kept for 400 days, so that we can e-mail you when your account is signed in to from a browser you have not used before; it cannot be read by scripts;',
          "your language choice (kopru.lang) in the browser's local storage.",
        ],
      },
      security: {
        heading: 'How we protect it',
        paragraphs: [
          'All traffic is encrypted (HTTPS). Passwords and API keys are stored only as hashes, access to personal data is limited to the staff who need it, and every admin action is logged.',
        ],
      },
      changes: {
        heading: 'Changes to this policy',
        paragraphs: [
          'When we change this policy we update the date at the top of this page, and we e-mail you about important changes.',
        ],
      },
      contact: {
        heading: 'Contact',
        paragraphs: ['Questions or requests about your personal data: {{email}}.'],
      },
    },
  },
};
