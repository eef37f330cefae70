/**
 * Hindi (docs/translations.md): every section of `en.ts`, same keys. Verbs whose form would follow
 * the assistant's gender use the respectful plural or a neutral turn: a partner may rename the
 * assistant.
 */
import type { About } from '../../../core/protocol/languages.ts';
import type { Translation } from '../texts.ts';

/** What this file is: its code (in `LANGS`), writing direction (by `RTL_LANGS`) and name. */
export const about = { code: 'hi', dir: 'ltr', name: 'हिन्दी' } as const satisfies About<'hi'>;

export const launcher: Translation<'launcher'> = {
  assistantName: 'सोफ़िया',
  launcherVoice: '{assistant} को कॉल करें',
  launcherChat: '{assistant} को मैसेज करें',
  launcherHybrid: '{assistant} से बात करें',
  loadFailed: 'असिस्टेंट नहीं खुल सका। अपना कनेक्शन जाँचें और फिर से दबाएँ।',
  teaserClose: 'बंद करें',
};

export const button: Translation<'button'> = {
  callIdle: 'बटन दबाएँ और {assistant} से बात करें',
  callConnecting: 'कनेक्ट हो रहा है…',
  callConnected: 'कनेक्ट हो गया – कॉल काटने के लिए दबाएँ',
  callSpeaking: 'बोल रहे हैं…',
  callReconnecting: 'फिर से कनेक्ट हो रहा है…',
  liveNeedsScript:
    'लाइव कॉल के लिए JavaScript ज़रूरी है: {assistant} से बात करने के लिए अपने ब्राउज़र में इसे चालू करें।',
  precheckStart: 'माइक्रोफ़ोन और कनेक्शन जाँचें',
};

export const sheet: Translation<'sheet'> = {
  suggestionsLabel: 'शुरू करने के सुझाव',
  tapToContinue: 'कॉल जारी रखने के लिए टैप करें',
  unreadCount: {
    one: '{max} नया संदेश',
    other: '{max} नए संदेश',
  },
  greeting:
    'नमस्ते, मैं {assistant} हूँ। मुझे लिखें या बात करने के लिए “कॉल करें” दबाएँ। बताइए, मैं आपकी क्या मदद करूँ?',
  close: 'बंद करें',
  newConversation: 'नई बातचीत',
  logLabel: '{assistant} के साथ बातचीत',
  callStart: 'कॉल करें',
  hangUp: 'कॉल काटें',
  sheetConnecting: 'कनेक्ट हो रहा है…',
  inCall: 'कॉल पर',
  chatPlaceholder: 'मैसेज लिखें…',
  callPlaceholder: 'कॉल के दौरान लिखें…',
  waitingPlaceholder: 'कॉल कनेक्ट हो रही है…',
  interrupted: 'जवाब बीच में रुक गया।',
  chatNotSent: 'नहीं भेजा गया।',
  writeInstead: 'इसके बजाय लिखें',
  chatByVoice: 'कॉल में',
  typing: '{assistant} लिख रहे हैं…',
  consentChat:
    'आपकी मदद के लिए आपके मैसेज प्रोसेस किए जाते हैं। क्या आप वर्चुअल असिस्टेंट से लिखकर बात करने के लिए सहमत हैं?',
  acceptChat: 'स्वीकार करें',
  chatRecapTitle: 'आपकी बातचीत का नतीजा',
  languageLabel: 'भाषा',
};

