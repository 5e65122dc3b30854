/**
 * The sandbox's vResultCodes: four 4-character blocks like the real ones. `A001X00100000000`
 * (approved) is VeriTrans4G's; the others are ours, chosen in the real families' shape (A: card,
 * AC: a card request's parameter, AG: refused by the card company, G: 3-D Secure, GC: a 3-D Secure
 * request's parameter, N: saved cards, M: the request itself) and listed in README so a test or
 * a person can tell them apart. Callers decide on `mstatus`, never on these codes.
 */
export const ResultCode = {
  approved: 'A001X00100000000',
  declined: 'AG33000000000000',
  notATestCard: 'AG64000000000000',
  threeDSecureRequired: 'AG45000000000000',
  invalidParameter: 'AC01000000000000',
  invalidToken: 'AC25000000000000',
  unknownAccount: 'AC31000000000000',
  threeDSecureStarted: 'G011000000000000',
  threeDSecurePending: 'G012000000000000',
  threeDSecureApproved: 'G001A00100000000',
  threeDSecureCardDeclined: 'G001AG3300000000',
  threeDSecureFailed: 'G002000000000000',
  threeDSecureInvalidParameter: 'GC01000000000000',
  threeDSecureUnknownOrder: 'GC12000000000000',
  accountDone: 'N001000000000000',
  searchDone: 'S001000000000000',
  searchInvalidParameter: 'SC01000000000000',
  accountExists: 'NH02000000000000',
  accountNotFound: 'NH01000000000000',
  accountInvalidParameter: 'NC01000000000000',
  malformedRequest: 'MA01000000000000',
  unknownMerchant: 'MA02000000000000',
  authHashMismatch: 'MA03000000000000',
  unsupportedTxnVersion: 'MA04000000000000',
  dummyRequestMismatch: 'MA05000000000000',
  unavailable: 'MF07000000000000',
} as const;

/** `POST /4gtoken` answers these in `code` (ours; the real endpoint's text differs). */
export const TokenCode = {
  success: 'success',
  unknownTokenApiKey: 'VT01',
  invalidCardNumber: 'VT02',
  invalidExpiry: 'VT03',
  invalidSecurityCode: 'VT04',
  malformedRequest: 'VT05',
} as const;
