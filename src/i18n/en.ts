// The English catalog: one key per sentence a payer or a seller reads. Placeholders are `{name}`;
// every key here must exist in hi.ts with the same placeholders (test/unit/i18n.test.ts). The
// dashboard's sentences live in one file per page family (en-orders, en-money, en-setup, en-steps).
import { enMoney } from './en-money.js';
import { enOrders } from './en-orders.js';
import { enSetup } from './en-setup.js';
import { enSteps } from './en-steps.js';

export const en = {
  ...enOrders,
  ...enMoney,
  ...enSetup,
  ...enSteps,
  // The switch between languages and the frame of every page.
  'switch.label': 'Language',
  'layout.sign_out': 'Sign out',
  'layout.nav': 'Dashboard',
  'nav.today': 'Today',
  'nav.orders': 'Orders',
  'nav.new_order': 'New order',
  'nav.credits': 'Credits',
  'nav.devices': 'Devices',
  'nav.feeds': 'Feeds',
  'nav.webhooks': 'Webhooks',
  'nav.settings': 'Settings',
  'nav.developers': 'Developers',
  'nav.team': 'Team',
  'nav.statements': 'Statements',

  // The pay page (CONTRACT §9).
  'pay.title': 'Pay {amount}',
  'pay.button': 'Pay',
  'pay.paid.title': 'Paid',
  'pay.paid.mark': 'Paid ✓',
  'pay.paid.received': '{amount} received. Thank you.',
  'pay.cancelled.title': 'Cancelled',
  'pay.cancelled': 'This order was cancelled. Please do not pay it.',
  'pay.expired.title': 'Expired',
  'pay.expired': 'This payment link has expired. Please ask the seller for a new one.',
  'pay.saving': '{amount} off the price',
  'pay.exact': 'Pay exactly this amount: it tells the seller this payment is yours.',
  'pay.time_left': 'Time left',
  'pay.notice':
    'Paying the price on the product ({price}) instead of this amount delays the seller’s confirmation.',
  'pay.with_app': 'Pay with a UPI app',
  'pay.qr': 'Or scan this QR code with any UPI app.',
  'pay.handle': 'Or pay to this UPI ID:',
  'pay.copy': 'Copy',
  'pay.copied': 'Copied',
  'pay.utr.intro': 'Paid already? Your UPI reference number (optional) helps the seller confirm it.',
  'pay.utr.label': 'UPI reference number',
  'pay.utr.placeholder': '12-digit UPI reference',
  'pay.utr.send': 'Send',
  // A product link's page before the tap: what a chat app's preview of the link says.
  'product.preview': '{about}Pay {amount} by UPI.',

  // What a payer sees when a pay page or a product link refuses (CONTRACT §1, §9, §12).
  'error.title.404': 'Not found',
  'error.title.400': 'Please check this',
  'error.title.409': 'Not possible now',
  'error.title.429': 'Please wait',
  'error.title.503': 'Please try again',
  'error.title.other': 'Something went wrong',
  'error.pay_page.not_found':
    'This payment link does not open: it may be mistyped or cut short. Do not pay yet. Ask the seller to send the link again or to show you the QR code.',
  'error.product_link.not_found':
    'This product link does not open: it may be mistyped or cut short. Ask the seller to send the link again or to show you the QR code.',
  'error.not_found.paid': 'Already paid? Keep your UPI reference number and show it to the seller.',
  'error.rate_limited': 'Too many tries in a short time. Wait {seconds} seconds, then try again.',
  'error.link_busy': 'Many people are paying right now: try again in a minute.',
  'error.pool_exhausted': 'Every amount for this order is taken right now. Try again in a minute.',
  'error.order_closed': 'This order is closed, so it cannot be paid any more.',
  'error.bad_utr':
    'A UPI reference number has 12 digits. You find it in your UPI app, in the details of the payment.',
  'error.unavailable': 'We cannot take this right now. Nothing was changed: try again in a few seconds.',
  'error.other': 'This did not work. Nothing was changed: try again.',
  'error.back_to_payment': 'Back to the payment',

  // Sign-in (CONTRACT §13).
  'signin.title': 'Sign in',
  'signin.heading': 'Sign in to your dashboard',
  'signin.no_password': 'We will e-mail you a link that signs you in. No password needed.',
  'signin.email': 'Your e-mail address',
  'signin.send': 'E-mail me a sign-in link',
  'signin.email_error': 'Type the e-mail address you use for this shop, like name@example.com.',
  'signin.inbox.title': 'Check your inbox',
  'signin.inbox.sent':
    'If {email} may sign in to a shop here, a sign-in link is on its way. It works once, for {minutes} minutes.',
  'signin.inbox.nothing': 'Nothing after a few minutes? Look in the spam folder, or {again}.',
  'signin.inbox.again': 'ask for another link',
  'signin.inbox.no_mail':
    'This server sends no real mail ({setting} is not set): the link is in its local outbox. On the server run {command} to read it.',
  'signin.button': 'Sign in',
  'signin.bad.title': 'This link cannot sign you in',
  'signin.bad.why': 'It was used already, it is more than {minutes} minutes old, or it is not one of ours.',
  'signin.bad.again': 'Get a new sign-in link',
  'signin.error.back': 'Back to sign-in',
  // An address on several shops (issue 30, branch security): the link's page asks which.
  'signin.choose.title': 'Which shop?',
  'signin.choose.why':
    'This address signs in to more than one shop. Choose one; to open another, sign in again.',

  // The sign-in mail.
  'mail.signin.subject': 'Sign in to {shop} on MatchLedger',
  'mail.signin.asked': 'Someone (we hope you) asked to sign in to the MatchLedger dashboard of {shop}.',
  'mail.signin.open': 'Open this link to sign in. It works once and only for the next {minutes} minutes:',
  'mail.signin.button': 'Sign in to {shop}',
  'mail.signin.works': 'The link works once and only for the next {minutes} minutes.',
  'mail.signin.ignore': 'If you did not ask for it, ignore this mail: nobody can sign in without the link.',
  'mail.choice.subject': 'Sign in to your shops on MatchLedger',
  'mail.choice.asked':
    'Someone (we hope you) asked to sign in to a MatchLedger dashboard. This address may sign in to: {shops}.',
  'mail.choice.open':
    'Open this link and choose the shop. It works once and only for the next {minutes} minutes:',
  'mail.choice.button': 'Choose a shop and sign in',
} as const;

export type MessageKey = keyof typeof en;
