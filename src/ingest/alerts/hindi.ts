// Alerts in Hindi (and the Devanagari words Marathi shares with it). SBI, PNB, Bank of Baroda and other
// banks send a customer who chose Hindi the same transaction alert in Hindi: "आपके खाते XX1234 में
// 21-11-26 को रु 500.00 जमा किए गए" (in your account XX1234, on 21-11-26, Rs 500.00 were credited). The
// word order is Hindi's (account, amount, then the verb; "में" in, "से" from, "को" to, after their noun),
// so these are read by rules of their own over the same tokens, amounts, dates and references as English
// alerts. A credit is read only when its direction, its one amount and the seller's account are certain;
// anything less is `unparseable` (an operator looks), never a guess.
import type { ParsedCredit } from '../../domain/feeds.js';
import { VPA_PATTERN } from '../../domain/validation.js';
import type { AlertReading, ReadContext } from './reading.js';
import { ACCOUNT_WORDS } from './lexicon.js';
import {
  type Reference,
  readAmount,
  readReferences,
  readWhen,
  rrnFitsDay,
  settledReferences,
  withAccountAndWhen,
} from './fields.js';
import type { Token } from './tokens.js';
import { wordAt } from './words.js';
import { quoted } from './mood.js';

/** Money came in: "जमा" (credited, deposited), "क्रेडिट", "प्राप्त" (received). */
const CREDIT_WORDS = new Set(['जमा', 'क्रेडिट', 'प्राप्त']);
/**
 * Money went out: "डेबिट", "नामे" (Marathi "नावे"), "निकासी"/"निकाले" (withdrawn), "आहरित"/"आहरण" (drawn),
 * "कटौती"/"काटे"/"कटे" (deducted), "भेजे"/"भेजा" (sent), "खर्च" (spent).
 */
const DEBIT_WORDS = new Set(
  'डेबिट नामे नावे निकासी निकाले निकाला निकाली आहरित आहरण कटौती काटे काटा कटे कटा भेजे भेजा भेजी खर्च'.split(' '),
);
/**
 * Words of money that is no payer's payment (CONTRACT §7's non-payments and the grammar's departures):
 * interest, refunds and money sent back, cashback and rewards, loans and instalments, the state's
 * benefits, failed or declined transactions, the customer's deposits and insurance, a card, a wallet, an
 * OTP, a request, money on hold, the customer's own money ("स्वयं").
 */
const NOT_A_PAYMENT = new Set(
  [
    'ब्याज रिफंड रिफण्ड धनवापसी वापसी वापस लौटाए लौटाया रिवर्सल प्रत्यावर्तन कैशबैक पुरस्कार इनाम रिवॉर्ड लाभांश',
    'लोन ऋण किस्त किश्त ईएमआई सब्सिडी पेंशन छात्रवृत्ति डीबीटी असफल विफल अस्वीकृत रद्द',
    'सावधि आवर्ती मियादी परिपक्वता बीमा प्रीमियम ओटीपी otp अनुरोध कार्ड वॉलेट वालेट फास्टैग स्वयं होल्ड ग्रहणाधिकार',
    // An instalment (Marathi "हप्ता", Hindi "हफ्ता", "किश्त"): a scheme's or a loan's, no payer's.
    'हप्ता हफ्ता हप्त्याची',
    // Pending, under process: not yet in the account.
    'लंबित प्रक्रियाधीन',
    // A test or sample message ("यह एक परीक्षण संदेश है", R8-17): an example, no payment.
    'परीक्षण टेस्ट नमूना उदाहरण',
    // A period's total ("पिछले महीने", last month).
    'पिछले',
    // Hindi's incentive ("प्रोत्साहन राशि") and a claim settled ("क्लेम निपटान", "दावा"): no payer's (R9-24).
    'प्रोत्साहन क्लेम दावा दावे निपटान',
    // Marathi's own (R9-24, Bank of Maharashtra): back, failed, interest, refund, subsidy, pension, cashback.
    'परत अयशस्वी व्याज परतावा अनुदान निवृत्ती पेन्शन कॅशबॅक कर्ज',
  ]
    .join(' ')
    .split(' '),
);
/**
 * "यदि"/"अगर" (if), "कहे"/"कहता"/"कहते" (says), "गलती" (mistake): a credit supposed, not made; and the
 * conjunctions of a clause of condition or time, as English's "once", "when", "provided" (R8-39): "जब" (when,
 * "जब भी" whenever, "जब तक" until), "जैसे ही"/"ज्यों ही" (as soon as), "बशर्ते" (provided that); "जैसे"/"ऐसे"
 * (like, such: "'…जमा किए गए' जैसे SMS", an SMS like the one quoted) name an example, no money moved.
 */
