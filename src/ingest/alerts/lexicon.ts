// The words of the alert language: what moves money and which way, what labels an amount as a balance, a
// reference, an account. A payer's name is what these words leave; a masked shape keeps only these words.

/**
 * Hindi's and Marathi's abbreviations a bank writes with a point (R9-3): `सं.` संख्या, `क्र.`/`क्रं.` क्रमांक, `नं.`
 * नंबर, `दि.`/`दिनां.` दिनांक, `ता.` तारीख, `लि.` लिमिटेड, `कृ.` कृपया, `उप.` उपलब्ध. Hindi ends a sentence with `।`;
 * the point after these ends none (read as an end, every field between the amount and the verb, which comes
 * last in Hindi, fell in another sentence, and the credit went to operators).
 */
export const HINDI_ABBREVIATIONS = new Set(['सं', 'क्र', 'क्रं', 'नं', 'दि', 'दिनां', 'ता', 'लि', 'कृ', 'उप']);

/** Money came into the account these words are said of. */
export const CREDIT_VERBS = new Set(['credited', 'received', 'deposited', 'recd', 'rcvd']);

/**
 * The short marks of a credit and a debit (`Rs 500 Cr to A/c`, `Rs 500 Crd to A/c`, `Dr. INR 260.00`): a
 * direction only beside an amount (see `direction`); "Crd" right before a number is a card's (accounts.ts).
 */
export const CREDIT_MARKS = new Set(['cr', 'crd']);
export const DEBIT_MARKS = new Set(['dr', 'drd']);

/** Money left it (`paid you` and `sent you` are the payer's words for a credit: see `direction`). */
export const DEBIT_VERBS = new Set([
  'debited',
  'withdrawn',
  'withdrawal',
  'spent',
  'sent',
  'paid',
  'deducted',
  'purchase',
  'debit',
]);

/** Words before an amount that make it a balance, a limit or a charge, never the payment. */
export const BALANCE_WORDS = new Set(
  // Hindi's too: "शेष" (balance), "उपलब्ध" (available), "बकाया" (outstanding), "सीमा" (limit), "शुल्क" (fee).
  'bal balance avlbal avbl avl aval avail available avlbl availbal totbal clrbal limit fee fees charge charges charged outstanding ledger clr closing opening due minimum min spendable withdrawable drawing shortfall lien uncleared शेष बैलेंस बकाया उपलब्ध सीमा शुल्क'.split(
    ' ',
  ),
);

/** Words that label the number after them as a reference (`UPI Ref No`, `RRN`, `IMPS Ref.`, `UTR`). */
export const REFERENCE_LABELS = new Set(
  // "संदर्भ सं." (reference no.), as Hindi alerts label it.
  // (And the rails and RRN as Hindi alerts transliterate them: "यूपीआई:632…", "आईएमपीएस:632…", "आरआरएन 632…".)
  'ref refno rrn utr upi imps reference refid upiref neft rtgs संदर्भ सन्दर्भ रेफरेंस यूपीआई आईएमपीएस आरआरएन'.split(
    ' ',
  ),
);
/** Labels of a bank transfer whose reference (a UTR) is no RRN. */
export const UTR_LABELS = new Set(['neft', 'rtgs']);
/** Words between a label and its number. */
export const REFERENCE_FILLERS = new Set(
  'no number num id is p2a p2m cr dr of credit debit txn सं संख्या नं नंबर क्रमांक क्र'.split(' '),
);

// "Savings No XXXXXXXX47": the account's kind names it as well as "A/c" does.
export const ACCOUNT_WORDS = new Set([
  'a/c',
  'ac',
  'acct',
  'account',
  'acc',
  'ending',
  'sb',
  'ca',
  'savings',
  'saving',
]);
export const MOBILE_WORDS = new Set(['mobile', 'mob', 'phone', 'ph', 'mob.']);
export const CARD_WORDS = new Set(['card']);
/** Words before an account or name that make it the payer's, not the seller's. */
export const PAYER_WORDS = new Set(['from', 'by', 'linked', 'sender', 'remitter', 'payer', 'having']);

/** An offer's speed (see NOTICES). */
export const OFFER_SPEED = new Set(['instantly', 'seconds', 'secs', 'clicks', 'steps', 'minutes', 'mins']);

/**
 * A cheque's state in clearing, not yet money, and money held in a frozen account or for checks: notices
 * only when said in the credit's own sentence (see grammar.ts). "Credits … are held due to account
 * freeze"; "Debit freeze removed." after a credit is no word of it.
 */
