// The Hindi catalog, in the words a shopkeeper uses (भुगतान, राशि, ऑर्डर, दुकानदार), with the UPI terms
// as people say them (UPI, QR, UPI ID). Same keys and placeholders as en.ts (test/unit/i18n.test.ts).
import type { MessageKey } from './en.js';
import { hiMoney } from './hi-money.js';
import { hiOrders } from './hi-orders.js';
import { hiSetup } from './hi-setup.js';
import { hiSteps } from './hi-steps.js';

export const hi: Record<MessageKey, string> = {
  ...hiOrders,
  ...hiMoney,
  ...hiSetup,
  ...hiSteps,
  'switch.label': 'भाषा',
  'layout.sign_out': 'साइन आउट',
  'layout.nav': 'डैशबोर्ड',
  'nav.today': 'आज',
  'nav.orders': 'ऑर्डर',
  'nav.new_order': 'नया ऑर्डर',
  'nav.credits': 'मिले भुगतान',
  'nav.devices': 'फ़ोन',
  'nav.feeds': 'फ़ीड',
  'nav.webhooks': 'वेबहुक',
  'nav.settings': 'सेटिंग',
  'nav.developers': 'डेवलपर',
  'nav.team': 'टीम',
  'nav.statements': 'बैंक स्टेटमेंट',

  'pay.title': '{amount} का भुगतान करें',
  'pay.button': 'भुगतान करें',
  'pay.paid.title': 'भुगतान हो गया',
  'pay.paid.mark': 'भुगतान हो गया ✓',
  'pay.paid.received': '{amount} का भुगतान मिल गया। धन्यवाद!',
  'pay.cancelled.title': 'ऑर्डर रद्द',
  'pay.cancelled': 'यह ऑर्डर रद्द कर दिया गया है। कृपया इसका भुगतान न करें।',
  'pay.expired.title': 'समय ख़त्म',
  'pay.expired': 'इस भुगतान लिंक का समय ख़त्म हो गया है। कृपया दुकानदार से नया लिंक माँगें।',
  'pay.saving': 'दाम से {amount} कम',
  'pay.exact': 'ठीक यही राशि भेजें: इसी से दुकानदार पहचानेगा कि यह भुगतान आपका है।',
  'pay.time_left': 'बचा समय',
  'pay.notice': 'इस राशि की जगह सामान पर लिखा दाम ({price}) भेजने पर दुकानदार को भुगतान पक्का करने में देर लगेगी।',
  'pay.with_app': 'UPI ऐप से भुगतान करें',
  'pay.qr': 'या किसी भी UPI ऐप से यह QR कोड स्कैन करें।',
  'pay.handle': 'या इस UPI ID पर भुगतान करें:',
  'pay.copy': 'कॉपी करें',
  'pay.copied': 'कॉपी हो गया',
  'pay.utr.intro':
    'भुगतान कर दिया? अपना UPI रेफ़रेंस नंबर (UTR) भेजने से दुकानदार आपका भुगतान जल्दी पक्का कर पाएगा। भेजना ज़रूरी नहीं है।',
  'pay.utr.label': 'UPI रेफ़रेंस नंबर',
  'pay.utr.placeholder': '12 अंकों का UPI रेफ़रेंस नंबर',
  'pay.utr.send': 'भेजें',
  'product.preview': '{about}UPI से {amount} का भुगतान करें।',

  'error.title.404': 'नहीं मिला',
  'error.title.400': 'कृपया जाँच लें',
  'error.title.409': 'अभी यह नहीं हो सकता',
  'error.title.429': 'थोड़ा रुकें',
  'error.title.503': 'फिर से कोशिश करें',
  'error.title.other': 'कुछ गड़बड़ हो गई',
  'error.pay_page.not_found':
    'यह भुगतान लिंक नहीं खुल रहा: हो सकता है यह गलत लिखा गया हो या अधूरा हो। अभी भुगतान न करें। दुकानदार से लिंक दोबारा भेजने या QR कोड दिखाने को कहें।',
  'error.product_link.not_found':
    'सामान का यह लिंक नहीं खुल रहा: हो सकता है यह गलत लिखा गया हो या अधूरा हो। दुकानदार से लिंक दोबारा भेजने या QR कोड दिखाने को कहें।',
  'error.not_found.paid': 'भुगतान कर चुके हैं? अपना UPI रेफ़रेंस नंबर संभालकर रखें और दुकानदार को दिखाएँ।',
  'error.rate_limited': 'कम समय में बहुत बार कोशिश हुई है। {seconds} सेकंड रुककर फिर से कोशिश करें।',
  'error.link_busy': 'अभी बहुत लोग भुगतान कर रहे हैं: एक मिनट बाद फिर से कोशिश करें।',
  'error.pool_exhausted': 'अभी इस ऑर्डर के लिए कोई राशि ख़ाली नहीं है। एक मिनट बाद फिर से कोशिश करें।',
  'error.order_closed': 'यह ऑर्डर बंद हो चुका है, इसलिए अब इसका भुगतान नहीं हो सकता।',
  'error.bad_utr': 'UPI रेफ़रेंस नंबर 12 अंकों का होता है। यह आपको अपने UPI ऐप में, भुगतान की जानकारी में मिलेगा।',
  'error.unavailable': 'अभी यह काम नहीं हो पा रहा। कुछ भी बदला नहीं गया है: कुछ सेकंड बाद फिर से कोशिश करें।',
  'error.other': 'यह काम नहीं हुआ। कुछ भी बदला नहीं गया है: फिर से कोशिश करें।',
  'error.back_to_payment': 'भुगतान पर वापस जाएँ',

  'signin.title': 'साइन इन',
  'signin.heading': 'अपने डैशबोर्ड में साइन इन करें',
  'signin.no_password': 'हम आपको ई-मेल पर एक लिंक भेजेंगे, उसे खोलते ही आप साइन इन हो जाएँगे। पासवर्ड की ज़रूरत नहीं।',
  'signin.email': 'आपका ई-मेल पता',
  'signin.send': 'मुझे साइन-इन लिंक ई-मेल करें',
  'signin.email_error': 'इस दुकान के लिए जो ई-मेल पता आप इस्तेमाल करते हैं, वह लिखें, जैसे name@example.com',
  'signin.inbox.title': 'अपना ई-मेल देखें',
  'signin.inbox.sent':
    'अगर {email} से यहाँ किसी दुकान में साइन इन हो सकता है, तो साइन-इन लिंक भेज दिया गया है। यह सिर्फ़ एक बार, {minutes} मिनट तक काम करेगा।',
  'signin.inbox.nothing': 'कुछ मिनट बाद भी ई-मेल नहीं आया? स्पैम फ़ोल्डर देखें, या {again}।',
  'signin.inbox.again': 'नया लिंक माँगें',
  'signin.inbox.no_mail':
    'यह सर्वर असली ई-मेल नहीं भेजता ({setting} सेट नहीं है): लिंक इसके लोकल आउटबॉक्स में है। उसे पढ़ने के लिए सर्वर पर {command} चलाएँ।',
  'signin.button': 'साइन इन करें',
  'signin.bad.title': 'इस लिंक से साइन इन नहीं हो सकता',
  'signin.bad.why': 'यह लिंक पहले ही इस्तेमाल हो चुका है, {minutes} मिनट से पुराना है, या हमारा भेजा हुआ नहीं है।',
  'signin.bad.again': 'नया साइन-इन लिंक पाएँ',
  'signin.error.back': 'साइन इन पर वापस जाएँ',
  'signin.choose.title': 'कौन-सी दुकान?',
  'signin.choose.why':
    'यह ई-मेल पता एक से ज़्यादा दुकानों में साइन इन कर सकता है। एक दुकान चुनें; दूसरी दुकान खोलने के लिए फिर से साइन इन करें।',

  'mail.signin.subject': 'MatchLedger पर {shop} में साइन इन करें',
  'mail.signin.asked': 'किसी ने (उम्मीद है कि आपने ही) {shop} के MatchLedger डैशबोर्ड में साइन इन करने के लिए कहा है।',
  'mail.signin.open': 'साइन इन करने के लिए यह लिंक खोलें। यह सिर्फ़ एक बार और अगले {minutes} मिनट तक ही काम करेगा:',
  'mail.signin.button': '{shop} में साइन इन करें',
  'mail.signin.works': 'यह लिंक सिर्फ़ एक बार और अगले {minutes} मिनट तक ही काम करेगा।',
  'mail.signin.ignore':
    'अगर आपने यह नहीं माँगा था, तो इस ई-मेल को अनदेखा करें: इस लिंक के बिना कोई साइन इन नहीं कर सकता।',
  'mail.choice.subject': 'MatchLedger पर अपनी दुकानों में साइन इन करें',
  'mail.choice.asked':
    'किसी ने (उम्मीद है कि आपने ही) MatchLedger डैशबोर्ड में साइन इन करने के लिए कहा है। यह ई-मेल पता इन दुकानों में साइन इन कर सकता है: {shops}।',
  'mail.choice.open': 'यह लिंक खोलें और दुकान चुनें। यह सिर्फ़ एक बार और अगले {minutes} मिनट तक ही काम करेगा:',
  'mail.choice.button': 'दुकान चुनें और साइन इन करें',
};