const SUPPOSED = new Set(
  ['यदि', 'अगर', 'कहे', 'कहता', 'कहते', 'कहती', 'गलती', 'जब', 'जैसे', 'ज्यों', 'बशर्ते', 'ऐसे', 'ऐसा', 'ऐसी'].map(
    (w) => w.normalize('NFC'),
  ),
);
/**
 * A warning of fraud (R8-39: "धोखाधड़ी से सावधान! '… जमा किए गए' जैसे SMS नकली हो सकते हैं"): in the credit's
 * own sentence, the credit is a fraudster's text quoted, no money moved; in a later sentence, a warning is the
 * bank's usual trailer ("धोखाधड़ी से सावधान रहें।"), but one calling a message fake ("नकली", "फर्जी", "जाली")
 * may speak of this very one: an operator looks.
 */
const WARNED = new Set(
  'धोखाधड़ी धोखा धोखे ठगी ठग ठगों जालसाज जालसाजी जालसाजों स्कैम सावधान सतर्क बचें'
    .split(' ')
    .map((w) => w.normalize('NFC')),
);
const FAKE = new Set('नकली फर्जी फ़र्जी जाली झूठे झूठा'.split(' ').map((w) => w.normalize('NFC')));
/** Words of a message ("ऐसे SMS", "यह संदेश"): a fake message, not a fake call or link, may be this one. */
const MESSAGE_WORDS = new Set(
  'sms message messages text texts संदेश संदेशों मैसेज एसएमएस ऐसे ऐसा ऐसी यह इस'
    .split(' ')
    .map((w) => w.normalize('NFC')),
);
/**
 * A period's total (R8-39, as English's "last month", "so far"): "पिछले महीने" (last month), "इस माह" (this
 * month), "पिछले 30 दिनों में" (in the last 30 days), "हर सप्ताह" (every week): a determiner, perhaps a number,
 * then a span of time; and "अब तक"/"आज तक"/"अभी तक" (so far, till today, as yet). What an account took in over
 * time, or will take in, is no one payment.
 */
const PERIOD_DETERMINERS = new Set(
  'पिछले पिछला पिछली इस गत बीते चालू हर प्रत्येक पूरे पूरा'.split(' ').map((w) => w.normalize('NFC')),
);
const PERIOD_NOUNS = new Set(
  'महीने महीना महीनों माह मास सप्ताह सप्ताहों हफ्ते हफ़्ते हफ्ता हफ़्ता हफ्तों हफ़्तों दिन दिनों वर्ष वर्षों साल सालों तिमाही अवधि'
    .split(' ')
    .map((w) => w.normalize('NFC')),
);
const SO_FAR = new Set(['अब', 'आज', 'अभी']);
/** Words of a security trailer, outside the credit's sentence: no money. */
const ADVICE = new Set(['कार्ड', 'ओटीपी', 'otp']);
/**
 * After the credit word, words that say the money has not moved (yet): a future ("होगा", "जाएगा"), an
 * instruction or purpose ("करें", "करने"), a possibility ("सकते"), in progress ("रहा"),
 * a denial ("नहीं", "न").
 */