export const CHEQUE_STATES = new Set([
  'under clearing',
  'in clearing',
  // "Clearing credit of INR 5,000.00 (uncleared) in A/c …": shown, not yet cleared ("Uncleared Bal Rs 200"
  // after a credit is a balance's label, no state of it).
  'uncleared in',
  'is uncleared',
  'still uncleared',
  'uncleared cheque',
  'not cleared',
  'yet to clear',
  'yet to be cleared',
  'lodged',
  'presented',
  'under realisation',
  'under realization',
  // "… by chq 482117 on cheque realization", "on realisation of the cheque" (Kotak): a cheque's credit given when it
  // clears, not yet made (reader12).
  'on realisation',
  'on realization',
  'on cheque realisation',
  'on cheque realization',
  'after realisation',
  'after realization',
  'sent for collection',
  'for collection',
  'cts centre',
  'cts center',
  'credit expected',
  'are held',
  'is held',
  'been held',
  'frozen',
  'freeze',
  'under review',
  'under verification',
  'being verified',
  'subject to verification',
  'in abeyance',
  'in suspense',
  'temporarily held',
]);

/**
 * Phrases of notices that move no money now, whatever verbs they use: a mandate or auto-pay set up, a
 * collect request, a bill or EMI due, a future debit or credit.
 */
export const NOTICES = [
  // "Credit will be given on cheque realization" (Kotak): the credit promised, not made (reader12).
  'credit will be given',
  'credit shall be given',
  'mandate',
  'autopay',
  'auto pay',
  'has requested',
  'requested money',
  'requested rs',
  'collect request',
  'payment request',
  'is due',
  'due on',
  'emi of',
  'ignore if paid',
  'if already paid',
  'last day to pay',
  'scheduled for debit',
  // A credit that has not happened yet (R8-4): scheduled, initiated, requested, on its way, to happen, or
  // blocked.
  'is scheduled',
  'been scheduled',
  'scheduled on',
  'scheduled for',
  'is initiated',
  'been initiated',
  'was initiated',
  'on its way',
  'on the way',
  'will happen',
  'shall happen',
  'requested by',
  'been requested',
  'been blocked',
  'was blocked',
  // A bank's erratum (R8-12): the message quoted was sent by mistake ("Kindly ignore the previous message
  // about Rs 500.00 credited to Acct XX123", "… was sent in error", "… was erroneous").
  'please ignore',
  'kindly ignore',
  'pls ignore',
  'ignore the',
  'ignore this',
  'ignore our',
  'disregard',
  'sent in error',
  'in error',
  'erroneous',
  'erroneously',
  'incorrectly',
  'technical error',
  'technical glitch',
  'previous message',
  'previous sms',
  'earlier message',
  'earlier sms',
  'inconvenience regretted',
  'regret the inconvenience',
  // A test, a demo or a sample alert (R8-17: "Test SMS.", "Demo:", "Your SMS alerts get a new look! Example:
  // …", "Mock drill:", "This is a test alert."): an example of an alert, no payment.
  'test',
  'testing',
  'demo',
  'dummy',
  'sample',
  'mock',
  'example',
  'e g',
  'illustration',
  'new look',
  'look like',
  'uat',
  'trial message',
  'trial sms',
  // A warning quoting a fake credit in its own words, with or without quotes (R8-30: "Fake SMS: Rs.5000
  // credited …", "Scammers write: …", "Common scam text >> … <<", "… such SMS from unknown numbers are fake").
  'fake',
  'scam',
  'scams',
  'scammer',
  'scammers',
  'such sms',
  'such texts',
  'such messages',
  'sms like',
  'texts like',
  'messages like',
  // A heading that makes the credit a copy, a reminder, a reply or an example (a second alert of a credit already
  // alerted would count it twice): "Reminder:", "FYI:", "Duplicate alert:", "Resending:", "For your records:",
  // "Statement extract:", "Your query:", "Tip:", "Did you know?", "Scenario:", "Testimonial:".
  'reminder',
  'fyi',
  'duplicate alert',
  'duplicate sms',
  'resending',
  'resent',
  'repeat sms',
  'copy of',
  'for your records',
  'statement extract',
  'your query',
  'as requested',
  'quote',
  'scenario',
  'imagine',
  'did you know',
  'tip',
  'fact',
  'news',
  'story',
  'testimonial',
  'customer review',
  'is blocked',
  'installment of',
  'instalment of',
  'advise your remitter',
  'new ifsc',
  // Offers: "Get a pre-approved Personal Loan of up to Rs.5,00,000 credited to your A/c in 10 seconds!"
  'pre approved',
  'preapproved',
  'personal loan',
  'up to',
  'upto',
  'apply',
  'offer',
  // Money not yet in the account: pending, in process, held for checks (redteam F2).
  'is pending',
  'pending confirmation',
  'pending for',
  'under process',
  'in process',
  'being processed',
  'is awaiting',
  'awaiting confirmation',
  'is awaited',
  'held for',
  'not yet available',
  'will reflect',
  'sent for clearing',
  'for clearing',
  // A merchant's collection settled to the account later ("will be settled to your Acct … in T+1").
  // A cheque credited "subject to realisation": not money until it clears (only when said in the
  // credit's own sentence: see grammar.ts).
  'subject to realisation',
  'subject to realization',
  'credit pending',
  'pending to',
  // "to your A/c XXX7712 (pending)": the account's digits are no word, so the phrase is "a/c pending".
  'a/c pending',
  'account pending',
  'acct pending',
  // A future said of the noun ("Credit: INR 500 to your A/c will be made on 27-11-26").
  'will be made',
  'will be done',
  'will be processed',
  'will be effected',
  'will be reflected',
  'will be settled',
  'pending settlement',
  'next working day',
  // A cheque lodged, in clearing or in collection, and money held (only in the credit's own sentence).
  ...CHEQUE_STATES,
  // An offer's speed said of a credit ("credited instantly", "in 10 seconds", "in just 4 clicks"): a loan's
  // advertisement (only in the credit's own sentence: see grammar.ts).
  ...OFFER_SPEED,
];

