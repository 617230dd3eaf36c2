export const checkout = {
  notFoundTitle: 'Payment link not found',
  notFoundText: "The payment link you're looking for doesn't exist or has expired.",
  poweredBy: 'Secure payment by Köprü',
};
