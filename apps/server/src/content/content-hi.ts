/**
 * Hindi (decision 068; words from docs/hindi-glossary.md) for the content the seed writes in
 * India's English: product labels, tags and descriptions (demo-products.ts), complaint types
 * (care-types.ts), the chatbot's topics, questions and answers (care-faq.ts), agreement
 * titles (demo-agreements.ts) and the promotion landing's offer (seed/demo-templates.ts). Read
 * like the staff's Chinese (content-zh.ts): looked up by the stored text, so a row an operator
 * rewrote shows as they wrote it. The agreements' own paragraphs stay in English: they are the
 * legal text the lender signs.
 */
export const contentHi: Record<string, string> = {
  // Product card labels.
  'Apply now': 'अभी आवेदन करें',
  'Amount range': 'रकम की सीमा',
  // Product tags.
  'Low interest': 'कम ब्याज',
  'Approval in 10 min': '10 मिनट में मंज़ूरी',
  'First loan': 'पहला लोन',
  'No collateral': 'बिना गिरवी',
  'EMI 3–12 months': '3–12 महीने की EMI',
  'Up to ₹80,000': '₹80,000 तक',
  '24×7 disbursal': 'चौबीसों घंटे रकम',
  Paperless: 'बिना कागज़ी काम',
  'No hidden fees': 'कोई छिपी फ़ीस नहीं',
  'Early repayment': 'पहले चुकाने की सुविधा',
  'Repeat customers': 'पुराने ग्राहक',
  'Quick top-up': 'जल्दी टॉप-अप',
  // Product descriptions.
  'Salary-backed personal loan. Money in your bank account within 2 hours.':
    'तनख्वाह के आधार पर पर्सनल लोन। 2 घंटे के अंदर पैसा आपके बैंक खाते में।',
  'Small first loans for new borrowers. Only PAN and Aadhaar needed.':
    'नए उधारकर्ताओं के लिए छोटे पहले लोन। सिर्फ़ PAN और आधार चाहिए।',
  'Borrow more and repay in easy monthly instalments for salaried professionals.':
    'नौकरीपेशा लोगों के लिए ज़्यादा उधार, आसान मासिक किस्तों में चुकाएँ।',
  'Instant cash for emergencies, medical bills and travel. Fully digital.':
    'इमरजेंसी, इलाज के बिल और यात्रा के लिए तुरंत पैसा। पूरी तरह डिजिटल।',
  'Transparent pricing with no hidden charges. Repay early after half the term.':
    'साफ़ कीमत, कोई छिपा शुल्क नहीं। आधी अवधि के बाद पहले चुका सकते हैं।',
  'Quick top-up loans for existing customers with a good repayment record.':
    'अच्छे भुगतान रिकॉर्ड वाले मौजूदा ग्राहकों के लिए जल्दी टॉप-अप लोन।',
  // Complaint types.
  'Collection calls and messages': 'वसूली के कॉल और संदेश',
  'Rude, abusive or threatening language': 'बदतमीज़ी, गाली या धमकी भरी भाषा',
  'My family, friends or employer were contacted': 'मेरे परिवार, दोस्तों या मालिक से संपर्क किया गया',
  'Calls before 8 am or after 7 pm': 'सुबह 8 बजे से पहले या शाम 7 बजे के बाद कॉल',
  'Caller did not say who they were': 'कॉल करने वाले ने अपनी पहचान नहीं बताई',
  'Another collection problem': 'वसूली की कोई और समस्या',
  'Payment made but not showing': 'भुगतान किया पर दिख नहीं रहा',
  'Fees, interest or charges': 'फ़ीस, ब्याज या शुल्क',
  'Loan application or disbursement': 'लोन का आवेदन या रकम मिलना',
  'My account or personal data': 'मेरा खाता या निजी जानकारी',
  'Something else or a suggestion': 'कुछ और या कोई सुझाव',
  // The chatbot's topics.
  Loans: 'लोन',
  Repayment: 'भुगतान',
  Account: 'खाता',
  Help: 'मदद',
  // The chatbot's questions and answers.
  'How long does approval take?': 'मंज़ूरी में कितना समय लगता है?',
  'Most applications are decided within 1 day. You can follow yours on the loan details page of your order.':
    'ज़्यादातर आवेदनों पर 1 दिन के अंदर फ़ैसला हो जाता है। आप अपने लोन के ब्योरे वाले पेज पर इसे देख सकते हैं।',
  'When will I receive the money?': 'मुझे पैसा कब मिलेगा?',
  'After approval the money is sent to your bank account and usually arrives within 1 to 3 days. If it has not arrived after 3 days, send us a complaint and choose that order.':
    'मंज़ूरी के बाद पैसा आपके बैंक खाते में भेजा जाता है और आमतौर पर 1 से 3 दिन में पहुँच जाता है। अगर 3 दिन बाद भी न पहुँचे, तो हमें शिकायत भेजें और वह लोन चुनें।',
  'Why was my application not approved?': 'मेरा आवेदन मंज़ूर क्यों नहीं हुआ?',
  'Each lender decides on its own criteria and does not share the details. You can apply to another product on the recommended list.':
    'हर ऋणदाता अपने नियमों से फ़ैसला करता है और उसका ब्योरा नहीं बताता। आप सुझाई गई सूची के किसी दूसरे लोन के लिए आवेदन कर सकते हैं।',
  'How do I repay my loan?': 'मैं अपना लोन कैसे चुकाऊँ?',
  'Open your loan and tap Repay now. You can pay by UPI, net banking, debit card or a saved card. The amount due is shown at the top of the page.':
    'अपना लोन खोलें और अभी चुकाएँ दबाएँ। आप UPI, नेट बैंकिंग, डेबिट कार्ड या सेव किए कार्ड से भुगतान कर सकते हैं। चुकाने की रकम पेज में सबसे ऊपर दिखती है।',
  'I paid but my loan still shows as due': 'मैंने भुगतान कर दिया पर लोन अब भी बकाया दिख रहा है',
  'Payments usually show within a few minutes. If yours is still missing after 2 hours, tap Contact support below, choose "Payment made but not showing" and attach the payment receipt or bank SMS.':
    'भुगतान आमतौर पर कुछ मिनटों में दिख जाता है। अगर 2 घंटे बाद भी न दिखे, तो नीचे सहायता से संपर्क दबाएँ, "भुगतान किया पर दिख नहीं रहा" चुनें और भुगतान की रसीद या बैंक का SMS जोड़ें।',
  'Can I extend my due date?': 'क्या मैं अपनी देय तारीख आगे बढ़ा सकता/सकती हूँ?',
  'Some products offer an extension for a fee. When yours does, your loan shows Apply for an extension under Repay now.':
    'कुछ लोन में फ़ीस देकर अवधि बढ़ाई जा सकती है। अगर आपके लोन में यह सुविधा है, तो अभी चुकाएँ के नीचे अवधि बढ़ाने का आवेदन करें दिखता है।',
  'How do I change my phone number?': 'मैं अपना फ़ोन नंबर कैसे बदलूँ?',
  'For your security the phone number cannot be changed in the app. Send us a complaint of the type "My account or personal data" and we will guide you.':
    'आपकी सुरक्षा के लिए ऐप में फ़ोन नंबर नहीं बदला जा सकता। हमें "मेरा खाता या निजी जानकारी" प्रकार की शिकायत भेजें, हम आपको बताएँगे।',
  'How is my personal data used?': 'मेरी निजी जानकारी का इस्तेमाल कैसे होता है?',
  'We use your data only to process your loan, as the privacy policy explains. You can ask to see, correct or delete it by sending us a complaint.':
    'हम आपका डेटा सिर्फ़ आपके लोन की कार्रवाई के लिए इस्तेमाल करते हैं, जैसा गोपनीयता नीति में बताया गया है। हमें शिकायत भेजकर आप इसे देखने, ठीक करने या मिटाने को कह सकते हैं।',
  'I want to file a complaint': 'मैं शिकायत करना चाहता/चाहती हूँ',
  'Tap Contact support below, tell us what happened and attach any screenshots or recordings. We reply within 3 working days.':
    'नीचे सहायता से संपर्क दबाएँ, बताएँ क्या हुआ और कोई स्क्रीनशॉट या रिकॉर्डिंग हो तो जोड़ें। हम 3 कामकाजी दिनों में जवाब देते हैं।',
  'How do I escalate a complaint?': 'शिकायत आगे कैसे ले जाऊँ?',
  'If our answer does not resolve your complaint, write to our grievance officer (see Customer service). If it is still not resolved within 30 days, you can complain to the RBI Ombudsman at cms.rbi.org.in.':
    'अगर हमारे जवाब से आपकी शिकायत हल नहीं होती, तो हमारे शिकायत निवारण अधिकारी को लिखें (ग्राहक सेवा देखें)। अगर 30 दिन में भी हल न हो, तो आप cms.rbi.org.in पर RBI लोकपाल से शिकायत कर सकते हैं।',
  // Agreement titles.
  'Loan Agreement': 'लोन अनुबंध',
  'Key Fact Statement': 'मुख्य तथ्य विवरण (KFS)',
  // The promotion landing's offer (seed/demo-templates.ts): the operators' words, and the
  // registration notice under the form, whole.
  'Instant personal loans up to ₹80,000': '₹80,000 तक का पर्सनल लोन, तुरंत',
  'From ₹2,000 to ₹80,000, in your bank account within 2 hours. For salaried people earning ₹12,000 a month or more.':
    '₹2,000 से ₹80,000 तक, 2 घंटे के अंदर आपके बैंक खाते में। हर महीने ₹12,000 या उससे ज़्यादा तनख्वाह पाने वालों के लिए।',
  'Registration agreement and privacy notice': 'रजिस्ट्रेशन अनुबंध और गोपनीयता सूचना',
  'By registering you ask Tenor to create an account for this mobile number so that you can apply for loans offered by our lending partners in the app.\n\nWe use your number to send you one-time codes and messages about your account. Under the Digital Personal Data Protection Act 2023 you may ask us at any time what we hold about you, have it corrected or erased, and withdraw this consent.\n\nLoans are for adults resident in India only. Taking a code from someone else or registering another person’s number is not allowed.':
    'रजिस्ट्रेशन करके आप Tenor से इस मोबाइल नंबर के लिए खाता बनाने को कहते हैं, ताकि आप ऐप में हमारे ऋणदाता साझेदारों के लोन के लिए आवेदन कर सकें।\n\nआपके नंबर पर हम एक बार इस्तेमाल होने वाले कोड और आपके खाते से जुड़े संदेश भेजते हैं। डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम 2023 के तहत आप कभी भी हमसे पूछ सकते हैं कि हमारे पास आपकी कौन-सी जानकारी है, उसे ठीक करवा सकते हैं या मिटवा सकते हैं, और यह सहमति वापस ले सकते हैं।\n\nलोन सिर्फ़ भारत में रहने वाले वयस्कों के लिए हैं। किसी और से कोड लेना या किसी दूसरे व्यक्ति का नंबर रजिस्टर करना मना है।',
};