/**
 * A period's total ("You received INR 45,000 in A/c XX1234 last month", "over the last 30 days": a number
 * parts no phrase, so "last days"): what an account took in over time, no one payment (R8-14); only in the
 * credit's own sentence (see grammar.ts: "Total credits this month Rs 45,000" after a credit is a trailer).
 */
export const PERIODS = new Set([
  'last month',
  'this month',
  'past month',
  'last week',
  'this week',
  'past week',
  'last days',
  'past days',
  'over the last',
  'so far',
  'this year',
  'last year',
  'till date',
  'month to date',
  'ytd',
  'mtd',
]);

/** Complaints, disputes, grievances resolved (see NOT_A_PAYMENT, and grammar.ts for their place). */
export const COMPLAINTS = new Set([
  'complaint',
  'complaints',
  'grievance',
  'grievances',
  'disputed',
  'your dispute',
  'atm dispute',
  'dispute cr',
  'dispute resolution',
  'is resolved',
  'been resolved',
  'in your favour',
  'in your favor',
  'tcc',
  'is closed',
]);

/**
 * Banks' own narration codes of money sent back (`UPI/<rrn>/REV`, `-REVERSE POS PUR`, `REVL/<rrn>`):
 * printed where a payer's name stands, and never a payer's name, so they are the bank's words wherever
 * they stand.
 */
