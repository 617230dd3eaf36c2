import { type Body, failure, invalidRequest, success } from './answers.ts';
import type { ContractState } from './state.ts';

/**
 * Row M7: POST /payment/iyzipos/item/approve by paymentTransactionId (iyzipay-node
 * lib/resources/Approval.js, CreateApprovalRequest.js, samples "should approve payment item";
 * iyzipay-java ApproveSample.java and model/Approval.java: the answer carries the
 * paymentTransactionId). An item it does not know: failure (assumption A27); an item approved
 * already: success again (assumption A28).
 */
export function approvalRoutes(
  state: ContractState,
  /** A test makes the next approval be refused with this answer. */
  refusal: { next?: { errorCode: string; errorMessage: string } },
) {
  function approve(_path: string, request: Body): Body {
    if (!request.paymentTransactionId) return invalidRequest(request, 'paymentTransactionId');
    const refused = refusal.next;
    if (refused) {
      refusal.next = undefined;
      return failure(request, refused.errorCode, refused.errorMessage);
    }
    const id = String(request.paymentTransactionId);
    const item = [...state.payments.values()]
      .filter((payment) => payment.status === 'SUCCESS')
      .flatMap((payment) => payment.items)
      .find((candidate) => candidate.paymentTransactionId === id);
    if (!item) return failure(request, '2003', 'Ödeme kırılımı bulunamadı');
    item.approved = true;
    return success(request, { paymentTransactionId: id });
  }
  return { '/payment/iyzipos/item/approve': approve };
}