const NOT_DONE = new Set(
  [
    'होगा होगी होंगे होगें होंगी जाएगा जाएगी जाएंगे जाएँगे जायेगा जायेगी जायेंगे जाएगें',
    'करें करे करने करना करनी कराएं करवाएं कीजिए होने सकता सकती सकते रहा रही रहे नहीं न',
    // A subjunctive ("जमा हों", "जमा किए जाएं": may be, be credited) and "जमा होते ही" (as soon as credited, R8-39).
    'हों होवे जाएं जाएँ जाए जायें जाये होते',
    // "जमा होना बाकी है" (is yet to be credited, R9-24).
    'होना बाकी',
    // Marathi (R9-24): a denial ("जमा झाले नाहीत", were not credited) and a future ("जमा होतील", "जमा होणार आहेत",
    // "जमा करण्यात येतील": will be credited).
    'नाही नाहीत होतील होईल होणार येतील येईल जातील जाईल',
  ]
    .join(' ')
    .split(' '),
);
/** Nouns of an account: Hindi's "खाता"/"खाते", Marathi's "खात्यात" (in the account), and English's. */
const ACCOUNT_NOUNS = new Set(['खाता', 'खाते', 'खातें', 'खाते', ...ACCOUNT_WORDS]);
/** Marathi's account nouns that carry their postposition: "खात्यात" in the account, "खात्यातून" from it. */
const ACCOUNT_IN = new Set(['खात्यात', 'खात्यामध्ये']);
const ACCOUNT_FROM = new Set(['खात्यातून', 'खात्यामधून']);
/** Words between an account noun and its number ("खाता सं. XX1234", "a/c no."). */
const NUMBER_FILLERS = new Set(['सं', 'संख्या', 'नं', 'नंबर', 'क्र', 'क्रमांक', 'no', 'number']);
/** "आपके खाते": the customer's own ("your"); Marathi "आपल्या", "तुमच्या". */
const YOURS = new Set(['आपके', 'आपका', 'आपकी', 'अपने', 'अपना', 'आपल्या', 'तुमच्या', 'your', 'ur']);
/** The genitive postposition: "RAVI के खाते" is RAVI's account (Marathi: "RAVI यांच्या खात्यात", R9-24). */
const OF = new Set(['के', 'का', 'की', 'यांच्या', 'यांचे', 'यांची', 'च्या']);
/** Postpositions after an account or a handle: into it, from it, to it, on it (Marathi's "मध्ये", "मधून"). */
const INTO = new Set(['में', 'मे', 'मैं', 'पर', 'मध्ये']);
const FROM = new Set(['से', 'मधून']);
/** "आपके खाते XX1234 से जुड़े VPA पर": linked to your account, not money out of it. */
const LINKED = new Set(['जुड़े', 'जुड़ा', 'जुड़ी', 'जुडे', 'जुडा', 'जुडी', 'लिंक', 'संबद्ध', 'संलग्न']);
/**
 * R9-18: the holder as the one who moved the money, Hindi's mirror of English's "by you", "on your instruction",
 * "as per your request": "आपके द्वारा" (by you), "आपके निर्देश पर" / "आपके निर्देशानुसार" (on your instruction),
 * "आपके अनुरोध पर" (at your request), "आपके आदेश पर" (on your order). The account credited is a payee's.
 */
const HOLDER_ACTS = new Set(
  'द्वारा निर्देश निर्देशों निर्देशानुसार अनुदेश अनुदेशों अनुदेशानुसार आदेश आदेशानुसार अनुरोध अनुरोधानुसार'.split(' '),
);
/** "आपका (रु N का) अंतरण / भुगतान": the holder's transfer or payment out (R9-18, English's "Your transfer of Rs N"). */
const MONEY_OUT_NOUNS = new Set('अंतरण अन्तरण ट्रांसफर स्थानांतरण स्थानान्तरण भुगतान प्रेषण'.split(' '));
/** A rail or "निधि" (funds) between "आपका" and its transfer ("आपका IMPS अंतरण", "आपका निधि अंतरण"). */
const TRANSFER_KINDS = new Set('निधि फंड upi imps neft rtgs यूपीआई आईएमपीएस एनईएफटी आरटीजीएस'.split(' '));
/** "लाभार्थी खाता XX1234" (the beneficiary's, the recipient's, the payee's account): someone else's (R9-18). */
const PAYEE_NOUNS = new Set('लाभार्थी लाभार्थि प्राप्तकर्ता आदाता बेनिफिशियरी पेयी'.split(' '));
/** The holder's own kinds of account between "your" and the noun ("आपके बचत खाते", your savings account). */
const ACCOUNT_KINDS = new Set('बचत चालू बैंक सेविंग सेविंग्स सेविंग्स करंट savings current sb ca bank'.split(' '));
const PAYEE_MARK = new Set(['को']);
const PAYER_MARK = new Set(['से', 'द्वारा']);

