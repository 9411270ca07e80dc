import type { TextPack } from '../../shared/i18n.ts';
import type { ShellTexts } from './en-IN.ts';

/** Hindi (India, decision 068; words from docs/hindi-glossary.md): the texts of the shell (texts every page may use). */
const texts: TextPack<ShellTexts> = {
  retry: 'फिर से कोशिश करें',
  reload: 'फिर से खोलें',
  loading: 'लोड हो रहा है…',
  backHome: 'होम पर वापस जाएँ',
  goBack: 'वापस जाएँ',
  networkError: 'नेटवर्क में दिक्कत है, कृपया फिर से कोशिश करें',
  decodeError: 'सर्वर का जवाब पढ़ा नहीं जा सका। कृपया फिर से कोशिश करें।',
  errorTitle: 'कुछ गड़बड़ हो गई',
  errorBody: 'यह पेज दिखाया नहीं जा सका। कृपया फिर से कोशिश करें।',
  linkBlocked: 'यह लिंक नहीं खोला जा सकता',
  noSessionTitle: 'कृपया यह पेज ऐप से खोलें',
  noSessionBody: 'इस पेज के लिए आपका {{appName}} सेशन चाहिए। इसे ऐप से दोबारा खोलें।',
  notFoundTitle: 'पेज नहीं मिला',
  notFoundBody: 'यह पेज मौजूद नहीं है या अभी उपलब्ध नहीं है।',
  privacyNotice: 'गोपनीयता सूचना',
  privacyNoticeOf: 'गोपनीयता सूचना {{version}}',
  lender: {
    lender: 'ऋणदाता: {{name}}',
    payee: 'यह भुगतान ऋणदाता को जाता है: {{name}}',
    rbi: 'RBI पंजीकरण प्रमाणपत्र {{number}}',
    ojk: 'OJK लाइसेंस {{number}}',
    directory: 'RBI की डिजिटल लोन ऐप सूची में दर्ज (यह सूची में नाम है, RBI की मंज़ूरी नहीं)',
    grievance: 'शिकायत निवारण अधिकारी: {{name}},',
    sites: 'हमारे ऋणदाता',
    website: 'उसके डिजिटल लोन, ऐप और सेवा देने वाले',
    care: 'उसकी ग्राहक सेवा और शिकायतें',
    privacy: 'उसकी गोपनीयता नीति',
    agents: 'वसूली एजेंट: {{names}}',
    noAgents: 'वसूली एजेंट: कोई नहीं',
    agentsLink: 'हमारे ऋणदाताओं के वसूली एजेंट',
  },
};

export default texts;
