import { catalogs } from '@kopru/i18n/catalog';
import { describe, expect, it } from 'vitest';
import { renderEmail, type TemplateName } from './templates.ts';

describe('renderEmail', () => {
  it('renders the reset e-mail in the recipient language with the link in both bodies', () => {
    const url = 'http://localhost:3000/reset-password?token=abc';
    const tr = renderEmail('resetPassword', 'tr', { url });
    expect(tr.subject).toBe('Köprü şifrenizi sıfırlayın');
    expect(tr.text).toContain(url);
    expect(tr.html).toContain('href="http://localhost:3000/reset-password?token=abc"');
    expect(renderEmail('resetPassword', 'en', { url }).subject).toBe('Reset your Köprü password');
  });

  it('escapes variables in the HTML body', () => {
    const html = renderEmail('welcome', 'en', { company: '<script>x</script>', url: 'http://x' }).html;
    expect(html).not.toContain('<script>');
  });

  it('has a label for every template in the admin e-mail outbox, in both languages', () => {
    // A template without a label fails type-checking here.
    const en: Record<TemplateName, string> = catalogs.en.adminEmails.templates;
    const tr: Record<TemplateName, string> = catalogs.tr.adminEmails.templates;
    for (const labels of [en, tr])
      for (const label of Object.values(labels)) expect(label.trim()).not.toBe('');
  });
});
