/**
 * The contract server's 3-D Secure pages (rows T2 and T3 of docs/acquirers.md). In iyzico's
 * sandbox, threeDSHtmlContent decodes to a page titled "iyzico Mock 3D-Secure Processing Page"
 * whose script posts a hidden form to sandbox-api.iyzipay.com/payment/mock/init3ds (the sample
 * answer of iyzico's former "3d Başlatma" documentation page). What that mock page then shows is
 * not published (assumption A9): ours offers Complete and Fail, then posts iyzico's callback
 * fields to the merchant's callbackUrl.
 */
const esc = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** What threeDSHtmlContent decodes to: a self-posting form to the bank page. */
export function threeDsForm(bankUrl: string): string {
  return `<!doctype html><html lang="en"><head><title>Contract Mock 3D-Secure Processing Page</title></head><body><form id="contract-3ds-form" method="post" action="${esc(bankUrl)}"><noscript><button>Continue</button></noscript></form><script>document.getElementById("contract-3ds-form").submit();</script></body></html>`;
}

export function challengePage(answerUrl: string): string {
  return `<!doctype html><html><body><h1>Contract bank: 3-D Secure</h1><form method="post" action="${esc(answerUrl)}"><button name="mdStatus" value="1">Complete</button> <button name="mdStatus" value="0">Fail</button></form></body></html>`;
}

/** Posts the signed callback fields to the merchant's callbackUrl from the payer's browser. */
export function callbackForm(callbackUrl: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${esc(name)}" value="${esc(value)}">`)
    .join('');
  return `<!doctype html><html><body onload="document.forms[0].submit()"><form method="post" action="${esc(callbackUrl)}">${inputs}</form></body></html>`;
}