/**
 * Hindi's words of the alert language (its verbs, account nouns, postpositions, auxiliaries), kept in an
 * operator alert's masked shape as English's grammar words are: the shape of a Hindi alert is then still
 * readable (`आपके खाते XX9999 में रु 999.99 जमा किए गए`). No one's name is among them.
 */
export const HINDI_GRAMMAR_WORDS: ReadonlySet<string> = new Set([
  ...CREDIT_WORDS,
  ...DEBIT_WORDS,
  ...NOT_A_PAYMENT,
  ...NOT_DONE,
  ...ACCOUNT_NOUNS,
  ...ACCOUNT_IN,
  ...ACCOUNT_FROM,
  ...NUMBER_FILLERS,
  ...YOURS,
  ...OF,
  ...INTO,
  ...FROM,
  ...LINKED,
  ...PAYEE_MARK,
  ...PAYER_MARK,
  'राशि',
  'बैलेंस',
  'रकम',
  ...'किए किया की गए गया गई हो है हैं हुए हुआ हुई कर द्वारा दिनांक दि तारीख को रु रू रुपये रुपए संदर्भ सन्दर्भ शेष उपलब्ध बैंक'.split(
    ' ',
  ),
]);

/** Letters of India's scripts (Devanagari to Malayalam): an alert not in English. */
export const INDIAN_SCRIPT = /[\u0900-\u0DFF]/u;

const unparseable = (why: string): AlertReading => ({ kind: 'unparseable', why });

/** Sentences end at "।", "|", or '.', '!', '?' before a space or the end (never a "सं." or "a/c."). */
function sentenceBounds(tokens: readonly Token[]): number[] {
  const sentence: number[] = [];
  let n = 0;
  for (const [i, t] of tokens.entries()) {
    sentence.push(n);
    if (t.kind !== 'punct') continue;
    const hard = ['।', '॥', '|'].includes(t.text);
    const soft =
      ['.', '!', '?'].includes(t.text) &&
      tokens[i + 1]?.spaced !== false &&
      !NUMBER_FILLERS.has(wordAt(tokens, i - 1) ?? '') &&
      !['a/c', 'ac', 'acct', 'ref'].includes(wordAt(tokens, i - 1) ?? '');
    if (hard || soft) n++;
  }
  return sentence;
}

/** "जमा राशि", "जमा शेष": a deposit's amount or balance, the noun, not money that came in now. */
const DEPOSIT_NOUNS = new Set(['राशि', 'शेष', 'बैलेंस', 'रकम']);

const isCreditWord = (tokens: readonly Token[], i: number): boolean => {
  const w = wordAt(tokens, i) ?? '';
  const next = wordAt(tokens, i + 1) ?? '';
  // "क्रेडिट कार्ड": a credit card, no money moved.
  if (w === 'क्रेडिट' && next === 'कार्ड') return false;
  return CREDIT_WORDS.has(w) && !(w === 'जमा' && DEPOSIT_NOUNS.has(next));
};
const isDebitWord = (tokens: readonly Token[], i: number): boolean => {
  const w = wordAt(tokens, i) ?? '';
  // "डेबिट कार्ड": a debit card named (a trailer's "never share your debit card details").
  return DEBIT_WORDS.has(w) && !(w === 'डेबिट' && wordAt(tokens, i + 1) === 'कार्ड');
};

/** Does the text say, in Hindi, that money came in (so it is a payment the reader must not lose)? */
export const saysCreditInHindi = (tokens: readonly Token[]): boolean =>
  tokens.some((_, i) => isCreditWord(tokens, i));

/** Does the text say, in Hindi, that money went out? */
export const saysDebitInHindi = (tokens: readonly Token[]): boolean =>
  tokens.some((_, i) => isDebitWord(tokens, i));

type Role = {
  digits: string | undefined;
  owner: 'yours' | 'others' | 'payee' | 'none';
  way: 'in' | 'from' | 'linked' | 'none';
};