export const panel: Translation<'panel'> = {
  orbIdle: 'कॉल शुरू नहीं हुई',
  orbConnecting: 'कनेक्ट हो रहा है…',
  orbListening: 'सुन रहे हैं',
  orbThinking: '{assistant} सोच रही है…',
  orbSpeaking: '{assistant} बोल रही है',
  quickRepliesLabel: 'सुझाए गए जवाब',
  echoHint:
    'क्या आप स्पीकर इस्तेमाल कर रहे हैं? हेडफ़ोन लगाने से {assistant} की आवाज़ दोबारा माइक्रोफ़ोन में नहीं जाएगी।',
  panelLabel: 'लाइव बातचीत',
  transcriptLabel: 'कॉल का ट्रांसक्रिप्ट',
  you: 'आप',
  empty: 'ट्रांसक्रिप्ट यहाँ दिखेगा।',
  mute: 'माइक्रोफ़ोन म्यूट करें',
  unmute: 'माइक्रोफ़ोन अनम्यूट करें',
  inputLabel: 'मैसेज लिखें',
  inputPlaceholder: 'अपना जवाब लिखें…',
  send: 'भेजें',
  levelAssistant: '{assistant} का वॉल्यूम',
  levelMic: 'आपका माइक्रोफ़ोन',
  timerLabel: 'अवधि',
  micSelect: 'माइक्रोफ़ोन',
  speakerSelect: 'स्पीकर',
  speakerDefault: 'डिफ़ॉल्ट स्पीकर',
  speakerLabelsHidden: 'माइक्रोफ़ोन की अनुमति देने के बाद स्पीकर के नाम दिखेंगे।',
  speakerLost: 'आपका स्पीकर डिस्कनेक्ट हो गया: ऑडियो डिफ़ॉल्ट स्पीकर पर चलता रहेगा।',
  hold: 'होल्ड करें',
  onHold: 'होल्ड पर',
  connectionGood: 'कनेक्शन: अच्छा',
  connectionFair: 'कनेक्शन: ठीक-ठाक',
  connectionPoor: 'कनेक्शन: कमज़ोर',
  connectionLost: 'कनेक्शन: टूट गया',
  connectionWeak: 'कमज़ोर कनेक्शन: अपने Wi-Fi के पास जाएँ या नेटवर्क इस्तेमाल करने वाले दूसरे ऐप बंद करें।',
  connectionNone: 'अभी कनेक्शन नहीं है: अपना Wi-Fi या मोबाइल डेटा जाँचें। कनेक्शन लौटते ही कॉल जारी रहेगी।',
  talkHold: 'बोलने के लिए दबाकर रखें',
  talkHeld: 'सुना जा रहा है… खत्म करने के लिए छोड़ें',
  talkMode: 'दबाकर बोलें',
  micHint: 'हमें आपकी आवाज़ नहीं आ रही। देखें कि माइक्रोफ़ोन लगा है और म्यूट नहीं है, या कोई दूसरा माइक्रोफ़ोन चुनें।',
  typedOnly: 'यह ऑफ़लाइन असिस्टेंट बोली गई बात नहीं समझता: अपने जवाब नीचे लिखें।',
  reconnecting: 'फिर से कनेक्ट हो रहा है…',
  reconnectAttempt: 'प्रयास {n}',
  resumeAudio: 'कॉल जारी रखने के लिए टैप करें',
  pendingSend: 'भेजना बाकी: कॉल फिर से कनेक्ट होते ही भेजा जाएगा',
  notSent: 'नहीं भेजा गया: कॉल फिर से कनेक्ट होने से पहले खत्म हो गई',
  consentTitle: 'शुरू करने से पहले',
  consentText:
    'कॉल में आपके माइक्रोफ़ोन का इस्तेमाल होता है और आपकी मदद के लिए बातचीत प्रोसेस की जाती है। क्या आप वर्चुअल असिस्टेंट से बात करने के लिए सहमत हैं?',
  accept: 'स्वीकार करें और कॉल करें',
  decline: 'अभी नहीं',
  retry: 'फिर से कोशिश करें',
  dismiss: 'बंद करें',
  recapTitle: 'आपकी कॉल का नतीजा',
  recapDate: 'तारीख',
  recapTime: 'समय',
  recapDuration: 'अवधि',
  recapName: 'नाम',
  recapPhone: 'फ़ोन',
  recapNeed: 'ज़रूरत',
  recapStatus: 'स्थिति',
  recapLatency: 'जवाब के लिए सामान्य इंतज़ार',
  precheckRunning: 'जाँच हो रही है… कुछ शब्द बोलें',
  precheckMicOk: 'माइक्रोफ़ोन: हम आपको सुन पा रहे हैं।',
  precheckMicSilent: 'हम आपको सुन नहीं पा रहे: देखें कि सही माइक्रोफ़ोन चुना गया है और म्यूट नहीं है।',
  precheckMicDenied: 'माइक्रोफ़ोन ब्लॉक है: अपने ब्राउज़र में इस साइट के लिए इसकी अनुमति दें, फिर दोबारा जाँचें।',
  precheckMicMissing: 'कोई माइक्रोफ़ोन नहीं मिला: एक जोड़ें, फिर दोबारा जाँचें।',
  precheckOutputOk: 'आवाज़: आपका डिवाइस ऑडियो चला सकता है।',
  precheckOutputNone: 'आवाज़ नहीं चल सकती: स्पीकर या हेडफ़ोन जोड़ें और वॉल्यूम देखें।',
  precheckNetGood: 'कनेक्शन: अच्छा ({rtt})।',
  precheckNetFair: 'कनेक्शन: ठीक-ठाक ({rtt}); जवाब थोड़ी देर से आ सकते हैं।',
  precheckNetPoor: 'कनेक्शन: कमज़ोर ({rtt}); Wi‑Fi के पास जाएँ या दूसरे डाउनलोड बंद करें।',
  precheckNetLost: 'हम सेवा तक नहीं पहुँच पा रहे: अपना इंटरनेट कनेक्शन देखें और दोबारा जाँचें।',
  statusLead: 'जानकारी दर्ज हो गई',
  statusEnded: 'कॉल खत्म हुई',
  statusFailed: 'कॉल शुरू नहीं हो सकी',
  statusLost: 'कनेक्शन टूट गया',
  byVoice: '—',
  download: 'ट्रांसक्रिप्ट डाउनलोड करें (.txt)',
  transcriptHeader: '{assistant} के साथ कॉल का ट्रांसक्रिप्ट, {date} {time}',
  toolRunning: 'इस पर काम जारी है: {tool}…',
  toolDone: 'हो गया',
  toolFailed: 'पूरा नहीं हो सका',
  toolTask: 'एक अनुरोध',
};

