// Gmail's forwarding confirmation (CONTRACT §7; ../shared/fixtures/email/gmail-forwarding.md): the code
// and the confirm link a seller needs, or nothing; never the cancel link.
import { describe, expect, test } from '@jest/globals';
import { readForwardingConfirmation } from '../../src/ingest/gmail-forwarding.js';

const BODY = `seller.shop@gmail.com has requested to automatically forward mail to your email
address k7q2m9x4@in.matchledger.example.
Confirmation code: 728394651

To allow seller.shop@gmail.com to automatically forward mail to your address,
please click the link below to confirm the request:

https://mail-settings.google.com/mail/vf-%5BANGjdJ_example_token%5D-abc123

If you click the link and it appears to be broken, please copy and paste it
into a new browser window.

If you accidentally clicked the link, click this link to cancel this verification:
https://mail-settings.google.com/mail/uf-%5BANGjdJ_example_token%5D-abc123`;

const SUBJECT = '(#728394651) Gmail Forwarding Confirmation - Receive Mail from seller.shop@gmail.com';
const CONFIRM = 'https://mail-settings.google.com/mail/vf-%5BANGjdJ_example_token%5D-abc123';

describe('Gmail forwarding confirmation', () => {
  test.each([
    ['the fixture: code in the subject and the body', SUBJECT, BODY],
    [
      'no (#code) in the subject',
      'Gmail Forwarding Confirmation - Receive Mail from seller.shop@gmail.com',
      BODY,
    ],
    [
      '(#code) at the end of the subject',
      'Gmail Forwarding Confirmation - Receive Mail from seller.shop@gmail.com (#728394651)',
      BODY,
    ],
    [
      'the older mail.google.com host',
      SUBJECT,
      BODY.replace('https://mail-settings.google.com/mail/vf-', 'https://mail.google.com/mail/vf-'),
    ],
  ])('%s', (_what, subject, text) => {
    const read = readForwardingConfirmation({ subject, text });
    expect(read).toMatchObject({ requestedBy: 'seller.shop@gmail.com', code: '728394651' });
    expect(read?.confirmUrl).toMatch(
      /^https:\/\/mail(-settings)?\.google\.com\/mail\/vf-%5BANGjdJ_example_token%5D-abc123$/,
    );
  });

  test('the confirm link is never the cancel link, whatever their order', () => {
    const reordered = BODY.replace(CONFIRM, 'CONFIRM_PLACE').replace(
      /https:\/\/mail-settings\.google\.com\/mail\/uf-\S+/,
      CONFIRM.replace('/vf-', '/uf-') + '\n' + CONFIRM,
    );
    expect(readForwardingConfirmation({ subject: SUBJECT, text: reordered })?.confirmUrl).toBe(CONFIRM);
  });

  test.each([
    ['another subject', 'Your Gmail storage is full', BODY],
    [
      'no code anywhere',
      'Gmail Forwarding Confirmation - Receive Mail from seller.shop@gmail.com',
      BODY.replace(/Confirmation code: \d+/, ''),
    ],
    ['only the cancel link', SUBJECT, BODY.replace(/\/mail\/vf-/, '/mail/uf-')],
    [
      'a link on another host',
      SUBJECT,
      BODY.replaceAll('mail-settings.google.com', 'mail-settings.google.com.evil.example'),
    ],
    ['two different codes', SUBJECT.replace('728394651', '111111111'), BODY],
  ])('not a confirmation: %s', (_what, subject, text) => {
    expect(readForwardingConfirmation({ subject, text })).toBeUndefined();
  });
});
