/** Unix seconds, the only time unit of the API (SPEC §2). */
export type UnixSeconds = number;

export const unixNow = (): UnixSeconds => Math.floor(Date.now() / 1000);
