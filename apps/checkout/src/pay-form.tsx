import { challengeUrl, checkoutApi } from '@kopru/api-client/checkout';
import { ApiError, errorMessageKey } from '@kopru/api-client/client';
import { type CardField, cardProblems, formatCardNumber, formatExpiry } from '@kopru/domain/card';
import type { PayResponse, PublicLink } from '@kopru/domain/schemas/checkout';
import { Alert } from '@kopru/ui/alert';
import { Button } from '@kopru/ui/button';
import { TextField } from '@kopru/ui/field';
import { PageSpinner } from '@kopru/ui/spinner';
import { type FormEvent, lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useI18n } from './i18n.ts';
import type { OrderProblems } from './order.ts';
import { payerBody, payerFor, payerProblems } from './payer-text.ts';

const PayChallenge = lazy(() => import('./pay-challenge.tsx'));
const PayerFields = lazy(() => import('./payer-fields.tsx'));

const empty = { cardNumber: '', expiry: '', cvc: '', cardholderName: '', email: '' };
/** A field sharing its parent's rows, its label at the bottom of the label row. */
const pairedField = 'row-span-3 grid grid-rows-subgrid [&>label]:self-end';
type Field = CardField | 'email';
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The card checks of the domain (on our own form), and the payer's e-mail (required: the receipt
 * goes there). When the card is typed on the acquirer's page only the payer's name is asked here.
 */
function formProblems(values: typeof empty, ownForm: boolean): Partial<Record<Field, string>> {
  const found: Partial<Record<Field, string>> = ownForm
    ? cardProblems(values, new Date())
    : values.cardholderName.trim()
      ? {}
      : { cardholderName: 'validation.required' };
  const email = values.email.trim();
  if (!email) found.email = 'validation.required';
  else if (!emailPattern.test(email)) found.email = 'validation.email';
  return found;
}

/**
 * The card form. One Idempotency-Key per attempt: a network retry of the same attempt reuses it,
 * so the payer is never charged twice; while a request is out, further submits send nothing.
 */
