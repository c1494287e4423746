// The dashboard's English, part 4: set-up steps in other apps' own labels (the phone apps, Gmail,
// Outlook), the feeds page and the list of banks. A label is a `{placeholder}` the page fills with the
// app's label, marked `lang="en"`: the apps show them in English when the phone's language is English,
// so the Hindi sentences around them keep them as they are. Same keys in hi-steps.ts.
export const enSteps = {
  'steps.battery':
    'On Xiaomi, Oppo, Vivo and Realme phones also allow the app to {autostart} and set its battery use to {none}, or the phone stops it in the background.',
  'steps.labels_en': 'The app’s buttons are named as the phone shows them when its language is English.',

  // Sms Forwarder ("Incoming SMS to URL forwarder", F-Droid).
  'fw.install':
    'On the Android phone that gets your bank’s SMS, install {app} from {fdroid}. On the phone it is called {short}. Open it and allow it to read SMS.',
  'fw.add': 'Tap {add}.',
  'fw.sender':
    'In {field} type a star, {star}, for every sender (banks send from names whose first letters change).',
  'fw.url': 'In {field} put:',
  'fw.template': 'In {field} delete what is there and put, exactly:',
  'fw.headers': 'In {field} delete what is there and put:',
  'fw.save': 'Leave {retries} at 10 and {ssl} off. Tap {save}.',
  'fw.test':
    'Tap {test}. This page then shows the phone as seen, its last message ignored (the test comes from a phone number, never a bank).',
  'value.url': 'URL',
  'value.template': 'template',
  'value.headers': 'headers',
  'value.key': 'signing key',
  'value.header': 'header',

  // SMSGate (SMS Gateway for Android).
  'sg.install':
    'On the Android phone that gets your bank’s SMS, install {app} (SMSGate) from {site}. Open it and allow it to read SMS.',
  'sg.key': 'Open {settings}, then {webhooks}, then {key}. Delete what is there, put this and tap {ok}:',
  'sg.cloud':
    'On the {home} tab turn on {cloud}, then tap {offline} at the bottom so that it says {online}. The app then shows a {username} and a {password} under {cloud}.',
  'sg.type':
    'Type them here. We register your phone’s webhook with SMSGate’s cloud and do not keep the password.',
  'sg.ping':
    'Optional: in {settings}, under {ping}, set {interval} to 300, so this page can tell you when the phone goes quiet.',

  // iPhone Shortcuts (docs/reporter-shortcuts.md cites Apple's guide for each label).
  'sc.needs':
    'Needs iOS 17 or later (earlier versions ask before every run). iOS 17 and 18 show the same labels.',
  'sc.open':
    'Open {shortcuts}, tap {automation}, then {new} (or {plus} at the top right) and choose {message}.',
  'sc.sender':
    'Tap {sender} and choose your bank’s sender (as it shows in {messages}, like {example}). At {contains} type {word}.',
  'sc.run': 'Choose {run} (leave {notify} off), tap {next}, then {blank}.',
  'sc.format': 'Tap {add}, search {format} and add it: {current}, {dateformat} {iso}, and turn on {time}.',
  'sc.get': 'Add {get}. Tap {url} and put:',
  'sc.method': 'Tap the arrow to show more. {method}: {post}.',
  'sc.header': 'Under {headers} tap {add}: {keylabel} {key}, {textlabel}:',
  'sc.body':
    '{body}: {json}. Tap {add}, choose {dictionary}, {keylabel} {sms}. Inside it add three {text} fields:',
  'sc.var_input': 'the variable {name} of {input}',
  'sc.var_date': 'the variable {name}',
  'sc.done':
    'Tap {done}. When the next credit SMS arrives, this page shows the phone as seen and its last message.',

  // Mail forwarding (mail-forwarding-steps.ts).
  'mail.forward': 'Forward your bank’s alerts',
  'gm.open':
    'Open Gmail on a computer (the phone app cannot do this). Click the gear, {all}, then the {tab} tab.',
  'gm.add': 'Click {add}, paste {address}, then {next}, {proceed} and {ok}.',
  'gm.confirm':
    'Gmail sends us a confirmation. Within a minute it shows on this page under {finish}: click {confirm}, or type its code in Gmail beside {verify}.',
  'gm.search':
    'In Gmail’s search bar type {from} and your bank’s alert address (below), click the filter icon at its right, then {create}.',
  'gm.forward': 'Tick {forward}, choose the address above, and click {create}.',
  'ol.open': 'Open Outlook on the web. Click the gear, then {mail}, {rules}, {add}.',
  'ol.condition': '{condition}: {from}, your bank’s alert address (below).',
  'ol.action':
    '{action}: {redirect}, and paste {address}. Use Redirect, not {fwd}: Forward changes the bank’s e-mail and its signature no longer checks. Then {save}.',
  'mail.more': 'More detail: {guide}.',
  'mail.guide': 'the e-mail forwarding guide',

  // The feeds page (/app/feeds).
  'feeds.title': 'Feeds',
  'feeds.heading': 'Where payments come from',
  'feeds.email': 'Bank alert e-mail',
  'feeds.forward_to': 'Forward your bank’s credit alerts to this address:',
  'feeds.copy': 'Copy address',
  'feeds.signed_only': 'Only mail your bank signed is read; anything else is refused and nothing is kept.',
  'feeds.gmail.heading': 'Finish turning on Gmail forwarding',
  'feeds.gmail.asked':
    'Gmail asked us to confirm forwarding from {address} ({time}). Open this link and click {confirm}, or type the code in Gmail’s forwarding settings.',
  'feeds.gmail.button': 'Confirm forwarding',
  'feeds.gmail.code': 'Confirmation code: {code}',
  'feeds.banks.heading': 'Banks whose alert e-mails we read',
  'feeds.banks.filter': "In the filter, after {from}, put your bank's addresses as shown here:",
  'feeds.banks.ask':
    'Then ask your bank to send an e-mail alert for every UPI credit (net banking, alert settings).',
  'feeds.last': 'Last mails received',
  'feeds.no_mail': 'No mail has arrived yet.',
  'feeds.outcome.credited': 'Payment recorded',
  'feeds.outcome.repeat': 'Already recorded (the same alert again)',
  'feeds.outcome.forwarding_confirmation': 'Gmail forwarding confirmation',
  'feeds.outcome.ignored': 'Not a payment to you (ignored)',
  'feeds.outcome.unparseable': 'From your bank, but we could not read it (our team is told)',
  'feeds.outcome.rejected': 'Refused',
  'feeds.because': 'because {why}',
  'feeds.reject.unsigned': 'it carried no bank signature',
  'feeds.reject.not_a_bank': 'it was not signed by a bank we read',
  'feeds.reject.too_large': 'it was too large',
  'feeds.reject.dkim_failed': 'its bank signature did not verify',
  'feeds.reject.other': 'it could not be checked',
  'feeds.phones': 'Phones that forward bank SMS are on the {devices} page.',

  // The banks we read (bank-list.ts).
  'banks.heading': 'Banks we read',
  'banks.intro':
    'SMS alerts from these banks are read on your phone’s feed: UPI, IMPS and NEFT credits. Their alerts come from the sender ids shown (with any prefix, such as {vm} or {ax}).',
  'banks.find': 'Find your bank',
  'banks.placeholder': 'Bank name or sender id',
  'banks.search': 'Search',
  'banks.none': 'No bank matches “{query}”. Tell us which bank it is and we will add it.',
  'banks.reads': 'we read: UPI, IMPS, NEFT credits',
} as const;
