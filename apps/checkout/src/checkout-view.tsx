import { threeDsUrl } from '@kopru/api-client/checkout';
import type { PayResponse, PublicLink } from '@kopru/domain/schemas/checkout';
import { formatMoney } from '@kopru/i18n/format';
import { PageSpinner } from '@kopru/ui/spinner';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useI18n } from './i18n.ts';
import { initialOrderText, type OrderProblems, orderOf } from './order.ts';
import { PayForm } from './pay-form.tsx';
import { PaymentStatusView } from './payment-status-view.tsx';
import { RedirectNotice } from './redirect-notice.tsx';
import { ResultView } from './result-view.tsx';
import { SandboxNotice } from './sandbox-notice.tsx';
import { useTitle } from './use-title.ts';

const OrderFields = lazy(() => import('./order-fields.tsx'));

type Step =
  | { kind: 'form' }
  | { kind: 'redirecting' }
  | { kind: 'waiting'; paymentId: string }
  | { kind: 'leaving'; url: string }
  | { kind: 'result'; result: PayResponse };

/** Back from the bank, the URL names the payment: /pay/{code}?payment={id}. */
function initialStep(): Step {
  const paymentId = new URLSearchParams(window.location.search).get('payment');
  return paymentId ? { kind: 'waiting', paymentId } : { kind: 'form' };
}

/** Order summary beside the card form; after paying, the result replaces the form. */
export function CheckoutView({ link }: { link: PublicLink }) {
  const { t, locale } = useI18n();
  const [step, setStep] = useState<Step>(initialStep);
  useTitle(t('checkout.title', { merchant: link.merchantName }));
  const [orderText, setOrderText] = useState(() => initialOrderText(link, locale));
  const [orderProblems, setOrderProblems] = useState<OrderProblems>({});
  const order = orderOf(link, orderText, locale);
  const adjustable = link.customAmount !== null || link.maxQuantity > 1;
  const amount = formatMoney(link.amount, link.currency, locale);
  const total = order.ok ? formatMoney(order.total, link.currency, locale) : null;

  // A redirect after success goes through RedirectNotice (shown with the result), which names the
  // host, unless it is on a domain the merchant has verified: then the payer is sent on at once.
  const onFinal = useCallback((result: PayResponse) => {
    if (result.status === 'succeeded' && result.redirectUrl && result.redirectVerified) {
      setStep({ kind: 'leaving', url: result.redirectUrl });
      window.location.assign(result.redirectUrl);
    } else setStep({ kind: 'result', result });
  }, []);
  const changeOrder = (text: typeof orderText) => {
    setOrderText(text);
    setOrderProblems({});
  };
  const onPayment = (result: PayResponse) => {
    if (result.status === 'requires_action') {
      // 3-D Secure: a full-page visit to the bank, which sends the payer back to ?payment={id}.
      setStep({ kind: 'redirecting' });
      window.location.assign(threeDsUrl(result.paymentId));
    } else if (result.status === 'processing') setStep({ kind: 'waiting', paymentId: result.paymentId });
    else onFinal(result);
  };
  const retry = () => {
    window.history.replaceState(null, '', window.location.pathname);
    setStep({ kind: 'form' });
  };

  return (
    <div className="w-full max-w-md space-y-4">
      <section
        aria-labelledby="summary"
        className="rounded-2xl border border-slate-200 border-t-4 border-t-brand-700 bg-white p-5 shadow-sm"
      >
        <p className="text-sm text-slate-500">{t('checkout.payingTo')}</p>
        <h1 id="summary" className="text-lg font-semibold text-slate-900">
          {link.merchantName}
        </h1>
        <dl className="mt-4 space-y-2 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-slate-500">{t('checkout.product')}</dt>
            <dd className="text-right font-medium">{link.productName}</dd>
          </div>
          {!link.customAmount && (
            <div className="flex items-baseline justify-between gap-4">
              <dt className="text-slate-500">{t('checkout.amount')}</dt>
              <dd className={link.maxQuantity > 1 ? 'font-medium' : 'text-2xl font-semibold tracking-tight'}>
                {link.maxQuantity > 1 ? t('checkout.order.unitPrice', { amount }) : amount}
              </dd>
            </div>
          )}
        </dl>
        {link.description && (
          <p className="mt-3 border-t border-slate-100 pt-3 text-sm text-slate-600">{link.description}</p>
        )}
        {adjustable && step.kind === 'form' && (
          <Suspense fallback={<PageSpinner label={t('checkout.loading')} />}>
            <OrderFields
              link={link}
              text={orderText}
              order={order}
              problems={orderProblems}
              disabled={false}
              onChange={changeOrder}
            />
          </Suspense>
        )}
      </section>
      {step.kind === 'form' && (
        <>
          {link.sandbox && <SandboxNotice />}
          <PayForm
            link={link}
            amountLabel={total}
            order={order.ok ? { amount: order.amount, quantity: order.quantity } : null}
            onOrderProblems={(problems) => setOrderProblems(problems ?? (order.ok ? {} : order.problems))}
            onResult={onPayment}
          />
        </>
      )}
      {step.kind === 'redirecting' && <PageSpinner label={t('checkout.redirecting')} />}
      {step.kind === 'leaving' && (
        <div className="space-y-3 text-center">
          <PageSpinner label={t('checkout.redirectingToMerchant', { merchant: link.merchantName })} />
          <a href={step.url} className="font-medium text-brand-700 underline underline-offset-2">
            {t('checkout.redirectLink')}
          </a>
        </div>
      )}
      {step.kind === 'waiting' && <PaymentStatusView paymentId={step.paymentId} onFinal={onFinal} />}
      {step.kind === 'result' && (
        <ResultView result={step.result} merchantName={link.merchantName} onRetry={retry} />
      )}
      {step.kind === 'result' && step.result.status === 'succeeded' && step.result.redirectUrl && (
        <RedirectNotice url={step.result.redirectUrl} merchantName={link.merchantName} />
      )}
    </div>
  );
}