export function PayForm({
  link,
  amountLabel,
  order,
  onOrderProblems,
  onResult,
}: {
  link: PublicLink;
  /** The total to pay, formatted; null while the amount or quantity typed is not valid. */
  amountLabel: string | null;
  /** The amount of one (payer-chosen links) and the quantity; null while not valid. */
  order: { amount: number | undefined; quantity: number } | null;
  /** Shows the order's problems: the server's, or (undefined) those of what is typed. */
  onOrderProblems(problems: OrderProblems | undefined): void;
  onResult(result: PayResponse): void;
}) {
  const { t, tDynamic, locale } = useI18n();
  /** The card is typed on this form (the sandbox), or on the acquirer's page (iyzico). */
  const ownForm = link.cardEntry === 'form';
  const [values, setValues] = useState(empty);
  const [payer, setPayer] = useState(() => payerFor(navigator.languages ?? [navigator.language]));
  const [payerIssues, setPayerIssues] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);
  const inFlight = useRef(false);
  const attemptKey = useRef<string | null>(null);
  // After repeated declines each attempt needs a solved proof-of-work challenge (ALTCHA).
  const [challengeNeeded, setChallengeNeeded] = useState(false);
  const [challengeRound, setChallengeRound] = useState(0);
  const [altcha, setAltcha] = useState<string | null>(null);
  const [challengeProblem, setChallengeProblem] = useState<string | null>(null);
  const onPayload = useCallback((payload: string | null) => {
    setAltcha(payload);
    if (payload) setChallengeProblem(null);
  }, []);
  const newChallenge = () => {
    setAltcha(null);
    setChallengeRound((round) => round + 1);
  };

  useEffect(() => {
    let current = true;
    checkoutApi
      .challenge(link.code)
      .then((answer) => current && answer.required && setChallengeNeeded(true))
      // Unknown: the pay answer says so (428) if a challenge is needed.
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [link.code]);

  const set =
    (field: Field, format: (value: string) => string = (v) => v) =>
    (e: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [field]: format(e.target.value) }));
  const problem = (field: Field) =>
    problems[field] ? tDynamic(problems[field], 'validation.invalid') : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const found = formProblems(values, ownForm);
    const foundPayer = payerProblems(link.collect, payer);
    setProblems(found);
    setPayerIssues(foundPayer);
    onOrderProblems(order ? {} : undefined);
    if (!order || Object.keys(found).length > 0 || Object.keys(foundPayer).length > 0) return;
    if (challengeNeeded && !altcha && !attemptKey.current) {
      setChallengeProblem(t('checkout.challenge.notDone'));
      return;
    }
    inFlight.current = true;
    setProcessing(true);
    setFailure(null);
    attemptKey.current ??= crypto.randomUUID();
    try {
      const result = await checkoutApi.pay(
        link.code,
        {
          // On the acquirer's page the card never passes through us: no card field is sent.
          ...(ownForm ? values : { cardholderName: values.cardholderName, email: values.email }),
          email: values.email.trim(),
          locale,
          ...(altcha ? { altcha } : {}),
          ...(order.amount === undefined ? {} : { amount: order.amount }),
          ...(link.maxQuantity > 1 ? { quantity: order.quantity } : {}),
          ...(link.collect.length > 0 ? { payer: payerBody(link.collect, payer) } : {}),
        },
        attemptKey.current,
      );
      attemptKey.current = null;
      onResult(result);
    } catch (error) {
      // A solution pays one attempt: any answer from the server spent it.
      if (altcha && error instanceof ApiError && error.status > 0) newChallenge();
      if (error instanceof ApiError && error.code === 'challenge_required') setChallengeNeeded(true);
      if (error instanceof ApiError && error.code === 'validation_failed') {
        const { amount, quantity, ...rest } = error.fieldErrors;
        onOrderProblems({ ...(amount ? { amount } : {}), ...(quantity ? { quantity } : {}) });
        setPayerIssues(
          Object.fromEntries(Object.entries(rest).filter(([path]) => path.startsWith('payer.'))),
        );
        setProblems(rest as Partial<Record<Field, string>>);
        attemptKey.current = null;
      } else if (
        error instanceof ApiError &&
        error.status > 0 &&
        error.status < 500 &&
        error.code !== 'idempotency_key_in_use'
      ) {
        attemptKey.current = null;
        setFailure(tDynamic(errorMessageKey(error), 'errors.internal_error'));
      } else {
        // No answer, a server or database fault (503 may come after the payment was stored), or the
        // first try still running: keep the key, so a retry gets the first outcome, never a second charge.
        setFailure(
          tDynamic(
            `errors.${error instanceof ApiError ? error.code : 'network_error'}`,
            'errors.network_error',
          ),
        );
      }
    } finally {
      inFlight.current = false;
      setProcessing(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      aria-labelledby="card-form-title"
    >
      <h2 id="card-form-title" className="font-semibold">
        {ownForm ? t('checkout.form.title') : t('checkout.form.payerTitle')}
      </h2>
      {failure && <Alert tone="error">{failure}</Alert>}
      {ownForm && (
        <>
          <TextField
            label={t('checkout.form.cardNumber')}
            name="cardnumber"
            autoComplete="cc-number"
            inputMode="numeric"
            placeholder={t('checkout.form.cardNumberPlaceholder')}
            value={values.cardNumber}
            onChange={set('cardNumber', formatCardNumber)}
            error={problem('cardNumber')}
            disabled={processing}
            required
          />
          {/* One subgrid for both fields (label, input, hint rows): when a label wraps, as the
              Turkish "Son kullanma tarihi (AA/YY)" does at 390 px, both labels sit on the inputs
              and the two inputs stay on one line. */}
          <div className="grid grid-cols-2 gap-x-3">
            <TextField
              fieldClassName={pairedField}
              label={t('checkout.form.expiry')}
              name="exp-date"
              autoComplete="cc-exp"
              inputMode="numeric"
              placeholder={t('checkout.form.expiryPlaceholder')}
              value={values.expiry}
              onChange={set('expiry', formatExpiry)}
              error={problem('expiry')}
              disabled={processing}
              required
            />
            <TextField
              fieldClassName={pairedField}
              label={t('checkout.form.cvc')}
              name="cvc"
              autoComplete="cc-csc"
              inputMode="numeric"
              maxLength={4}
              value={values.cvc}
              onChange={set('cvc', (v) => v.replace(/\D/g, '').slice(0, 4))}
              hint={t('checkout.form.cvcHint')}
              error={problem('cvc')}
              disabled={processing}
              required
            />
          </div>
        </>
      )}
      <TextField
        label={ownForm ? t('checkout.form.cardholderName') : t('checkout.form.payerName')}
        name={ownForm ? 'ccname' : 'name'}
        autoComplete={ownForm ? 'cc-name' : 'name'}
        value={values.cardholderName}
        onChange={set('cardholderName')}
        error={problem('cardholderName')}
        maxLength={100}
        disabled={processing}
        required
      />
      <TextField
        label={t('checkout.form.email')}
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={set('email')}
        hint={t('checkout.form.emailHint')}
        error={problem('email')}
        maxLength={254}
        disabled={processing}
        required
      />
      {link.collect.length > 0 && (
        <Suspense fallback={<PageSpinner label={t('checkout.loading')} />}>
          <PayerFields
            collect={link.collect}
            payer={payer}
            problems={payerIssues}
            disabled={processing}
            onChange={setPayer}
          />
        </Suspense>
      )}
      {challengeNeeded && (
        <section aria-labelledby="challenge-title" className="space-y-2">
          <h3 id="challenge-title" className="text-sm font-semibold">
            {t('checkout.challenge.title')}
          </h3>
          <p className="text-xs text-slate-600">{t('checkout.challenge.text')}</p>
          <Suspense fallback={<PageSpinner label={t('checkout.challenge.widget.loading')} />}>
            <PayChallenge
              key={`${challengeRound}-${locale}`}
              url={challengeUrl(link.code)}
              onPayload={onPayload}
            />
          </Suspense>
          {challengeProblem && (
            <p role="alert" className="text-sm text-red-700">
              {challengeProblem}
            </p>
          )}
        </section>
      )}
      <Button type="submit" size="lg" className="w-full" loading={processing}>
        {processing
          ? t('checkout.form.processing')
          : !ownForm
            ? amountLabel
              ? t('checkout.form.continueToAcquirer', { amount: amountLabel })
              : t('checkout.form.continueToAcquirerNoAmount')
            : amountLabel
              ? t('checkout.form.pay', { amount: amountLabel })
              : t('checkout.form.payNoAmount')}
      </Button>
      <p className="text-center text-xs text-slate-500">
        {ownForm ? t('checkout.form.secure') : t('checkout.form.acquirerPage')}
      </p>
    </form>
  );
}