export const BANK_CODES = new Set([
  'rev',
  'revl',
  'rvsl',
  // "-REVERSE POS PUR": a card purchase undone (seen in stop 24's held-out set, after it was measured).
  'reverse',
  'reversal',
  'reversed',
  'rfnd',
  'rfd',
  // The state's rails and payer, and the bank's own sweep from a deposit: no private payer is named so,
  // so printed where a payer's name stands ("by NACH-APB-…", "by sweep-in from FD") they
  // are the bank's words.
  'apbs',
  'nach apb',
  // (Bank of Baroda's "from:APBCR/Credit Thr.": the Aadhaar payment bridge's credit; SBI's "has credit for BY PEN
  // NOV,26 TDS000000 PEN of Rs …": a pension.)
  'apbcr',
  'apb cr',
  // (Bank of Maharashtra's "credited by Rs. … by APB Credit Through PFMS": the bridge's credit named in full; PFMS
  // alone may be a purchase, but the Aadhaar payment bridge carries only the state's benefits: reader12.)
  'apb credit',
  'apb crdt',
  'aadhaar payment bridge',
  'aadhar payment bridge',
  'by pen',
  // A penny drop named by its checker (reader12): a payment gateway's or a verifier's "- VERIFY" (`IMPS-<rrn>-RAZORPAY -
  // VERIFY`), an account's or a payee's check (`BENE VERIFY`, `ACC VERIFY`, `A/C VALIDATE`). Re 1 sent to prove the
  // account is live, by a business the seller signed up with: no payer's payment for an order, and one of an
  // order's amount must not confirm it. ("PENDING VERIFICATION", the bank's state of a credit, is none.)
  'razorpay verify',
  'razorpayx verify',
  'cashfree verify',
  'payu verify',
  'decentro verify',
  'signzy verify',
  'setu verify',
  'karza verify',
  'easebuzz verify',
  'juspay verify',
  'bene verify',
  'bene verification',
  'beneficiary verification',
  'acc verify',
  'ac verify',
  'a/c verify',
  'acct verify',
  'account verify',
  'bank verify',
  'bank ac verify',
  'acc validate',
  'ac validate',
  'a/c validate',
  'account validate',
  'verifyac',
  'verifyacc',
  'acverify',
  'pennydrop',
  'penny test',
  'aeps',
  'cbdt',
  'epfo',
  // A sweep named by itself ("Sweep-in of Rs …", "(Sweep-in). Ref …", `Info: SWEEP/…`), never "Sweep in
  // balance" (a balance's name in a credit's trailer).
  'sweep',
  'sweep in from',
  // The narration codes of returns, reversals, corrections, dividends and redemptions (as above); those
  // short enough to be a part of a firm's name ("RET" retail, "DIV" division, "CRV") only beside their rail
  // or kind, and alone they are the payer's words when printed there (an operator looks).
  'imps ret',
  'upi ret',
  'neft ret',
  'rtgs ret',
  'upiret',
  'impsret',
  'neftret',
  'neftrtn',
  'rvs',
  'crv pos',
  'wrong credit',
  'fin div',
  'int div',
  'final div',
  'interim div',
  'redeem',
  'redm',
  'premat',
  'premature',
  // Codes no payer is named by (as above).
  'mdr',
  'not dispensed',
  'divd',
  'buyback',
  'drawdown',
  'drawal',
  'disb',
  'supercoins',
  'gratuity',
  'asba',
  // Schemes' acronyms (Tamil Nadu's KMUT, Maharashtra's MMLBY, the Union's PMMVY, JSY, PMAY).
  'kmut',
  'mmlby',
  'pmmvy',
  'jsy',
  'pmay',
  'pmayg',
  'int cap',
  // Interest's abbreviations, LPG's DBTL, MGNREGS and a salary advance: no payer is named so.
  'sb intt',
  // ("INTT", "RTN" alone may stand in a firm's name: only with the word they abbreviate beside.)
  'qtrly intt',
  'savings intt',
  'intt cr',
  'intt credit',
  'neft rtn',
  'imps rtn',
  'rtgs rtn',
  'upi rtn',
  'int coll',
  'int app',
  'int applied',
  'int capitalised',
  'int capitalized',
  'sbint',
  'sbintt',
  'sbintpd',
  'sbinterest',
  'dbtl',
  'mgnregs',
  'salary adv',
  'sal adv',
  // NPCI's adjustment and dispute codes of a UPI debit returned (credit adjustment, its Unified Dispute and
  // Issue Resolution, an auto-reversal glued).
  'cradj',
  'cr adj',
  'upi adj',
  'imps adj',
  'udir',
  'autorev',
]);

/**
 * Phrases of messages that say "credited" or "received" of money that is no payment to the seller: a
 * card's bill paid, a refund or reversal of the seller's own payment, cashback, interest, a loan, a
 * failed transaction.
 */
