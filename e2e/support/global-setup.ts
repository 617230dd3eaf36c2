import { startContractServer } from '../../apps/api/test/iyzico-contract/server.ts';
import { iyzicoContract, ports } from '../playwright.config.ts';
import { e2eIbanHolders } from './iban-holders.ts';
import { startMailSink } from './mail-sink.ts';

/**
 * Starts the servers' mail system and the iyzico contract server (the `iyzico` server's acquirer)
 * for the whole run; Playwright calls the returned teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const stopMail = await startMailSink({ smtp: ports.mailSmtp, http: ports.mailHttp });
  const iyzico = await startContractServer({
    keys: { apiKey: iyzicoContract.apiKey, secretKey: iyzicoContract.secretKey },
    port: ports.iyzicoContract,
    ibanHolders: e2eIbanHolders,
  });
  return async () => {
    await iyzico.close();
    await stopMail();
  };
}
