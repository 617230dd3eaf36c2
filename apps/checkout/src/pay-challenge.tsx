// Loaded only when a challenge is needed (React.lazy): the widget stays out of the first bundle.
// `altcha/external` has no inline workers (blob: URLs our CSP refuses); the PBKDF2 worker is a
// file of its own under /pay/assets, and it uses WebCrypto, not WebAssembly.
import 'altcha/external';
import 'altcha/altcha.css';
import type {} from 'altcha/types/react';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import { useEffect, useRef } from 'react';
import { useI18n } from './i18n.ts';

globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());

const widgetTexts = [
  'ariaLinkLabel',
  'cancel',
  'enterCode',
  'enterCodeAria',
  'enterCodeFromImage',
  'error',
  'expired',
  'footer',
  'getAudioChallenge',
  'label',
  'loading',
  'reload',
  'verificationRequired',
  'verified',
  'verify',
  'verifying',
  'waitAlert',
] as const;

/**
 * The ALTCHA widget: it fetches a challenge from `url`, solves it in a worker as soon as it is
 * shown, and hands the payload up (null again when it expires or fails). Its texts come from our
 * catalogs; its checkbox is a native one, so keyboard and screen readers reach it.
 */
export default function PayChallenge({
  url,
  onPayload,
}: {
  url: string;
  onPayload(payload: string | null): void;
}) {
  const { t, locale } = useI18n();
  const widget = useRef<HTMLElement>(null);
  globalThis.$altcha.i18n.set(
    locale,
    Object.fromEntries(widgetTexts.map((key) => [key, t(`checkout.challenge.widget.${key}`)])),
  );

  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      onPayload(state === 'verified' && payload ? payload : null);
    };
    element.addEventListener('statechange', onState);
    return () => element.removeEventListener('statechange', onState);
  }, [onPayload]);

  return (
    <altcha-widget
      ref={widget}
      challenge={url}
      language={locale}
      auto="onload"
      name="altcha"
      configuration={JSON.stringify({ hideFooter: true, hideLogo: true })}
    />
  );
}