export const NOT_A_PAYMENT = [
  'credit card',
  'card account',
  'refund',
  'cashback',
  'cash back',
  'interest',
  // A loan paid out or repaid, however said ("as a loan", "loan disbursed", "loan account").
  'loan',
  'loan account',
  'loan a/c',
  'towards your loan',
  // "credited … for failed IMPS txn", "against your failed UPI txn": the seller's own payment come back.
  'failed',
  'declined',
  'unsuccessful',
  // …and the other words banks and NPCI use for a transfer that never reached the account (R8-3): rejected
  // (by the beneficiary's bank), not processed, not successful, bounced, timed out, not completed, did not go
  // through, in pending status, under dispute.
  'rejected',
  'not processed',
  'not be processed',
  'not successful',
  'not succeed',
  'bounced',
  'timed out',
  'time out',
  'timeout',
  'not completed',
  'not complete',
  'incomplete',
  'not go through',
  'not gone through',
  'pending status',
  // A credit's state ("Status: Deemed", UPI's deemed approval: the payer's bank debited, the beneficiary's never
  // confirmed; "Result: Failure"). ("Pending" alone is no state of this credit: KVB's "… HAS BEEN CREDITED.
  // PENDING VERIFICATION - …" is one; a status field or a bracket saying it is, see grammar.ts.)
  'deemed',
  'failure',
  'under dispute',
  // The bank's own money credited for a dispute until it is decided, or an overdraft's limit drawn
  // ("Provisional credit for dispute 12345", "OD limit credit").
  'provisional',
  // ("Info: PROV CR": the provisional credit abbreviated, R10-26, reader12.)
  'prov cr',
  'prov credit',
  'provl cr',
  'limit credit',
  // An overdraft's or cash credit's limit set, renewed or drawn, named in a narration ("Info: OD LIMIT RENEWAL",
  // "- OD LIMIT SET", "towards OD LIMIT 2026-27", "TRF OD LMT RENEWED"): the bank's own credit line, no payer's
  // payment (reader12). As a figure's label ("OD Limit Rs 50,000.00" beside a balance) it names that figure
  // and says nothing of the credit (grammar.ts, `lienField`).
  'od limit',
  'od lmt',
  'odlimit',
  'overdraft limit',
  'cc limit',
  'cc lmt',
  'od renewal',
  'limit renewal',
  'limit renewed',
  // A credit of the transfer itself denied, still looked into (R8-14's family): "Non-credit of Rs 500 …
  // under investigation"; a penny-drop check of the account (Re 1 "for account verification"); a round-up
  // swept into the customer's own savings pot.
  'non credit',
  'under investigation',
  'penny drop',
  'penny',
  'account verification',
  // (R9-23: "for a/c validation", "- ACCOUNT VALIDATION", "- BANK VERIFICATION", "- AC VERIFICATION": the same check.)
  'validation',
  'ac verification',
  'a/c verification',
  'acct verification',
  'bank verification',
  'round up',
  'roundup',
  // A credit recalled by the remitter's bank, and a status of a credit already alerted (its hold released, its
  // money now available for use): no new payment, read so it would count one twice.
  'recalled',
  'recall',
  'hold on',
  'the hold',
  'hold released',
  'available for use',
  // Money re-credited (the customer's own debit put back: "Rs 500 re-credited to A/c", "Re-Cr"), and a credit
  // product's drawing ("EMI-free credit of your Flexipay").
  're credited',
  're credit',
  're cr',
  'recredited',
  'recredit',
  'emi free',
  'flexipay',
  // Money sent back to the remitter however said (R8-32: "… has been clawed back to the remitter", "pulled back
  // by remitter bank", "charged back"), a credit made void, and codes of a reversal glued to the rail
  // ("UPIREV"), of interest over ACH ("ACH CR INT"), a credit against a dispute.
  'back to the remitter',
  'back to remitter',
  'back to the sender',
  'back to sender',
  'charged back',
  'clawed back',
  // (R9-15: "… - money sent back by receiver".)
  'sent back',
  'claw back',
  'clawback',
  'pulled back',
  'taken back',
  'void',
  'voided',
  'nullified',
  'cr int',
  // NPCI's adjustment credit spaced (R9-9: "ADJ CR 6324…"; `CR ADJ`, `UPI ADJ`, `ADJCR` are read too).
  'adj cr',
  'against dispute',
  // A credit line drawn ("Rs.10,000.00 credit line approved and credited to your A/c"; never "paid using Credit
  // Line on UPI", the payer's way of paying).
  // The customer's own recharge request received ("Your recharge for AIRTEL PREPAID … has been received").
  'your recharge',
  // An account's opening deposit ("-Initial Deposit").
  'initial deposit',
  'credit line approved',
  'credit line sanctioned',
  'credit line drawn',
  'line of credit approved',
  ...PERIODS,

  'refunded',
  'ppf',
  'si transaction',
  // The bank received the customer's own payment: a card bill, a loan or pay-later dues.
  'we have received',
  'we received',
  'towards your',
  'your payment',
  'repayment',
  'repaid',
  // Rewards and offers: the bank's or a merchant's money, no payer's.
  'reward',
  'rewards',
  'bonus',
  'congratulations',
  'congrats',
  'you have won',
  'gift card',
  'gift voucher',
  'voucher',
  // The customer's own savings or investments coming back, or a loan paid out to them.
  'dividend',
  'redemption',
  // A fund house paying (R9-2): a redemption or a dividend, the holder's own investment back, however the bank's
  // fixed-width narration cuts its name (`HDFC MUTUAL F`, `SBI MUTUAL FUN`, `NIPPON INDIA MF`, `… AMC`).
  'mutual f',
  'mutual fu',
  'mutual fun',
  'mutual fund',
  'mutual funds',
  'mf',
  'amc',
  'redeemed',
  'maturity',
  'fixed deposit',
  'term deposit',
  'recurring deposit',
  'int pd',
  'int paid',
  'int cr',
  'int credit',
  'sb int',
  // …and as PSU narrations abbreviate it ("QTRLY INTT", "INT COLL", "SBINT", "INT.APP", "INT CAPITALISED";
  // "INTT" is the usual Indian banks' abbreviation of interest).
  'intt',
  'int collected',
  'intrest',
  'intrst',
  // An automatic transfer from the customer's own deposit ("sweep-in from FD"; "Sweep in balance" is not one).
  'auto sweep',
  'cb',
  'sweep in of',
  'sweep in ref',
  'info sweep',
  'sweep transfer',
  'swp',
  // Refund and cashback codes of narrations ("UPI RFND-…", "Info: RFND/…", "UPI CB/…").
  'upi cb',
  'loan amount',
  'loan of',
  'your loan',
  'disbursed',
  'disbursal',
  'disbursement',
  'salary advance',
  // The customer's own money moved between their accounts ("self transfer", "IMPS/…/SELF").
  'self',
  'own account',
  'own a/c',
  'own accounts',
  'between your',
  // Benefits the state pays the customer (direct benefit transfers), no payer's payment for an order.
  'dbt',
  'subsidy',
  'scholarship',
  'pension',
  // …also named by the state's rails and payers (Aadhaar Payment Bridge, NACH's APB leg, AEPS, the
  // Public Financial Management System, which also pays government purchases: not a word of itself here)
  // and by its schemes ("yojana", PM-KISAN, MGNREGA wages).
  'yojana',
  'pmkisan',
  'pm kisan',
  'kisan samman',
  'mgnrega',
  'nrega',
  // Interest on the customer's own deposits, however abbreviated ("FD INT", "RD INT").
  'fd int',
  'rd int',
  'td int',
  // Money held, sent back or asked for, not received.
  'on hold',
  'lien',
  'credited back',
  'chargeback',
  'charge back',
  'returned',
  // "NEFT RETURN", "IMPS return of": the seller's own transfer sent back.
  'return',
  'request',
  'requesting',
  // One-time passwords quoting a transaction ("OTP for UPI transaction of Rs 500 credited to A/c …"); never a
  // trailer's "Never share OTP/PIN".
  'otp for',
  'otp is',
  'is otp',
  'is the otp',
  'one time password',
  'int of',
  'fd a/c',
  'proceeds',
  // The bank's or the state's own money (redteam's vocabulary): reimbursed, waived, compensated, a
  // duplicate debit or a dispute settled, an adjustment or write-back, an incentive or promotion, an
  // overdraft sanctioned, a deposit closed or invested, and the states' schemes paid by NEFT.
  'reimbursement',
  'reimbursed',
  'waiver',
  'waived',
  'compensation',
  'duplicate debit',
  'dispute resolved',
  'dispute settled',
  'adjustment',
  'write back',
  'writeback',
  'incentive',
  'promo',
  'welcome',
  'sanction',
  'sanctioned',
  'closure',
  'fd',
  'invested',
  'nsap',
  'pmfby',
  'rythu bandhu',
  'krishak bandhu',
  'kalia',
  'gruha lakshmi',
  'orunodoi',
  // NPCI paying the customer (BHIM's incentives and cashback): the scheme's money, no payer's.
  'from npci',
  'npci bhim',
  // The government's tax refunds and provident fund, and an insurer's claim paid: no payer's order (a
  // government office buying, "GOVT HOSPITAL CANTEEN", "GEM PAYMENT/PFMS/ORDER …", is a payer).
  'epf',
  'income tax',
  'claim',
  'benefit under',
  'state scheme',
  'ladli',
  'ladki bahin',
  'behna',
  // …and more of the states' and the Union's schemes by their names or glued forms (LPG's PAHAL and
  // DBTL, MGNREGS, West Bengal's Lakshmir Bhandar, Jharkhand's Maiya Samman, Chhattisgarh's Mahtari
  // Vandan, Odisha's Subhadra): fixed round sums, exactly the amounts small orders have.
  'pahal',
  'lakshmir bhandar',
  'maiya samman',
  'mahtari vandan',
  'subhadra yojana',
  'rythu bharosa',
  'amma vodi',
  'kanyashree',
  'kanyashree prakalpa',
  'matru vandana',
  'janani suraksha',
  'swachh bharat',
  'samman nidhi',
  // Reward points turned into money ("loyalty points encashment", "EDGE POINTS CONVERSION").
  'points',
  'encashment',
  // Banks' narration codes of money sent back, undone or corrected, of dividends, and of the customer's
  // own investments or deposits paid out ("IMPS RET", "NEFT RTN", "UPIRET/…", "TXN RVS", HDFC's "CRV POS"
  // card reversal, "WRONG CREDIT CORRECTION", "RECTIFICATION ENTRY", "FIN DIV", "MF REDEEM", "MF Redm",
  // "FD PREMAT CLOSURE", "SURVIVAL BENEFIT").
  'ret',
  'rtn',
  'crv',
  'correction',
  'rectification',
  'div',
  'survival benefit',
  'maturity proceeds',
  // A payment service's settlement of many payments (net of its MDR), and a day's or a batch's total: no
  // one payer's payment (the count words only in the credit's own sentence: see grammar.ts).
  'settlement',
  'settlements',
  'for payments',
  'totalling',
  'totaling',
  'txns',
  'transactions',
  'customers',
  'collections',
  'credits',
  // Money back for something cancelled, not delivered or not dispensed, however said.
  'cancelled',
  'canceled',
  'cancellation',
  'not delivered',
  'undelivered',
  'refundable',
  // Narration codes of the customer's own money: dividends, buybacks, deposits matured, loans drawn,
  // chits, coins, gratuity, bonds' coupons, IPO money unblocked.
  'rd mat',
  'fd mat',
  'td mat',
  'chit',
  'coins',
  'coupon',
  'unblock',
  'mudra',
  'kcc',
  // A balance message quoting a credit already alerted ("Last credit: Rs.500.00 on …", "Last txn: Rs 500.00
  // Cr"): reading it as a credit would count the payment twice.
  'last credit',
  'last txn',
  'last transaction',
  'recent credit',
  'last cr',
  'last credited',
  'last amount credited',
  'latest credit',
  'latest txn',
  'previous credit',
  'previous txn',
  'last deposit',
  // The bank's or an app's promotional money: referrals, prizes, contests, discounts, money back.
  'referral',
  'referring',
  'prize',
  'lucky draw',
  'jackpot',
  'winner',
  'winnings',
  'contest',
  'money back',
  'discount',
  'scratch card',
  // A broker's, a marketplace's or a platform's payout (the customer's own money or many sales paid out at
  // once, as a settlement is), and a credit line's limit enhanced ("by OD/CC limit enhancement"): no one
  // payer's payment ("for enhanced security" in a trailer is no enhancement of a limit).
  'payout',
  'payouts',
  'enhancement',
  // A complaint, a dispute or a grievance resolved by crediting the customer's own money back (a failed
  // debit, an ATM's shortfall, a chargeback): silent when said before the credit or in its sentence; after
  // it ("For complaints call …", "Dispute-Call …") a bank's trailer (see grammar.ts). "Dispute" alone is a
  // trailer's word too often ("Report Dispute https://…"): only in these phrases.
  ...COMPLAINTS,
  // UPI Lite's balance sent back to the account (unloaded, disabled, deregistered): the customer's own money,
  // as money "from your wallet" is (a trailer's "Try UPI Lite" names no source).
  // The customer's own deposit broken (SBI's MOD, an FD, a TD) or credit line drawn.
  'mod break',
  'fd break',
  'td break',
  'tdr break',
  'rd break',
  'auto break',
  'break of deposit',
  'breakup',
  'withdrawal of mod',
  'part withdrawal',
  // (Never "from od" alone: "from OD ENTERPRISES" names a payer.)
  'from od account',
  'from od a/c',
  'from od acct',
  'from od limit',
  'limit transfer',
  'from upi lite',
  'upi lite balance',
  'upi lite unload',
  'upilite',
  'unload',
  'unloaded',
  'deregistration',
  'deregistered',
  'added back',
  // NPCI's debit reversal confirmation (a firm may be named DRC: in a payer's slot an operator looks).
  'drc',
  // The customer's own funds by their payers' full names, and tax refunds (R7-32); the customer's own
  // insurance, pension, gold-scheme, PF and fund money (R7-35).
  'provident fund',
  'nps trust',
  'cbic',
  'gst refund',
  'surrender',
  'surrender value',
  'annuity',
  'monetisation',
  'monetization',
  'pf advance',
  'pf withdrawal',
  'wdl',
  'lic sb',
  'mf red',
  // Narration codes with their vowels dropped (R6-35): reimbursement, incentive, cashback, reward, subsidy,
  // scholarship, pension, an insurance claim, a bonus, a closure, interest on the customer's own account.
  'reimb',
  'incntv',
  'cshbk',
  'rwd',
  'sbsdy',
  'schlrshp',
  'pensn',
  'ins clm',
  'bns',
  'clsr',
  'int on sb',
  'int on fd',
  'int on rd',
  // "under Refer & Earn program" ('&' is no word).
  'refer earn',
  'refer and earn',
  // The banks' codes (BANK_CODES) are non-payment words too.
  ...BANK_CODES,
];

