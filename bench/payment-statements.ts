// The statements the API sends for one payment, recorded at its driver (db/statement-observer.ts)
// and replayed by the raw SQL loop: the loop sends exactly what the API sends, in the same order,
// as named prepared statements where the API names them, so API / raw measures the API's own cost.
// Two payments are recorded: a parameter that differs between them is the payment's own (an id, a
// key, a token, a time) and each replay gives it a fresh value of the same form; the rest stays,
// the target's ids swapped for the replay's target.
import type { Target } from './setup.ts';

/** One round trip as the driver sent it. */
export interface Sent {
  text: string;
  params: unknown[];
  name?: string | undefined;
}

type Param = { same: true; value: unknown } | { same: false; value: unknown };

export interface PaymentStatements {
  statements: { text: string; name?: string | undefined; params: Param[] }[];
  /** The payment's own values in the recording (ids, keys, times), each replaced on every replay. */
  atoms: string[];
  recordedOn: Target;
}

const isoTime = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}/;
const isAtom = (value: string) => value.length > 0 && value.length <= 100 && !/[\s{}[\]"]/.test(value);

/** Builds the replayable statements from two recorded payments on the same target. */
export function paymentStatements(first: Sent[], second: Sent[], recordedOn: Target): PaymentStatements {
  const texts = (sent: Sent[]) => sent.map((s) => s.text).join('\n;\n');
  if (texts(first) !== texts(second))
    throw new Error('two payments of the API sent different statements: the raw loop cannot replay them');
  const atoms = new Set<string>();
  const statements = first.map((sent, i) => ({
    text: sent.text,
    name: sent.name,
    params: sent.params.map((value, j): Param => {
      const other = second[i]?.params[j];
      const same = value instanceof Date ? false : JSON.stringify(value) === JSON.stringify(other);
      if (!same && typeof value === 'string' && isAtom(value)) atoms.add(value);
      return { same, value };
    }),
  }));
  // Longest first, so an atom inside another (a key inside a lock's name) is replaced after it.
  return { statements, atoms: [...atoms].sort((a, b) => b.length - a.length), recordedOn };
}

const digits = '23456789';
const upper = 'ABCDEFGHJKMNPQRSTUVWXYZ';
const lower = 'abcdefghijklmnopqrstuvwxyz';
const pick = (set: string) => set[Math.floor(Math.random() * set.length)] as string;

/** A value of the same form: what precedes its last `_` or `-` kept, every letter and digit after it new. */
function freshLike(atom: string, shiftMs: number): string {
  if (isoTime.test(atom)) {
    const time = new Date(Date.parse(atom) + shiftMs);
    return atom.includes('T') ? time.toISOString() : time.toISOString().replace('T', ' ').replace('Z', '+00');
  }
  const cut = Math.max(atom.lastIndexOf('_'), atom.lastIndexOf('-')) + 1;
  const tail = atom
    .slice(cut)
    .replace(/[0-9]/g, () => pick(digits))
    .replace(/[A-Z]/g, () => pick(upper))
    .replace(/[a-z]/g, () => pick(lower));
  return atom.slice(0, cut) + tail;
}

function replaceAll(text: string, pairs: [string, string][]): string {
  let out = text;
  for (const [from, to] of pairs) if (from && out.includes(from)) out = out.split(from).join(to);
  return out;
}

/** The recording's statements for one new payment on `target`, its own values fresh. */
export function replayOf(recorded: PaymentStatements, target: Target): Sent[] {
  const firstTime = recorded.atoms.filter((a) => isoTime.test(a)).map((a) => Date.parse(a));
  const shiftMs = firstTime.length > 0 ? Date.now() - Math.min(...firstTime) : 0;
  const fresh: [string, string][] = recorded.atoms.map((atom) => [atom, freshLike(atom, shiftMs)]);
  const { recordedOn } = recorded;
  const targetSwap: [string, string][] = [
    [recordedOn.merchantId, target.merchantId],
    [recordedOn.linkId, target.linkId],
    [recordedOn.code, target.code],
  ];
  const swap = [...fresh, ...targetSwap];
  return recorded.statements.map((statement) => ({
    text: statement.text,
    name: statement.name,
    params: statement.params.map(({ same, value }) => {
      if (value instanceof Date) return new Date(value.getTime() + shiftMs);
      if (typeof value !== 'string') return value;
      return same ? replaceAll(value, targetSwap) : replaceAll(value, swap);
    }),
  }));
}

/** What the bench's API serves one payment with: recorded while `pay` runs (one request). */
export interface Recorder {
  recording: Sent[] | undefined;
}

/** Records two payments of the API on `target` (each one request of `pay`) and builds the replay. */
export async function recordPaymentStatements(
  recorder: Recorder,
  target: Target,
  pay: (key: string) => Promise<void>,
): Promise<PaymentStatements> {
  const one = async (key: string) => {
    const sent: Sent[] = [];
    recorder.recording = sent;
    try {
      await pay(key);
    } finally {
      recorder.recording = undefined;
    }
    return sent;
  };
  const suffix = () => Math.random().toString(36).slice(2, 12);
  return paymentStatements(await one(`bench-${suffix()}`), await one(`bench-${suffix()}`), target);
}
