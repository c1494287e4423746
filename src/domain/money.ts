// Rupees as a person writes them, and paise as the API keeps them.

/** Paise as an Indian reader writes rupees: ₹1,299.00 (lakh grouping: ₹1,00,000.00). */
export function rupees(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  const whole = Math.floor(abs / 100).toLocaleString('en-IN');
  return `${sign}₹${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * A price typed by a seller (`499`, `1,299.50`, `₹ 1,299.5`, `1,00,000`) in paise, or undefined when
 * it is not one: at most two decimals, commas only as digit grouping.
 */
export function parseRupees(typed: string): number | undefined {
  const s = typed
    .trim()
    .replace(/^₹\s*/, '')
    .replace(/^rs\.?\s*/i, '');
  if (!/^\d{1,3}(,\d{2,3})*(\.\d{1,2})?$|^\d+(\.\d{1,2})?$/.test(s)) return undefined;
  const [whole, fraction = ''] = s.replace(/,/g, '').split('.') as [string, string?];
  const paise = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(paise) ? paise : undefined;
}