/** Everything else the grammar reads as its own words (never a payer's name, kept in a masked shape). */
const OTHER_WORDS =
  'saving savings current nre nro overdraft branch cash cheque chq draft dd drawn clearing self counter neftinward rtgsinward remark remarks phonepe gpay googlepay on at via vide thru through to towards from by in into for with your you the a an and of is are has have had been be was dear customer user bank info linked vpa upi imps neft rtgs ifsc not call sms block if transfer trf deposit deposited amount amt date time ist hrs value dated team regards thank thanks please pls helpline never share otp pin cvv help report alert update total new cr dr successfully sender details no id ref cust fund funds money txn transaction your alerts download app now rs inr dear customer mb ib mob bk net banking mobile via clg cms salary credit debit crd drd dep inward atm cdm bna done visit www com in info kindly contact immediately acct account a/c ac ending number avl bal balance available check view here click ok fraud dispute unauthorised unauthorized reach us our ur we his her their him them successful success qr mistake failed declined unsuccessful returned reversed refunded'.split(
    ' ',
  );

const bankWords = new Set<string>();

/** Each bank's name, its first words and its initials, and the banks' full names it may stand for. */
const bankNames = new Map<string, Set<string>>();
const nameBank = (key: string, name: string): void => {
  const banks = bankNames.get(key);
  if (banks === undefined) bankNames.set(key, new Set([name]));
  else banks.add(name);
};

