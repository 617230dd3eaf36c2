export interface SampleRequest {
  baseUrl: string;
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
}

/** A shell command; the key comes from the KOPRU_SECRET_KEY environment variable. */
export function curlSample({ baseUrl, method, path, body }: SampleRequest): string {
  const lines = [`curl${method === 'GET' ? '' : ` -X ${method}`} ${baseUrl}${path}`];
  lines.push(`  -H "Authorization: Bearer $KOPRU_SECRET_KEY"`);
  if (body) {
    lines.push(`  -H "Content-Type: application/json"`);
    if (method === 'POST') lines.push(`  -H "Idempotency-Key: $(uuidgen)"`);
    lines.push(`  -d '${JSON.stringify(body, null, 2)}'`);
  }
  return lines.join(' \\\n');
}

function indent(text: string, spaces: number): string {
  return text.replaceAll('\n', `\n${' '.repeat(spaces)}`);
}

/**
 * A Node.js 20+ ES module using only the built-in fetch; save it as `example.mjs` and run it
 * with `KOPRU_SECRET_KEY=sk_test_… node example.mjs`.
 */
export function nodeSample({ baseUrl, method, path, body }: SampleRequest): string {
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample's own template literal
  const headers = ['Authorization: `Bearer ${process.env.KOPRU_SECRET_KEY}`,'];
  if (body) headers.push(`'Content-Type': 'application/json',`);
  if (body && method === 'POST') headers.push(`'Idempotency-Key': crypto.randomUUID(),`);
  const options = [
    ...(method === 'GET' ? [] : [`method: '${method}',`]),
    `headers: {\n  ${headers.join('\n  ')}\n},`,
    ...(body ? [`body: JSON.stringify(${JSON.stringify(body, null, 2)}),`] : []),
  ];
  return [
    `const response = await fetch('${baseUrl}${path}', {`,
    `  ${indent(options.join('\n'), 2)}`,
    '});',
    'const result = await response.json();',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample's own template literal
    'if (!response.ok) throw new Error(`${response.status} ${result.error.code}`);',
    'console.log(result);',
  ].join('\n');
}
