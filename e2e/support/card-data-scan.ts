import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { sandboxTestCards } from '@kopru/domain/test-cards';
import { contractCards } from '../../apps/api/test/iyzico-contract/cards.ts';
import { e2eDataRoot } from '../playwright.config.ts';

/** Every file under `dir`: the servers' PGlite data (tables and write-ahead log) and their logs. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

/** A test card number as it could be written: plain, or grouped in fours as the payer typed it. */
function spellings(number: string): string[] {
  return [number, number.replace(/(\d{4})(?=\d)/g, '$1 ')];
}

/**
 * After the whole suite: no full card number may be anywhere in what the servers wrote (every
 * table, the write-ahead log, every log line), and no log line may carry a CVC field. The e2e
 * journeys pay with these cards through the real checkout (iyzico's on its page), so a leak would
 * show here.
 */
export default function scanForCardData(): void {
  // The sandbox's cards, and iyzico's published test cards the payer types on its page.
  const numbers = [...sandboxTestCards.map((card) => card.number), ...Object.keys(contractCards)];
  const needles = numbers.flatMap(spellings).map((text) => Buffer.from(text));
  const cvcField = /"(cvc|cvv|cardNumber)"\s*:\s*"[^"[]/;
  const leaks: string[] = [];
  const files = filesUnder(e2eDataRoot);
  for (const file of files) {
    const bytes = readFileSync(file);
    for (const needle of needles)
      if (bytes.includes(needle)) leaks.push(`${path.relative(e2eDataRoot, file)}: ${needle.toString()}`);
    if (file.endsWith('.log') && cvcField.test(bytes.toString('utf8')))
      leaks.push(`${path.relative(e2eDataRoot, file)}: a card field in a log line`);
  }
  if (!files.some((file) => file.endsWith('server.log')))
    throw new Error('card-data scan: no server log found');
  if (leaks.length > 0) throw new Error(`Card data found after the e2e suite:\n${leaks.join('\n')}`);
  console.log(`card-data scan: ${files.length} files of the e2e servers, no card number or CVC found`);
}
