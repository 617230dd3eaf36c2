/**
 * The contract server's stand-in for iyzico's hosted payment page (row K3 of docs/acquirers.md):
 * iyzico's paymentPageUrl (sandbox-cpp.iyzipay.com?token=...&lang=...) shows iyzico's own card
 * form, which this minimal form imitates for tests: what iyzico's page looks like and how it runs
 * 3-D Secure is not ours to copy (assumption A25). It posts the card to the contract server,
 * never to the merchant.
 */
const esc = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const texts = {
  en: {
    title: 'Contract iyzico: payment page',
    number: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'Security code',
    holder: 'Name on card',
    pay: 'Pay',
  },
  tr: {
    title: 'Sözleşme iyzico: ödeme sayfası',
    number: 'Kart numarası',
    expiry: 'Son kullanma tarihi (AA/YY)',
    cvc: 'Güvenlik kodu',
    holder: 'Kart üzerindeki isim',
    pay: 'Öde',
  },
} as const;

export function checkoutPage(
  payUrl: string,
  token: string,
  lang: 'en' | 'tr',
  amount: string,
  error?: string,
): string {
  const t = texts[lang];
  const field = (name: string, label: string, autocomplete: string) =>
    `<label style="display:block;margin:12px 0">${esc(label)}<br><input name="${name}" autocomplete="${autocomplete}" required style="width:100%;font-size:16px;padding:8px;box-sizing:border-box"></label>`;
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(t.title)}</title></head><body style="font-family:sans-serif;max-width:420px;margin:0 auto;padding:16px"><h1 style="font-size:20px">${esc(t.title)}</h1><p>${esc(amount)}</p>${error ? `<p role="alert">${esc(error)}</p>` : ''}<form method="post" action="${esc(payUrl)}"><input type="hidden" name="token" value="${esc(token)}">${field('cardNumber', t.number, 'cc-number')}${field('expiry', t.expiry, 'cc-exp')}${field('cvc', t.cvc, 'cc-csc')}${field('cardHolderName', t.holder, 'cc-name')}<button style="width:100%;font-size:16px;padding:10px">${esc(t.pay)}</button></form></body></html>`;
}
