// Shapes of values that cross the API, shared by every route that accepts them.
import { z } from 'zod';

/** A UPI virtual payment address: handle@provider. */
export const VPA_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9.\-_]{1,255}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/;
export const vpa = z.string().regex(VPA_PATTERN, 'must be a UPI handle such as name@bank');

/** Unix seconds. */
export const unixSeconds = z.number().int().min(0).max(1e11);

/** A 12-digit UPI reference number (RRN / UTR). */
export const RRN_PATTERN = /^\d{12}$/;
export const rrn = z.string().regex(RRN_PATTERN, 'must be the 12-digit UPI reference number');
