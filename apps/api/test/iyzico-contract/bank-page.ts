/** The contract server's stand-in for the bank's 3-D Secure pages (HTML only, for manual runs). */
const esc = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** What threeDSHtmlContent decodes to: a form that takes the browser to the bank page. */
export function threeDsForm(bankUrl: string): string {
  return `<!doctype html><html><body onload="document.forms[0].submit()"><form method="post" action="${esc(bankUrl)}"><noscript><button>Continue</button></noscript></form></body></html>`;
}

export function challengePage(answerUrl: string): string {
  return `<!doctype html><html><body><h1>Contract bank: 3-D Secure</h1><form method="post" action="${esc(answerUrl)}"><button name="mdStatus" value="1">Complete</button> <button name="mdStatus" value="0">Fail</button></form></body></html>`;
}

/** Posts the signed callback fields to the merchant's callbackUrl. */
export function callbackForm(callbackUrl: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${esc(name)}" value="${esc(value)}">`)
    .join('');
  return `<!doctype html><html><body onload="document.forms[0].submit()"><form method="post" action="${esc(callbackUrl)}">${inputs}</form></body></html>`;
}
