/** Romanian (docs/translations.md): every section of `en.ts`, same keys; the visitor is addressed formally („dumneavoastră”). */
import type { About } from '../../../core/protocol/languages.ts';
import type { Translation } from '../texts.ts';

/** What this file is: its code (in `LANGS`), writing direction (by `RTL_LANGS`) and name. */
export const about = { code: 'ro', dir: 'ltr', name: 'Română' } as const satisfies About<'ro'>;

export const launcher: Translation<'launcher'> = {
  assistantName: 'Sofia',
  launcherVoice: 'Apelați {assistant}',
  launcherChat: 'Trimiteți un mesaj către {assistant}',
  launcherHybrid: 'Vorbiți cu {assistant}',
  loadFailed: 'Asistentul nu s-a putut deschide. Verificați conexiunea și apăsați din nou.',
  teaserClose: 'Închide',
};

export const button: Translation<'button'> = {
  callIdle: 'Apăsați butonul și vorbiți cu {assistant}',
  callConnecting: 'Se conectează…',
  callConnected: 'Conectat – apăsați pentru a închide',
  callSpeaking: 'Vorbește…',
  callReconnecting: 'Se reconectează…',
  liveNeedsScript:
    'Apelul live necesită JavaScript: activați-l în browser pentru a vorbi cu {assistant}.',
  precheckStart: 'Testează microfonul și conexiunea',
};

export const sheet: Translation<'sheet'> = {
  suggestionsLabel: 'Sugestii pentru început',
  tapToContinue: 'Atingeți pentru a continua apelul',
  unreadCount: {
    one: '{max} mesaj nou',
    few: '{max} mesaje noi',
    other: '{max} de mesaje noi',
  },
  greeting:
    'Bună ziua, sunt {assistant}. Scrieți-mi sau apăsați „Apelați” pentru a vorbi cu mine. Cu ce vă pot ajuta?',
  close: 'Închideți',
  newConversation: 'Conversație nouă',
  logLabel: 'Conversație cu {assistant}',
  callStart: 'Apelați',
  hangUp: 'Închideți apelul',
  sheetConnecting: 'Se conectează…',
  inCall: 'În apel',
  chatPlaceholder: 'Scrieți un mesaj…',
  callPlaceholder: 'Scrieți în timpul apelului…',
  waitingPlaceholder: 'Se conectează apelul…',
  interrupted: 'Răspuns întrerupt.',
  chatNotSent: 'Netrimis.',
  writeInstead: 'Prefer să scriu',
  chatByVoice: 'în apel',
  typing: '{assistant} scrie…',
  consentChat:
    'Mesajele dumneavoastră sunt prelucrate pentru a vă putea ajuta. Sunteți de acord să conversați în scris cu asistentul virtual?',
  acceptChat: 'Sunt de acord',
  chatRecapTitle: 'Rezumatul conversației',
  languageLabel: 'Limbă',
};

