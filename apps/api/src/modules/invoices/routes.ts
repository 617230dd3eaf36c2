import { downloadCommercialInvoice, downloadLinkProforma } from '@kopru/domain/contracts/invoices';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { dashboardDoor } from '../api-keys/merchant-doors.ts';
import { type InvoiceInput, invoicePdf } from './document.ts';
import { commercialInvoiceOf, linkProformaOf } from './service.ts';

type FileRequest = { headers: Parameters<typeof requestLocale>[0]; query: { lang?: 'en' | 'tr' } };

/** The merchant's invoice downloads (docs/invoices.md); each is scoped to the merchant's own objects. */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const door = dashboardDoor;

  const send = async (request: FileRequest, reply: FastifyReply, input: InvoiceInput, name: string) => {
    const file = await invoicePdf(input, { locale: requestLocale(request.headers, request.query.lang) });
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${name}-${input.number}.pdf"`)
      .header('cache-control', 'no-store')
      .send(file);
  };

  route(app, downloadCommercialInvoice, door.signedIn, async (request, reply) => {
    const merchantId = door.merchantOf(request).id;
    const input = await commercialInvoiceOf(ctx, { merchantId, paymentId: request.params.id });
    return send(request, reply, input, 'commercial-invoice');
  });

  route(app, downloadLinkProforma, door.verified, async (request, reply) => {
    const merchantId = door.merchantOf(request).id;
    const input = await linkProformaOf(ctx, { merchantId, linkId: request.params.id });
    return send(request, reply, input, 'proforma');
  });
};
