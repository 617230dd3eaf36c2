/**
 * The IBAN holders the iyzico contract server knows for the whole run (row M13 of
 * docs/acquirers.md, started by support/global-setup.ts): a PERSONAL sub-merchant registered with
 * one of these IBANs under other names is refused as iyzico documents. Every other IBAN (the other
 * specs') is taken as before. Each IBAN here belongs to one spec.
 */
export const registrationRefusalIban = {
  iban: 'TR07 0006 2000 0000 1234 5678 04',
  holderFirstName: 'Zeynep Nur',
  holderLastName: 'Arslan',
};

export const e2eIbanHolders: Record<string, string> = {
  [registrationRefusalIban.iban]: `${registrationRefusalIban.holderFirstName} ${registrationRefusalIban.holderLastName}`,
};
