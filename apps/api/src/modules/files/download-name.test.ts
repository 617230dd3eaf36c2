import { describe, expect, it } from 'vitest';
import { downloadName } from './send-document.ts';

describe('the download name of a KYC document', () => {
  it.each([
    ['invoice.html', 'application/pdf', 'invoice.pdf'],
    ['vergi levhası.PDF', 'application/pdf', 'vergi levhası.pdf'],
    ['scan.svg', 'image/png', 'scan.png'],
    ['photo', 'image/jpeg', 'photo.jpg'],
    ['.htaccess', 'image/png', '.htaccess.png'],
    ['archive.tar.exe', 'application/pdf', 'archive.tar.pdf'],
  ] as const)('saves %s detected as %s as %s', (name, type, expected) => {
    expect(downloadName(name, type)).toBe(expected);
  });
});
