import type { Database } from '../../db/client.ts';
import { defaultFaq, defaultTestimonials } from './defaults.ts';
import { columnsOf } from './mapping.ts';
import { listContent, updateContent } from './repository.ts';

/**
 * Wording the Turkish glossary (docs/glossary-tr.md) changed in the seeded landing content, one
 * list per revision, oldest first: [before, after]. A row whose Turkish text is still exactly a
 * former default (as seeded by any revision) gets the current default; a text an admin edited is
 * left as it is.
 */
const revisions: [string, string][][] = [
  [
    ['ödeme talep etmeden önce', 'para çekmeden önce'],
    ["Köprü'nün ücreti nedir?", "Köprü'nün komisyonu nedir?"],
    [
      '; ücret o ödemeden düşülür. Kurulum ücreti, aylık ücret veya başarısız ödemeler için bir ücret yoktur. Her ödemenin ücretini ve size kalan net tutarı panelinizde',
      ' komisyon; komisyon o ödemeden düşülür. Kurulum ücreti, aylık ücret veya başarısız ödemeler için komisyon yoktur. Her ödemenin komisyonunu ve size kalan net tutarı kontrol panelinizde',
    ],
    [
      'dilediğiniz zaman ödeme talep edebilirsiniz. Ödemeler her iş günü',
      'dilediğiniz zaman para çekebilirsiniz. Para çekme talepleri her iş günü',
    ],
    ['doğruladığınız Türk banka hesabınıza', 'doğruladığınız Türkiye’deki banka hesabınıza'],
    ['doğrudan kart işlemcisine gider;', 'doğrudan ödeme kuruluşunun kart altyapısına iletilir;'],
    ['uğraşıyor, biz de', 'uğraşıyordu, biz de'],
    ['Kurucu, Anatolia Tekstil', 'Anatolia Tekstil kurucusu'],
    ['Sahibi, Ege Seramik', 'Ege Seramik sahibi'],
    ['Kurucu ortak, Kapadokya Halı', 'Kapadokya Halı kurucu ortağı'],
    ['ücreti net olarak biliyoruz; panel,', 'komisyonu net olarak biliyoruz; kontrol paneli,'],
  ],
  // Typographic apostrophes.
  [
    ["Almanya'daki", 'Almanya’daki'],
    ["Köprü'nün", 'Köprü’nün'],
    ["Köprü'yü", 'Köprü’yü'],
    ["Türkiye'de ", 'Türkiye’de '],
    ["İngiltere'deki", 'İngiltere’deki'],
  ],
];

const columns = ['titleTr', 'bodyTr', 'authorRoleTr'] as const;

/** The text as revision `from` seeded it: the later revisions undone, newest first. */
function asSeededBy(now: string, from: number): string {
  return revisions
    .slice(from)
    .reverse()
    .reduce(
      (text, changes) =>
        [...changes].reverse().reduce((undone, [old, fresh]) => undone.split(fresh).join(old), text),
      now,
    );
}

/** Former Turkish default text -> current default text, for every column the glossary changed. */
function formerDefaults(): Map<string, string> {
  const map = new Map<string, string>();
  for (const input of [...defaultFaq(), ...defaultTestimonials()]) {
    const current = columnsOf(input);
    for (const column of columns) {
      const now = current[column] ?? '';
      for (let from = 0; from < revisions.length; from += 1) {
        const before = asSeededBy(now, from);
        if (before !== now) map.set(before, now);
      }
    }
  }
  return map;
}

/** Brings unedited seeded FAQ and testimonials to the current Turkish wording; safe on every start. */
export async function upgradeDefaultContent(db: Database): Promise<{ upgraded: number }> {
  const former = formerDefaults();
  return db.transaction(async (tx) => {
    let upgraded = 0;
    for (const row of await listContent(tx)) {
      const values: Partial<Record<(typeof columns)[number], string>> = {};
      for (const column of columns) {
        const next = former.get(row[column] ?? '');
        if (next !== undefined) values[column] = next;
      }
      if (Object.keys(values).length === 0) continue;
      await updateContent(tx, row.id, { ...values, updatedAt: new Date() });
      upgraded += 1;
    }
    return { upgraded };
  });
}