/** An account named at `i` (a masked number after an account noun, or the noun itself): whose, which way. */
function accountAt(tokens: readonly Token[], i: number): Role | undefined {
  const t = tokens[i];
  let noun = i;
  let digits: string | undefined;
  if (t?.kind === 'masked') {
    digits = t.digits.replace(/^0{3,}(?=\d)/, '');
    noun = i - 1;
    while (noun >= 0 && (tokens[noun]?.kind === 'punct' || NUMBER_FILLERS.has(wordAt(tokens, noun) ?? '')))
      noun--;
  }
  const nounWord = wordAt(tokens, noun) ?? '';
  const marathiIn = ACCOUNT_IN.has(nounWord);
  const marathiFrom = ACCOUNT_FROM.has(nounWord);
  if (!ACCOUNT_NOUNS.has(nounWord) && !marathiIn && !marathiFrom) return undefined;
  // A noun with no number: only "आपके खाते में" (in your account) names one; others are read at their number.
  if (digits === undefined && tokens[i + 1]?.kind === 'masked') return undefined;
  let before = noun - 1;
  while (before >= 0 && tokens[before]?.kind === 'punct') before--;
  const ownerWord = wordAt(tokens, before) ?? '';
  // "आपल्या कर्ज खाते" (your loan account), "आपके XYZ खाते": a word between "your" and the account names its kind;
  // only a kind of the holder's own money ("बचत" savings, "चालू" current, "बैंक") keeps it the seller's (R9-24: a
  // loan's repayment read as a payment), any other is not certainly the seller's.
  const qualified = tokens[before]?.kind === 'word' && YOURS.has(wordAt(tokens, before - 1) ?? '');
  const owner = qualified
    ? ACCOUNT_KINDS.has(ownerWord)
      ? 'yours'
      : 'others'
    : YOURS.has(ownerWord)
      ? 'yours'
      : PAYEE_NOUNS.has(ownerWord)
        ? 'payee'
        : OF.has(ownerWord) &&
            !YOURS.has(wordAt(tokens, before - 1) ?? '') &&
            wordAt(tokens, before - 1) !== 'आप'
          ? 'others'
          : 'none';
  let after = i + 1;
  while (tokens[after]?.kind === 'punct' && !['।', '|'].includes(tokens[after]?.text ?? '')) after++;
  const next = wordAt(tokens, after) ?? '';
  const way =
    marathiIn || INTO.has(next)
      ? 'in'
      : marathiFrom || FROM.has(next)
        ? LINKED.has(wordAt(tokens, after + 1) ?? '')
          ? 'linked'
          : 'from'
        : 'none';
  return { digits, owner, way };
}

/** "आपके द्वारा", "आपके निर्देश पर", "आपका (रु N का) (IMPS) अंतरण": the holder moved the money (R9-18). */
function holderMovedIt(tokens: readonly Token[]): boolean {
  return tokens.some((_, i) => {
    if (!YOURS.has(wordAt(tokens, i) ?? '')) return false;
    if (HOLDER_ACTS.has(wordAt(tokens, i + 1) ?? '')) return true;
    // ("आपके IMPS द्वारा खाता XX… में … जमा", by your IMPS, R10-1: a rail between "your" and "by".)
    if (TRANSFER_KINDS.has(wordAt(tokens, i + 1) ?? '') && wordAt(tokens, i + 2) === 'द्वारा') return true;
    let j = i + 1;
    if (tokens[j]?.kind === 'money') j++;
    if (OF.has(wordAt(tokens, j) ?? '')) j++;
    if (TRANSFER_KINDS.has(wordAt(tokens, j) ?? '')) j++;
    return MONEY_OUT_NOUNS.has(wordAt(tokens, j) ?? '');
  });
}

/**
 * A Hindi alert read whole. `saidAt` are the places English phrases of notices and non-payments stand
 * (the bank's trailer may be in English): in the credit's own sentence they make it no payment; in
 * another sentence they leave it unsure.
 */
