// What every bank's narration shares: the markers of money that is no customer paying, the RRN as a
// lone 12-digit token, and payer handles that are only kept when the bank printed them whole.

// A reversal or refund of the seller's own payment, interest, cashback, a charge reversal. Such a line
// can carry the RRN of the payment it reverses: an RRN alone never makes a line a payment. SBI cuts
// `Refund` to `Refun`.
const NOT_A_PAYMENT =
  /REV-UPI|UPI\/REV\/|REVERSAL|\bREFUN|NEFT RETURN|CASHBACK|CASH BACK|CREDIT INTEREST|:INT\.PD:|INT\. ?CREDIT|INTEREST CAPITALISED|\bCHA?RGE?S? REV/i;

export const isNotAPayment = (narration: string): boolean => NOT_A_PAYMENT.test(narration);

const LONE_RRN = /(?<![0-9A-Za-z])[0-9]{12}(?![0-9A-Za-z])/g;

/** The one 12-digit number standing alone in a narration; none when there are none or several. */
export function loneRrn(narration: string): string | null {
  const found = narration.match(LONE_RRN);
  return found !== null && found.length === 1 ? (found[0] as string) : null;
}

const HANDLE = /^[a-z0-9._-]+@[a-z0-9.-]+$/i;

/**
 * A payer VPA as printed, lower-cased (handles are case-insensitive); null when it is no handle or
 * when the bank's field width may have cut it (a field as long as the width is taken as cut).
 */
export function wholeHandle(text: string | undefined, fieldWidth?: number): string | null {
  const handle = text?.trim() ?? '';
  if (!HANDLE.test(handle)) return null;
  if (fieldWidth !== undefined && handle.length >= fieldWidth) return null;
  return handle.toLowerCase();
}

/** A printed name, trimmed, truncation kept; null when nothing is there. */
export function payerName(text: string | undefined): string | null {
  const name = text?.trim().replace(/\s+/g, ' ') ?? '';
  return name === '' ? null : name;
}