export const errors: Translation<'errors'> = {
  micMissing: 'कोई माइक्रोफ़ोन नहीं मिला। माइक्रोफ़ोन लगाएँ और “फिर से कोशिश करें” दबाएँ।',
  micBusy: 'कोई दूसरा ऐप माइक्रोफ़ोन इस्तेमाल कर रहा है। उसे बंद करें और “फिर से कोशिश करें” दबाएँ।',
  micDeniedChromium:
    'हमें माइक्रोफ़ोन इस्तेमाल करने की अनुमति नहीं है। पते के पास लॉक आइकन पर क्लिक करें, “माइक्रोफ़ोन” चालू करें और “फिर से कोशिश करें” दबाएँ।',
  micDeniedSafari:
    'हमें माइक्रोफ़ोन इस्तेमाल करने की अनुमति नहीं है। Safari में इस वेबसाइट की सेटिंग्स खोलें (Safari मेन्यू), माइक्रोफ़ोन की अनुमति दें और “फिर से कोशिश करें” दबाएँ।',
  micDeniedFirefox:
    'हमें माइक्रोफ़ोन इस्तेमाल करने की अनुमति नहीं है। पते के पास कटे हुए माइक्रोफ़ोन वाले आइकन पर क्लिक करें, रोक हटाएँ और “फिर से कोशिश करें” दबाएँ।',
  micDeniedOther:
    'हमें माइक्रोफ़ोन इस्तेमाल करने की अनुमति नहीं है। अपने ब्राउज़र की सेटिंग्स में इस पेज के लिए माइक्रोफ़ोन की अनुमति दें और “फिर से कोशिश करें” दबाएँ।',
  unreachable: 'कॉल सेवा से संपर्क नहीं हो पा रहा है। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  badKey: 'इस साइट को कॉल करने की अनुमति नहीं है (अमान्य पब्लिक की)। कृपया साइट के मालिक को बताएँ।',
  unknownAssistant: 'यह असिस्टेंट मौजूद नहीं है या अब उपलब्ध नहीं है। कृपया साइट के मालिक को बताएँ।',
  busy: 'सेवा अभी व्यस्त है। एक मिनट रुकें और फिर से कोशिश करें।',
  joinTimeout: 'कॉल कनेक्ट होने में बहुत देर लगी। अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
  callDropped: 'किसी गड़बड़ी की वजह से कॉल कट गई। आप फिर से कॉल कर सकते हैं।',
  connectionLost: 'कॉल का कनेक्शन टूट गया। अपना इंटरनेट कनेक्शन जाँचें और फिर से कॉल करें।',
  playbackBlocked: 'ब्राउज़र ने ऑडियो रोक दिया। फिर से कॉल करने के लिए “फिर से कोशिश करें” दबाएँ।',
  noAudioOutput:
    'आपका ब्राउज़र आवाज़ नहीं चला पा रहा: उसे कोई स्पीकर या हेडफ़ोन नहीं मिला। स्पीकर या हेडफ़ोन लगाएँ या चालू करें और “फिर से कोशिश करें” दबाएँ।',
  unknownError: 'कॉल में कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  inputEmpty: 'भेजने से पहले कुछ लिखें।',
  inputTooLong: {
    one: 'मैसेज बहुत लंबा है: इसे छोटा करके ज़्यादा से ज़्यादा {max} अक्षर का करें।',
    other: 'मैसेज बहुत लंबा है: इसे छोटा करके ज़्यादा से ज़्यादा {max} अक्षरों का करें।',
  },
  inputNotConfigured:
    'इस साइट ने अभी असिस्टेंट सेट अप नहीं किया है (पब्लिक की मौजूद नहीं है)। कृपया साइट के मालिक को बताएँ।',
  inputNoCall: 'कॉल अब चालू नहीं है: आपका मैसेज नहीं भेजा गया।',
  inputQueueFull:
    'हम कॉल फिर से कनेक्ट कर रहे हैं और बहुत सारे मैसेज पहले से भेजे जाने के इंतज़ार में हैं। कनेक्शन वापस आने तक रुकें और फिर यह मैसेज दोबारा भेजें।',
};