/** A bank's name as its words run, `&` and "and" alike (`punjab & sind`, `standard chartered`). */
const nameKey = (words: readonly string[]): string => words.map((w) => (w === 'and' ? '&' : w)).join(' ');

/**
 * Banks' names and the first words of them (`Punjab & Sind`, `Standard Chartered`, `City Union`): where
 * one stands before "A/c" or "Bank", the account is named by its bank, not by a payee's name.
 */
export function addBankNames(names: readonly string[]): void {
  for (const name of names) {
    const words = name
      .toLowerCase()
      .replace(/&/g, ' & ')
      .split(/[^a-z&]+/)
      .filter(Boolean);
    for (let k = 1; k <= words.length; k++) nameBank(nameKey(words.slice(0, k)), name);
    // Its initials, as alerts abbreviate it ("UBI A/c", "BoM A/c", "KBL A/c", "PPBL A/c"): with and
    // without "of", with "L" for its "Ltd.". Three letters or more, so no payee's initials are taken.
    const letters = words.filter((w) => w !== '&').map((w) => w[0] ?? '');
    const significant = words.filter((w) => !['of', '&', 'and', 'the'].includes(w)).map((w) => w[0] ?? '');
    for (const initials of [letters.join(''), significant.join('')])
      for (const form of [initials, `${initials}l`])
        if (form.length >= 3) {
          nameBank(form, name);
          bankWords.add(form);
        }
  }
}