export function readHindi(
  tokens: readonly Token[],
  context: ReadContext,
  saidAt: readonly (readonly number[])[],
): AlertReading {
  const credits = tokens.flatMap((_, i) => (isCreditWord(tokens, i) ? [i] : []));
  const debits = tokens.some((_, i) => isDebitWord(tokens, i));
  if (credits.length === 0) return { kind: 'ignored', reason: debits ? 'debit' : 'not_a_payment' };
  const accounts = tokens.flatMap((_, i) => {
    const a = accountAt(tokens, i);
    return a === undefined ? [] : [{ i, ...a }];
  });
  // "आपके खाते XX1234 से … डेबिट कर RAMESH के खाते में जमा": out of your account, whatever was credited
  // elsewhere.
  if (accounts.some((a) => a.owner === 'yours' && a.way === 'from'))
    return { kind: 'ignored', reason: 'debit' };
  // R9-18: the holder's transfer or act ("आपका रु 500 का अंतरण …", "आपके निर्देश पर …", "आपके द्वारा …"), or
  // money into a payee's account named so ("लाभार्थी खाता XX5678 में"): money out, however credited.
  if (holderMovedIt(tokens) || accounts.some((a) => a.owner === 'payee' && a.way !== 'from'))
    return { kind: 'ignored', reason: 'debit' };
  if (debits) return unparseable('both directions');
  const sentence = sentenceBounds(tokens);
  const creditSentences = new Set(credits.map((i) => sentence[i]));
  const inCreditSentence = (i: number): boolean => creditSentences.has(sentence[i]);
  // Money that is no payer's, said by the bank in the credit's own sentence; in another sentence (a
  // trailer) it may be an offer, or not: an operator looks.
  // "कुल रु 1,500.00 जमा" (a total credited): many payments told as one, no one payer's ("कुल शेष", the total
  // balance, is a balance's label).
  const total = (i: number): boolean =>
    wordAt(tokens, i) === 'कुल' && !['शेष', 'बैलेंस', 'उपलब्ध'].includes(wordAt(tokens, i + 1) ?? '');
  const notPayment = [
    ...tokens.flatMap((t, i) => (t.kind === 'word' && (NOT_A_PAYMENT.has(t.lower) || total(i)) ? [i] : [])),
    ...saidAt.flat(),
  ];
  // A scheme's name ("लाड़ली बहना योजना", Marathi "… योजनेचे"): the state's benefit, in any inflection.
  for (const [i, t] of tokens.entries())
    if (t.kind === 'word' && t.lower.startsWith('योजन')) notPayment.push(i);
  if (notPayment.some(inCreditSentence)) return { kind: 'ignored', reason: 'not_a_payment' };
  // "यदि कोई कहे कि गलती से आपके खाते में ₹5,000 जमा हो गए हैं …" (if someone says money was credited by
  // mistake …): a warning, no money moved; so are a credit quoted after some words (`quoted`, English's
  // rule), a clause of condition or time, a warning of fraud and a period's total in the credit's sentence.
  const said = (i: number): string => (wordAt(tokens, i) ?? '').normalize('NFC');
  const period = (i: number): boolean =>
    (PERIOD_DETERMINERS.has(said(i)) &&
      (PERIOD_NOUNS.has(said(i + 1)) ||
        (tokens[i + 1]?.kind === 'number' && PERIOD_NOUNS.has(said(i + 2))))) ||
    (SO_FAR.has(said(i)) && said(i + 1) === 'तक');
  const supposed = (i: number): boolean =>
    tokens[i]?.kind === 'word' &&
    (SUPPOSED.has(said(i)) || WARNED.has(said(i)) || FAKE.has(said(i)) || period(i));
  if (tokens.some((_, i) => inCreditSentence(i) && supposed(i)) || credits.every((c) => quoted(tokens, c)))
    return { kind: 'ignored', reason: 'not_a_payment' };
  // ("फर्जी कॉल और लिंक से सावधान रहें।", a fake call or link warned of, is the bank's trailer.)
  const fakeMessage = tokens.some(
    (t, i) =>
      t.kind === 'word' &&
      FAKE.has(said(i)) &&
      tokens.some((_, k) => sentence[k] === sentence[i] && MESSAGE_WORDS.has(said(k))),
  );
  if (fakeMessage) return unparseable('a message called fake beside a Hindi credit');
  // "जमा किए जाएंगे" (will be credited), "जमा करें" (deposit …), "जमा नहीं हुए" (were not credited).
  for (const c of credits) {
    const end = Math.min(tokens.length, c + 5);
    for (let j = c + 1; j < end && sentence[j] === sentence[c]; j++)
      if (NOT_DONE.has(wordAt(tokens, j) ?? '')) return { kind: 'ignored', reason: 'not_a_payment' };
    if (['नहीं', 'न'].includes(wordAt(tokens, c - 1) ?? ''))
      return { kind: 'ignored', reason: 'not_a_payment' };
  }
  // A trailer's advice ("कभी भी अपना डेबिट कार्ड विवरण / OTP साझा न करें", never share your card details
  // or OTP) names a card or an OTP and moves no money; any other non-payment word beside the credit
  // leaves it unsure.
  const advice = (i: number): boolean => ADVICE.has(wordAt(tokens, i) ?? '');
  if (notPayment.some((i) => !advice(i))) return unparseable('a non-payment word beside a Hindi credit');

  // "RAVI के खाते में जमा": credited to someone else's account.
  if (accounts.some((a) => a.owner === 'others' && a.way !== 'from'))
    return unparseable("credited to someone else's account");
  const sellers = accounts.filter(
    (a) =>
      a.owner !== 'others' &&
      (a.way === 'in' || a.way === 'linked' || (a.way === 'none' && a.owner === 'yours')),
  );
  const digits = new Set(sellers.flatMap((a) => (a.digits === undefined ? [] : [a.digits])));
  if (digits.size > 1) return unparseable('two accounts');
  // "खाता XX1234 से … खाता XX5678 में जमा": out of one bare account into another, neither named yours (English's
  // "from A/c XX1234 credited to A/c XX5678"): whose is which cannot be told.
  if (
    sellers.every((a) => a.owner !== 'yours') &&
    accounts.some((a) => a.way === 'from' && a.owner === 'none' && a.digits !== undefined)
  )
    return unparseable('an account credited and one debited, neither named yours');
  if (sellers.length === 0) return unparseable('no account of yours named in a Hindi credit');

  const amount = readAmount(tokens, credits);
  if (typeof amount === 'string') return unparseable(amount);
  const labelled = readReferences(tokens);
  if (typeof labelled === 'string') return unparseable(labelled);
  const when = readWhen(tokens, context.receivedOn);
  if (typeof when === 'string') return unparseable(when);
  const day = context.receivedOn === undefined ? undefined : (when.date ?? context.receivedOn);
  const fits = (r: Reference): boolean => !r.slot || rrnFitsDay(r.digits, day);
  const rrns = new Set(settledReferences(labelled, fits).map((r) => r.digits));
  if (rrns.size > 1) return unparseable('two references');

  // A handle followed by "से" or "द्वारा" is the payer's; one followed by "को" was paid (a payee: unsure);
  // "आपके VPA x@y पर" is the seller's own.
  const payers = new Set<string>();
  for (const [i, t] of tokens.entries()) {
    if (t.kind !== 'vpa') continue;
    let k = i + 1;
    while (tokens[k]?.kind === 'punct' && tokens[k]?.text !== '।') k++;
    const next = wordAt(tokens, k) ?? '';
    const previous = wordAt(tokens, i - 1) ?? wordAt(tokens, i - 2) ?? '';
    if (PAYEE_MARK.has(next) || previous === 'to') return unparseable('a handle paid in a Hindi credit');
    if (PAYER_MARK.has(next) || ['from', 'by'].includes(previous)) payers.add(t.text);
  }
  // Nothing of a transaction (no account digits, reference or date): a warning or an offer as likely.
  if (digits.size === 0 && rrns.size === 0 && when.date === undefined)
    return unparseable('nothing of a transaction');
  const credit: ParsedCredit = { kind: 'credit', amountPaise: amount };
  const [rrn] = rrns;
  if (rrn !== undefined) credit.rrn = rrn;
  const [vpa] = payers;
  if (payers.size === 1 && vpa !== undefined && VPA_PATTERN.test(vpa)) credit.payerVpa = vpa;
  const [account] = digits;
  return withAccountAndWhen(credit, account, when);
}