export const panel: Translation<'panel'> = {
  orbIdle: 'Apelul nu a început',
  orbConnecting: 'Se conectează…',
  orbListening: 'Ascultă',
  orbThinking: '{assistant} se gândește…',
  orbSpeaking: '{assistant} vorbește',
  quickRepliesLabel: 'Răspunsuri sugerate',
  echoHint: 'Folosiți difuzoare? Cu căști, {assistant} nu își va mai auzi propria voce.',
  panelLabel: 'Conversație în direct',
  transcriptLabel: 'Transcrierea apelului',
  you: 'Dumneavoastră',
  empty: 'Transcrierea va apărea aici.',
  mute: 'Dezactivați microfonul',
  unmute: 'Activați microfonul',
  inputLabel: 'Scrieți un mesaj',
  inputPlaceholder: 'Scrieți răspunsul…',
  send: 'Trimiteți',
  levelAssistant: 'Volum: {assistant}',
  levelMic: 'Microfonul dumneavoastră',
  timerLabel: 'Durată',
  micSelect: 'Microfon',
  speakerSelect: 'Difuzor',
  speakerDefault: 'Difuzor implicit',
  speakerLabelsHidden: 'Numele difuzoarelor apar după ce permiteți accesul la microfon.',
  speakerLost: 'Difuzorul a fost deconectat: sunetul continuă prin difuzorul implicit.',
  hold: 'Pune în așteptare',
  onHold: 'În așteptare',
  connectionGood: 'Conexiune: bună',
  connectionFair: 'Conexiune: medie',
  connectionPoor: 'Conexiune: slabă',
  connectionLost: 'Conexiune: pierdută',
  connectionWeak:
    'Conexiune slabă: apropiați-vă de Wi-Fi sau închideți alte aplicații care folosesc rețeaua.',
  connectionNone:
    'Nicio conexiune acum: verificați Wi-Fi-ul sau datele mobile. Apelul continuă când revine.',
  talkHold: 'Țineți apăsat pentru a vorbi',
  talkHeld: 'Vă ascult… eliberați pentru a termina',
  talkMode: 'Apăsați pentru a vorbi',
  micHint:
    'Nu vă auzim. Verificați dacă microfonul este conectat și nu are sunetul dezactivat sau alegeți altul.',
  typedOnly: 'Acest asistent offline nu înțelege vorbirea: scrieți răspunsurile mai jos.',
  reconnecting: 'Se reconectează…',
  reconnectAttempt: 'încercarea {n}',
  resumeAudio: 'Atingeți pentru a continua apelul',
  pendingSend: 'În așteptare: va fi trimis când apelul se reconectează',
  notSent: 'Netrimis: apelul s-a încheiat înainte de reconectare',
  consentTitle: 'Înainte să începem',
  consentText:
    'Apelul folosește microfonul dumneavoastră, iar conversația este prelucrată pentru a vă putea ajuta. Sunteți de acord să vorbiți cu asistentul virtual?',
  accept: 'Sunt de acord și sun',
  decline: 'Nu acum',
  retry: 'Încercați din nou',
  dismiss: 'Închideți',
  recapTitle: 'Rezumatul apelului',
  recapDate: 'Data',
  recapTime: 'Ora',
  recapDuration: 'Durata',
  recapName: 'Nume',
  recapPhone: 'Telefon',
  recapNeed: 'Solicitare',
  recapStatus: 'Stare',
  recapLatency: 'Așteptarea obișnuită a unui răspuns',
  precheckRunning: 'Se testează… spune câteva cuvinte',
  precheckMicOk: 'Microfon: te auzim.',
  precheckMicSilent:
    'Nu te auzim: verifică dacă e ales microfonul potrivit și dacă nu e dezactivat.',
  precheckMicDenied:
    'Microfonul este blocat: permite-l pentru acest site în browser, apoi testează din nou.',
  precheckMicMissing: 'Nu am găsit niciun microfon: conectează unul, apoi testează din nou.',
  precheckOutputOk: 'Sunet: dispozitivul tău poate reda audio.',
  precheckOutputNone: 'Sunetul nu poate fi redat: conectează boxe sau căști și verifică volumul.',
  precheckNetGood: 'Conexiune: bună ({rtt}).',
  precheckNetFair: 'Conexiune: acceptabilă ({rtt}); răspunsurile pot întârzia puțin.',
  precheckNetPoor: 'Conexiune: slabă ({rtt}); apropie-te de Wi‑Fi sau oprește alte descărcări.',
  precheckNetLost:
    'Nu putem ajunge la serviciu: verifică conexiunea la internet și testează din nou.',
  statusLead: 'Date înregistrate',
  statusEnded: 'Apel încheiat',
  statusFailed: 'Apelul nu a putut porni',
  statusLost: 'Conexiune pierdută',
  byVoice: '—',
  download: 'Descărcați transcrierea (.txt)',
  transcriptHeader: 'Transcrierea apelului cu {assistant}, {date}, ora {time}',
  toolRunning: 'În curs: {tool}…',
  toolDone: 'Gata',
  toolFailed: 'Nu s-a putut finaliza',
  toolTask: 'o solicitare',
};

