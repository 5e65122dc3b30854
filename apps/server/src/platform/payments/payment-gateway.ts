/**
 * The card gateway port. Subscriptions (issue 20) add its operations: authorize with a new card
 * token or a saved account, 3-D Secure start and result, save and read a card, verify a
 * company's merchant settings, parse and verify a push notification. One adapter speaks the
 * real service's protocol (VeriTrans4G), another its local sandbox; modules see only this port.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PaymentGateway {}

/** Until the payment issue lands no module takes money: the gateway has no operations yet. */
export const noPaymentGateway: PaymentGateway = {};