export const isBankName = (words: readonly string[]): boolean => bankNames.has(nameKey(words));

/** The banks (their declared full names) these words may name, if they name any. */
export const banksNamed = (words: readonly string[]): ReadonlySet<string> | undefined =>
  bankNames.get(nameKey(words));

/** The bank names' words (HDFC, Baroda, Kotak, ...) are the grammar's too: never a payer's name. */
export function addBankWords(words: readonly string[]): void {
  for (const w of words) bankWords.add(w.toLowerCase());
}

const GRAMMAR_WORDS = new Set<string>([
  ...CREDIT_VERBS,
  ...DEBIT_VERBS,
  ...BALANCE_WORDS,
  ...REFERENCE_LABELS,
  ...REFERENCE_FILLERS,
  ...ACCOUNT_WORDS,
  ...MOBILE_WORDS,
  ...PAYER_WORDS,
  ...OTHER_WORDS,
  ...'jan feb mar apr may jun jul aug sep oct nov dec am pm'.split(' '),
]);

export const isGrammarWord = (lower: string): boolean => GRAMMAR_WORDS.has(lower) || bankWords.has(lower);

/**
 * Words of money that is no payment, kept in an operator alert's masked shape so that operators see what
 * kind of message it is (a refund, a failed transaction, a mandate); common nouns, no one's name.
 */
const SHAPE_ONLY_WORDS = new Set(
  'refund refunded reversal reversed reverse cashback interest loan failed declined reward rewards dividend pension subsidy mandate autopay collect request pending emi'.split(
    ' ',
  ),
);

/**
 * A word an operator alert's masked shape keeps (CONTRACT §7): the grammar's own vocabulary, never a
 * bank's name. Banks' names are people's and firms' names too (Utkarsh, Kotak, Dhanlaxmi, Union, Federal,
 * Jana), and the alert names the bank already.
 */
export const isShapeWord = (lower: string): boolean =>
  GRAMMAR_WORDS.has(lower) || SHAPE_ONLY_WORDS.has(lower);

/** The words `direction` has a rule for. */
export const DIRECTION_CANDIDATES = new Set([
  ...CREDIT_VERBS,
  ...DEBIT_VERBS,
  ...CREDIT_MARKS,
  ...DEBIT_MARKS,
  ...'credit payment made used got transferred added deposit dep incoming inward landed arrived reached collected came now upiin upiout impsin impsout'.split(
    ' ',
  ),
]);