export const errors: Translation<'errors'> = {
  micMissing: 'Nu am găsit niciun microfon. Conectați unul și apăsați „Încercați din nou”.',
  micBusy: 'O altă aplicație folosește microfonul. Închideți-o și apăsați „Încercați din nou”.',
  micDeniedChromium:
    'Nu avem permisiunea de a folosi microfonul. Dați clic pe pictograma lacăt de lângă adresă, activați „Microfon” și apăsați „Încercați din nou”.',
  micDeniedSafari:
    'Nu avem permisiunea de a folosi microfonul. În Safari, deschideți Configurări pentru acest site web (meniul Safari), permiteți microfonul și apăsați „Încercați din nou”.',
  micDeniedFirefox:
    'Nu avem permisiunea de a folosi microfonul. Dați clic pe pictograma microfonului tăiat de lângă adresă, eliminați blocarea și apăsați „Încercați din nou”.',
  micDeniedOther:
    'Nu avem permisiunea de a folosi microfonul. Permiteți microfonul pentru această pagină din setările browserului și apăsați „Încercați din nou”.',
  unreachable:
    'Nu putem accesa serviciul de apeluri. Verificați conexiunea la internet și încercați din nou.',
  badKey:
    'Acest site nu are permisiunea de a efectua apeluri (cheie publică nevalidă). Vă rugăm să anunțați proprietarul site-ului.',
  unknownAssistant:
    'Acest asistent nu există sau nu mai este disponibil. Vă rugăm să anunțați proprietarul site-ului.',
  busy: 'Serviciul este supraîncărcat în acest moment. Așteptați un minut și încercați din nou.',
  joinTimeout: 'Conectarea apelului a durat prea mult. Verificați conexiunea și încercați din nou.',
  callDropped: 'Apelul s-a întrerupt din cauza unei erori. Puteți suna din nou.',
  connectionLost:
    'Conexiunea cu apelul s-a pierdut. Verificați conexiunea la internet și sunați din nou.',
  playbackBlocked: 'Browserul a blocat sunetul. Apăsați „Încercați din nou” pentru a suna din nou.',
  noAudioOutput:
    'Browserul nu poate reda sunetul: nu găsește difuzoare sau căști. Conectați sau porniți difuzoarele ori căștile și apăsați „Încercați din nou”.',
  unknownError: 'A apărut o problemă la apel. Încercați din nou.',
  inputEmpty: 'Scrieți ceva înainte de a trimite.',
  inputTooLong: {
    one: 'Mesajul este prea lung: scurtați-l la cel mult {max} caracter.',
    few: 'Mesajul este prea lung: scurtați-l la cel mult {max} caractere.',
    other: 'Mesajul este prea lung: scurtați-l la cel mult {max} de caractere.',
  },
  inputNotConfigured:
    'Acest site nu a configurat încă asistentul (lipsește cheia publică). Vă rugăm să anunțați proprietarul site-ului.',
  inputNoCall: 'Apelul nu mai este activ: mesajul dumneavoastră nu a fost trimis.',
  inputQueueFull:
    'Reconectăm apelul și prea multe mesaje așteaptă deja. Așteptați revenirea conexiunii și trimiteți din nou acest mesaj.',
};

export const privacy: Translation<'privacy'> = {
  feedbackTitle: 'Cum vi s-a părut această conversație?',
  feedbackUp: 'Mi-a plăcut',
  feedbackDown: 'Nu mi-a plăcut',
  feedbackComment: 'Comentariu (opțional)',
  feedbackCount: {
    one: '{n}/{max} caracter',
    few: '{n}/{max} caractere',
    other: '{n}/{max} de caractere',
  },
  feedbackSend: 'Trimiteți evaluarea',
  feedbackSkip: 'Omiteți',
  feedbackThanks: 'Vă mulțumim pentru evaluare!',
  feedbackFailed:
    'Nu am putut trimite evaluarea. Verificați conexiunea și apăsați din nou „Trimiteți evaluarea” sau omiteți acest pas.',
  forget: 'Uitați această conversație',
  forgetQuestion:
    'Uitați această conversație? Istoricul și alegerile salvate în acest browser vor fi șterse, iar sesiunea de chat va fi închisă.',
  forgetConfirm: 'Da, uitați-o',
  forgetCancel: 'Anulați',
  forgotten: 'Conversație uitată: nu a mai rămas nimic salvat în acest browser.',
};
