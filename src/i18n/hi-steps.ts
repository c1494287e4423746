// The dashboard's Hindi, part 4 (keys of en-steps.ts). The apps' own labels stay in English, as the
// phone shows them when its language is English ('steps.labels_en' says so on each page of steps).
import type { enSteps } from './en-steps.js';

export const hiSteps: Record<keyof typeof enSteps, string> = {
  'steps.battery':
    'Xiaomi, Oppo, Vivo और Realme फ़ोन पर ऐप को {autostart} की अनुमति भी दें और उसकी बैटरी सेटिंग {none} रखें, नहीं तो फ़ोन उसे पीछे से बंद कर देता है।',
  'steps.labels_en': 'ऐप के बटन और नाम यहाँ वैसे ही अंग्रेज़ी में लिखे हैं जैसे फ़ोन की भाषा अंग्रेज़ी होने पर दिखते हैं।',

  'fw.install':
    'जिस Android फ़ोन पर बैंक के SMS आते हैं, उस पर {fdroid} से {app} इंस्टॉल करें। फ़ोन पर इसका नाम {short} दिखता है। इसे खोलें और SMS पढ़ने की अनुमति दें।',
  'fw.add': '{add} पर टैप करें।',
  'fw.sender':
    '{field} में एक स्टार, {star}, लिखें ताकि हर भेजने वाले के SMS आएँ (बैंक ऐसे नामों से भेजते हैं जिनके शुरू के अक्षर बदलते रहते हैं)।',
  'fw.url': '{field} में यह डालें:',
  'fw.template': '{field} में जो लिखा है उसे मिटाकर ठीक यही डालें:',
  'fw.headers': '{field} में जो लिखा है उसे मिटाकर यह डालें:',
  'fw.save': '{retries} को 10 पर रहने दें और {ssl} बंद रखें। {save} पर टैप करें।',
  'fw.test':
    '{test} पर टैप करें। फिर यह पेज फ़ोन को दिखा हुआ बताएगा, और उसका आख़िरी मैसेज छोड़ा हुआ (टेस्ट किसी फ़ोन नंबर से आता है, बैंक से नहीं)।',
  'value.url': 'लिंक (URL)',
  'value.template': 'टेम्पलेट',
  'value.headers': 'हेडर',
  'value.key': 'साइनिंग की',
  'value.header': 'हेडर',

  'sg.install':
    'जिस Android फ़ोन पर बैंक के SMS आते हैं, उस पर {site} से {app} (SMSGate) इंस्टॉल करें। इसे खोलें और SMS पढ़ने की अनुमति दें।',
  'sg.key': '{settings} खोलें, फिर {webhooks}, फिर {key}। जो लिखा है उसे मिटाकर यह डालें और {ok} दबाएँ:',
  'sg.cloud':
    '{home} टैब पर {cloud} चालू करें, फिर नीचे {offline} पर टैप करें ताकि वह {online} दिखाए। तब ऐप में {cloud} के नीचे {username} और {password} दिखेंगे।',
  'sg.type': 'उन्हें यहाँ लिखें। हम SMSGate के क्लाउड में आपके फ़ोन का वेबहुक दर्ज कर देंगे; पासवर्ड हम नहीं रखते।',
  'sg.ping':
    'चाहें तो: {settings} में {ping} के नीचे {interval} को 300 करें, ताकि फ़ोन चुप हो जाए तो यह पेज आपको बता सके।',

  'sc.needs':
    'iOS 17 या उसके बाद का वर्शन चाहिए (पुराने वर्शन हर बार चलाने से पहले पूछते हैं)। iOS 17 और 18 में नाम एक जैसे हैं।',
  'sc.open': '{shortcuts} खोलें, {automation} पर टैप करें, फिर {new} (या ऊपर दाईं ओर {plus}) और {message} चुनें।',
  'sc.sender':
    '{sender} पर टैप करके अपने बैंक का भेजने वाला चुनें (जैसा {messages} में दिखता है, जैसे {example})। {contains} में {word} लिखें।',
  'sc.run': '{run} चुनें ({notify} बंद रहने दें), {next} पर टैप करें, फिर {blank}।',
  'sc.format': '{add} पर टैप करें, {format} खोजकर जोड़ें: {current}, {dateformat} में {iso}, और {time} चालू करें।',
  'sc.get': '{get} जोड़ें। {url} पर टैप करके यह डालें:',
  'sc.method': 'और विकल्प देखने के लिए तीर पर टैप करें। {method}: {post}।',
  'sc.header': '{headers} के नीचे {add} पर टैप करें: {keylabel} में {key}, {textlabel} में:',
  'sc.body':
    '{body}: {json}। {add} पर टैप करें, {dictionary} चुनें, {keylabel} में {sms}। उसके अंदर तीन {text} फ़ील्ड जोड़ें:',
  'sc.var_input': '{input} का वेरिएबल {name}',
  'sc.var_date': 'वेरिएबल {name}',
  'sc.done': '{done} पर टैप करें। अगला जमा वाला SMS आते ही यह पेज फ़ोन को दिखा हुआ और उसका आख़िरी मैसेज दिखाएगा।',

  'mail.forward': 'बैंक के अलर्ट आगे भेजें',
  'gm.open': 'Gmail कंप्यूटर पर खोलें (फ़ोन के ऐप में यह नहीं होता)। गियर पर क्लिक करें, {all}, फिर {tab} टैब।',
  'gm.add': '{add} पर क्लिक करें, {address} पेस्ट करें, फिर {next}, {proceed} और {ok}।',
  'gm.confirm':
    'Gmail हमें पुष्टि का मेल भेजता है। एक मिनट में वह इसी पेज पर {finish} के नीचे दिखेगा: {confirm} पर क्लिक करें, या उसका कोड Gmail में {verify} के पास लिखें।',
  'gm.search':
    'Gmail की सर्च में {from} और अपने बैंक का अलर्ट पता (नीचे) लिखें, दाईं ओर फ़िल्टर के निशान पर क्लिक करें, फिर {create}।',
  'gm.forward': '{forward} पर टिक लगाएँ, ऊपर वाला पता चुनें, और {create} पर क्लिक करें।',
  'ol.open': 'वेब पर Outlook खोलें। गियर पर क्लिक करें, फिर {mail}, {rules}, {add}।',
  'ol.condition': '{condition}: {from}, आपके बैंक का अलर्ट पता (नीचे)।',
  'ol.action':
    '{action}: {redirect}, और {address} पेस्ट करें। {fwd} नहीं, {redirect} ही चुनें: {fwd} बैंक के ई-मेल को बदल देता है और उसका हस्ताक्षर जाँच में पास नहीं होता। फिर {save}।',
  'mail.more': 'पूरी जानकारी: {guide}।',
  'mail.guide': 'ई-मेल आगे भेजने की गाइड',

  'feeds.title': 'फ़ीड',
  'feeds.heading': 'भुगतान की ख़बर कहाँ से आती है',
  'feeds.email': 'बैंक का अलर्ट ई-मेल',
  'feeds.forward_to': 'अपने बैंक के जमा वाले अलर्ट इस पते पर आगे भेजें:',
  'feeds.copy': 'पता कॉपी करें',
  'feeds.signed_only': 'सिर्फ़ आपके बैंक के हस्ताक्षर वाले मेल पढ़े जाते हैं; बाकी सब लौटा दिए जाते हैं और कुछ रखा नहीं जाता।',
  'feeds.gmail.heading': 'Gmail से आगे भेजना चालू करना पूरा करें',
  'feeds.gmail.asked':
    'Gmail ने हमसे {address} से आगे भेजने की पुष्टि माँगी है ({time})। यह लिंक खोलकर {confirm} पर क्लिक करें, या Gmail की फ़ॉरवर्डिंग सेटिंग में कोड लिखें।',
  'feeds.gmail.button': 'आगे भेजने की पुष्टि करें',
  'feeds.gmail.code': 'पुष्टि का कोड: {code}',
  'feeds.banks.heading': 'बैंक जिनके अलर्ट ई-मेल हम पढ़ते हैं',
  'feeds.banks.filter': 'फ़िल्टर में {from} के बाद अपने बैंक के पते वैसे ही लिखें जैसे यहाँ दिए हैं:',
  'feeds.banks.ask': 'फिर अपने बैंक से कहें कि हर UPI जमा पर ई-मेल अलर्ट भेजे (नेट बैंकिंग में अलर्ट सेटिंग)।',
  'feeds.last': 'हाल में आए मेल',
  'feeds.no_mail': 'अभी तक कोई मेल नहीं आया।',
  'feeds.outcome.credited': 'भुगतान दर्ज हुआ',
  'feeds.outcome.repeat': 'पहले से दर्ज (वही अलर्ट दोबारा)',
  'feeds.outcome.forwarding_confirmation': 'Gmail से आगे भेजने की पुष्टि',
  'feeds.outcome.ignored': 'आपको मिला भुगतान नहीं (छोड़ दिया)',
  'feeds.outcome.unparseable': 'आपके बैंक से था, पर हम पढ़ नहीं पाए (हमारी टीम को बता दिया गया है)',
  'feeds.outcome.rejected': 'लौटा दिया',
  'feeds.because': 'क्योंकि {why}',
  'feeds.reject.unsigned': 'उस पर बैंक का हस्ताक्षर नहीं था',
  'feeds.reject.not_a_bank': 'उस पर ऐसे बैंक का हस्ताक्षर नहीं था जिसे हम पढ़ते हैं',
  'feeds.reject.too_large': 'वह बहुत बड़ा था',
  'feeds.reject.dkim_failed': 'उसका बैंक हस्ताक्षर जाँच में सही नहीं निकला',
  'feeds.reject.other': 'उसे जाँचा नहीं जा सका',
  'feeds.phones': 'बैंक के SMS आगे भेजने वाले फ़ोन {devices} पेज पर हैं।',

  'banks.heading': 'जिन बैंकों को हम पढ़ते हैं',
  'banks.intro':
    'इन बैंकों के SMS अलर्ट आपके फ़ोन से पढ़े जाते हैं: UPI, IMPS और NEFT से जमा। इनके अलर्ट यहाँ दिखाए गए भेजने वाले नामों से आते हैं (आगे कोई भी हिस्सा लगा हो, जैसे {vm} या {ax})।',
  'banks.find': 'अपना बैंक ढूँढें',
  'banks.placeholder': 'बैंक का नाम या भेजने वाले का नाम',
  'banks.search': 'खोजें',
  'banks.none': '“{query}” से कोई बैंक नहीं मिला। हमें बताएँ कि कौन-सा बैंक है, हम उसे जोड़ देंगे।',
  'banks.reads': 'हम पढ़ते हैं: UPI, IMPS, NEFT से जमा',
};
