import { describe, expect, it } from 'vitest';
import { renderEmail } from './templates.ts';

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
});