export const privacy: Translation<'privacy'> = {
  feedbackTitle: 'यह बातचीत कैसी रही?',
  feedbackUp: 'मुझे पसंद आई',
  feedbackDown: 'मुझे पसंद नहीं आई',
  feedbackComment: 'टिप्पणी (वैकल्पिक)',
  feedbackCount: { one: '{n}/{max} अक्षर', other: '{n}/{max} अक्षर' },
  feedbackSend: 'रेटिंग भेजें',
  feedbackSkip: 'छोड़ें',
  feedbackThanks: 'रेटिंग देने के लिए धन्यवाद!',
  feedbackFailed: 'आपकी रेटिंग नहीं भेजी जा सकी। अपना कनेक्शन जाँचें और “रेटिंग भेजें” फिर से दबाएँ, या इसे छोड़ दें।',
  forget: 'यह बातचीत मिटाएँ',
  forgetQuestion:
    'यह बातचीत मिटाएँ? इस ब्राउज़र में सेव किया गया इतिहास और आपकी चुनी हुई सेटिंग्स हटा दी जाएँगी और चैट सेशन बंद हो जाएगा।',
  forgetConfirm: 'हाँ, मिटाएँ',
  forgetCancel: 'रद्द करें',
  forgotten: 'बातचीत मिटा दी गई: इस ब्राउज़र में अब कुछ भी सेव नहीं है।',
};
