import type { SignInRequest } from '@kopru/domain/schemas/auth';
import { catalogs } from '@kopru/i18n/catalog';
import { initI18n } from '@kopru/i18n/setup';
import { SignInForm } from '@kopru/ui/sign-in-form';
import { cleanup, render, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
// What the prerendered pages load before the app: it holds submits and clicks until hydration.
import '../public/hold-until-hydrated.js';

initI18n({ resources: catalogs });
const texts = catalogs.en.auth.login;

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  window.kopruHeld = [];
});

/** The sign-in form as a prerendered page paints it, before any JavaScript of the app has run. */
function paintPrerendered(onSubmit: (credentials: SignInRequest) => void) {
  const form = <SignInForm onSubmit={onSubmit} pending={false} error={null} />;
  const container = document.createElement('div');
  container.innerHTML = renderToString(form);
  document.body.append(container);
  const field = (label: string) => {
    const id = [...container.querySelectorAll('label')].find((one) =>
      one.textContent?.includes(label),
    )?.htmlFor;
    return container.querySelector<HTMLInputElement>(`#${id}`) as HTMLInputElement;
  };
  const hydrate = () => render(form, { container, hydrate: true });
  return { container, field, hydrate, element: container.querySelector('form') as HTMLFormElement };
}

describe('a prerendered form used before the app has hydrated it', () => {
  it('holds the submit, then sends it through the form’s own handler once hydrated, with what was typed', async () => {
    const onSubmit = vi.fn();
    const page = paintPrerendered(onSubmit);
    page.field(texts.email).value = 'elif@bursaipek.com.tr';
    page.field(texts.password).value = 'Bosphorus-2026';
    const sent = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    page.element.dispatchEvent(sent);

    expect(sent.defaultPrevented).toBe(true);
    expect(window.kopruHeld).toHaveLength(1);
    expect(onSubmit).not.toHaveBeenCalled();

    page.hydrate();
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ email: 'elif@bursaipek.com.tr', password: 'Bosphorus-2026' }),
    );
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(window.kopruHeld).toEqual([]);
  });

  it('replays a button’s click, and holds nothing once the form has hydrated', async () => {
    const onSubmit = vi.fn();
    const page = paintPrerendered(onSubmit);
    const toggle = page.container.querySelector('button[type="button"]') as HTMLButtonElement;
    toggle.click();
    expect(window.kopruHeld).toHaveLength(1);
    expect(page.field(texts.password).type).toBe('password');

    page.hydrate();
    await waitFor(() => expect(page.field(texts.password).type).toBe('text'));

    const later = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    page.element.dispatchEvent(later);
    expect(window.kopruHeld).toEqual([]);
  });
});
