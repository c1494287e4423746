// What is wrong with a refused credential, said so a developer can fix it (issue 31): a missing header
// reads differently from a malformed one, a credential of the other kind is named, and nobody is told
// to send exactly what they sent. Never echoes the credential itself.

interface Kind {
  prefix: 'sk_' | 'dvt_';
  noun: string;
  /** The noun with its article: "an API key", "a device token". */
  a: string;
  where: string;
}
const API_KEY: Kind = {
  prefix: 'sk_',
  noun: 'API key',
  a: 'an API key',
  where: "from the dashboard's Developers page",
};
const DEVICE_TOKEN: Kind = {
  prefix: 'dvt_',
  noun: 'device token',
  a: 'a device token',
  where: "shown once when the device was added on the dashboard's Devices page",
};

function describe(header: string, want: Kind, other: Kind): string {
  if (header.trim() === '') {
    return `No ${want.noun}: send \`Authorization: Bearer ${want.prefix}...\` (${want.where}).`;
  }
  const m = /^Bearer +(\S+)$/i.exec(header);
  if (!m)
    return `The Authorization header must read \`Bearer ${want.prefix}...\`, one space between the two.`;
  const credential = m[1] as string;
  if (credential.startsWith(other.prefix)) {
    return `That is ${other.a} (${other.prefix}...); this endpoint needs ${want.a} (${want.prefix}...).`;
  }
  if (!credential.startsWith(want.prefix)) {
    return `That is not ${want.a}: it must start with ${want.prefix} (${want.where}).`;
  }
  const rest = credential.slice(want.prefix.length);
  if (!/^[0-9a-f]*$/.test(rest)) {
    return `That ${want.noun} is mistyped: after ${want.prefix} come only the digits 0-9 and the letters a-f.`;
  }
  return `That ${want.noun} is cut short or too long: after ${want.prefix} come 48 characters, not ${rest.length}.`;
}

/** Why a well-formed API key was not what the caller sent. */
export const apiKeyProblem = (header: string): string => describe(header, API_KEY, DEVICE_TOKEN);
/** Why a well-formed device token was not what the caller sent. */
export const deviceTokenProblem = (header: string): string => describe(header, DEVICE_TOKEN, API_KEY);
