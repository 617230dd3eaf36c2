import { describe, expect, it } from 'vitest';
import { renderEmail } from '../email/templates.ts';
import { changedValues } from './changed-values.ts';

/** Issue 46: the e-mail about an identity change shows each value asked for beside the one in force. */
const identity = {
  companyName: 'Zeynep Arslan Tasarım',
  taxId: '12345678901',
  authPersonName: 'Zeynep Arslan',
};
const changes = changedValues(
  { ...identity, holderFirstName: 'Zeynep', holderLastName: 'Arslan Kaya' },
  { ...identity, companyName: 'Zeynep Arslan Atölye', holderLastName: 'Arslan', taxOffice: 'Kadıköy' },
);
const vars = { company: identity.companyName, requested: 'Zeynep Arslan Atölye', changes };

describe('the identity change request e-mail', () => {
  it('lists only what changes, in the form’s order, each value beside the one in force', () => {
    expect(changes).toEqual([
      { field: 'companyName', current: 'Zeynep Arslan Tasarım', requested: 'Zeynep Arslan Atölye' },
      { field: 'taxOffice', current: null, requested: 'Kadıköy' },
      { field: 'holderLastName', current: 'Arslan Kaya', requested: 'Arslan' },
    ]);
  });

  it('shows the current values beside the requested ones (en)', () => {
    const { text } = renderEmail('identityChangeRequested', 'en', vars);
    expect(text).toContain('Company name: Zeynep Arslan Tasarım → Zeynep Arslan Atölye');
    expect(text).toContain('Tax office: not given → Kadıköy');
    expect(text).toContain('Surname on the bank account: Arslan Kaya → Arslan');
    expect(text).not.toContain('First name on the bank account');
  });

  it('shows the current values beside the requested ones (tr)', () => {
    const { text, html } = renderEmail('identityChangeRequested', 'tr', vars);
    expect(text).toContain('İşletme adı: Zeynep Arslan Tasarım → Zeynep Arslan Atölye');
    expect(text).toContain('Vergi dairesi: verilmemiş → Kadıköy');
    expect(text).toContain('Banka hesabındaki soyad: Arslan Kaya → Arslan');
    expect(html).toContain('Banka hesabındaki soyad: Arslan Kaya → Arslan');
  });

  it('renders one queued before the lines were added (no changes) as before', () => {
    const { text } = renderEmail('identityChangeRequested', 'en', {
      company: identity.companyName,
      requested: 'Zeynep Arslan Atölye',
    });
    expect(text).toContain('new company name: Zeynep Arslan Atölye');
    expect(text).not.toContain('→');
  });
});
