/** Italian (docs/translations.md): every section of `en.ts`, same keys; the visitor is addressed as «tu». */
import type { About } from '../../../core/protocol/languages.ts';
import type { Translation } from '../texts.ts';

/** What this file is: its code (in `LANGS`), writing direction (by `RTL_LANGS`) and name. */
export const about = { code: 'it', dir: 'ltr', name: 'Italiano' } as const satisfies About<'it'>;

export const launcher: Translation<'launcher'> = {
  assistantName: 'Sofia',
  launcherVoice: 'Chiama {assistant}',
  launcherChat: 'Scrivi a {assistant}',
  launcherHybrid: 'Parla con {assistant}',
  loadFailed:
    'Non è stato possibile aprire l’assistente. Controlla la connessione e premi di nuovo.',
  teaserClose: 'Chiudi',
};

export const button: Translation<'button'> = {
  callIdle: 'Premi il pulsante e parla con {assistant}',
  callConnecting: 'Connessione in corso…',
  callConnected: 'Connesso – premi per riagganciare',
  callSpeaking: 'Sta parlando…',
  callReconnecting: 'Riconnessione in corso…',
  liveNeedsScript:
    'La chiamata dal vivo richiede JavaScript: attivalo nel browser per parlare con {assistant}.',
  precheckStart: 'Prova microfono e connessione',
};

export const sheet: Translation<'sheet'> = {
  suggestionsLabel: 'Suggerimenti per iniziare',
  tapToContinue: 'Tocca per continuare la chiamata',
  unreadCount: {
    one: '{max} nuovo messaggio',
    many: '{max} nuovi messaggi',
    other: '{max} nuovi messaggi',
  },
  greeting:
    'Ciao, sono {assistant}. Scrivimi o premi «Chiama» per parlare con me. Come posso aiutarti?',
  close: 'Chiudi',
  newConversation: 'Nuova conversazione',
  logLabel: 'Conversazione con {assistant}',
  callStart: 'Chiama',
  hangUp: 'Riaggancia',
  sheetConnecting: 'Connessione in corso…',
  inCall: 'In chiamata',
  chatPlaceholder: 'Scrivi un messaggio…',
  callPlaceholder: 'Scrivi durante la chiamata…',
  waitingPlaceholder: 'Avvio della chiamata…',
  interrupted: 'Risposta interrotta.',
  chatNotSent: 'Non inviato.',
  writeInstead: 'Preferisco scrivere',
  chatByVoice: 'in chiamata',
  typing: '{assistant} sta scrivendo…',
  consentChat:
    'I tuoi messaggi vengono elaborati per aiutarti. Accetti di scrivere con l’assistente virtuale?',
  acceptChat: 'Accetta',
  chatRecapTitle: 'Riepilogo della conversazione',
  languageLabel: 'Lingua',
};

export const panel: Translation<'panel'> = {
  orbIdle: 'Chiamata non avviata',
  orbConnecting: 'Connessione…',
  orbListening: 'In ascolto',
  orbThinking: '{assistant} sta pensando…',
  orbSpeaking: '{assistant} sta parlando',
  quickRepliesLabel: 'Risposte suggerite',
  echoHint: 'Usi gli altoparlanti? Con le cuffie, {assistant} non sentirà più la propria voce.',
  panelLabel: 'Conversazione dal vivo',
  transcriptLabel: 'Trascrizione della chiamata',
  you: 'Tu',
  empty: 'La trascrizione apparirà qui.',
  mute: 'Disattiva il microfono',
  unmute: 'Riattiva il microfono',
  inputLabel: 'Scrivi un messaggio',
  inputPlaceholder: 'Scrivi la tua risposta…',
  send: 'Invia',
  levelAssistant: 'Volume di {assistant}',
  levelMic: 'Il tuo microfono',
  timerLabel: 'Durata',
  micSelect: 'Microfono',
  speakerSelect: 'Altoparlante',
  speakerDefault: 'Altoparlante predefinito',
  speakerLabelsHidden: 'I nomi degli altoparlanti compaiono dopo che hai consentito il microfono.',
  speakerLost: 'L’altoparlante è stato scollegato: l’audio continua da quello predefinito.',
  hold: 'Metti in attesa',
  onHold: 'In attesa',
  connectionGood: 'Connessione: buona',
  connectionFair: 'Connessione: discreta',
  connectionPoor: 'Connessione: scarsa',
  connectionLost: 'Connessione: persa',
  connectionWeak:
    'Connessione debole: avvicinati al Wi-Fi o chiudi le altre app che usano la rete.',
  connectionNone:
    'Nessuna connessione al momento: controlla il Wi-Fi o i dati mobili. La chiamata riprende quando torna.',
  talkHold: 'Tieni premuto per parlare',
  talkHeld: 'Ti ascolto… rilascia per terminare',
  talkMode: 'Premi per parlare',
  micHint:
    'Non ti sentiamo. Controlla che il microfono sia collegato e non disattivato, oppure scegline un altro.',
  typedOnly: 'Questo assistente offline non capisce la voce: scrivi le tue risposte qui sotto.',
  reconnecting: 'Riconnessione in corso…',
  reconnectAttempt: 'tentativo {n}',
  resumeAudio: 'Tocca per continuare la chiamata',
  pendingSend: 'In attesa: verrà inviato quando la chiamata si sarà riconnessa',
  notSent: 'Non inviato: la chiamata è terminata prima di riconnettersi',
  consentTitle: 'Prima di iniziare',
  consentText:
    'La chiamata usa il tuo microfono e la conversazione viene elaborata per aiutarti. Accetti di parlare con l’assistente virtuale?',
  accept: 'Accetta e chiama',
  decline: 'Non ora',
  retry: 'Riprova',
  dismiss: 'Chiudi',
  recapTitle: 'Riepilogo della chiamata',
  recapDate: 'Data',
  recapTime: 'Ora',
  recapDuration: 'Durata',
  recapName: 'Nome',
  recapPhone: 'Telefono',
  recapNeed: 'Richiesta',
  recapStatus: 'Stato',
  recapLatency: 'Attesa tipica di una risposta',
  precheckRunning: 'Prova in corso… di’ qualche parola',
  precheckMicOk: 'Microfono: ti sentiamo.',
  precheckMicSilent:
    'Non ti sentiamo: controlla che sia scelto il microfono giusto e che non sia disattivato.',
  precheckMicDenied:
    'Il microfono è bloccato: consentilo per questo sito nel browser, poi riprova.',
  precheckMicMissing: 'Nessun microfono trovato: collegane uno, poi riprova.',
  precheckOutputOk: 'Audio: il tuo dispositivo può riprodurre suoni.',
  precheckOutputNone:
    'Impossibile riprodurre l’audio: collega altoparlanti o cuffie e controlla il volume.',
  precheckNetGood: 'Connessione: buona ({rtt}).',
  precheckNetFair:
    'Connessione: discreta ({rtt}); le risposte potrebbero arrivare con un po’ di ritardo.',
  precheckNetPoor: 'Connessione: debole ({rtt}); avvicinati al Wi‑Fi o chiudi altri download.',
  precheckNetLost:
    'Non riusciamo a raggiungere il servizio: controlla la connessione a Internet e riprova.',
  statusLead: 'Dati registrati',
  statusEnded: 'Chiamata terminata',
  statusFailed: 'Non è stato possibile avviare la chiamata',
  statusLost: 'Connessione persa',
  byVoice: '—',
  download: 'Scarica la trascrizione (.txt)',
  transcriptHeader: 'Trascrizione della chiamata con {assistant} del {date} alle {time}',
  toolRunning: 'Ci sto lavorando: {tool}…',
  toolDone: 'Fatto',
  toolFailed: 'Impossibile completare',
  toolTask: 'una richiesta',
};

export const errors: Translation<'errors'> = {
  micMissing: 'Non abbiamo trovato nessun microfono. Collegane uno e premi Riprova.',
  micBusy: 'Un’altra app sta usando il microfono. Chiudila e premi Riprova.',
  micDeniedChromium:
    'Non abbiamo l’autorizzazione a usare il microfono. Fai clic sull’icona del lucchetto accanto all’indirizzo, attiva «Microfono» e premi Riprova.',
  micDeniedSafari:
    'Non abbiamo l’autorizzazione a usare il microfono. In Safari apri Impostazioni per questo sito web (menu Safari), consenti il microfono e premi Riprova.',
  micDeniedFirefox:
    'Non abbiamo l’autorizzazione a usare il microfono. Fai clic sull’icona del microfono barrato accanto all’indirizzo, rimuovi il blocco e premi Riprova.',
  micDeniedOther:
    'Non abbiamo l’autorizzazione a usare il microfono. Consenti il microfono per questa pagina nelle impostazioni del browser e premi Riprova.',
  unreachable:
    'Non riusciamo a raggiungere il servizio di chiamata. Controlla la connessione a Internet e riprova.',
  badKey:
    'Questo sito non è autorizzato a effettuare chiamate (chiave pubblica non valida). Avvisa il gestore del sito.',
  unknownAssistant:
    'Questo assistente non esiste o non è più disponibile. Avvisa il gestore del sito.',
  busy: 'Il servizio è sovraccarico in questo momento. Attendi un minuto e riprova.',
  joinTimeout:
    'La chiamata ha impiegato troppo tempo a connettersi. Controlla la connessione e riprova.',
  callDropped: 'La chiamata si è interrotta a causa di un errore. Puoi richiamare.',
  connectionLost:
    'La connessione alla chiamata si è interrotta. Controlla la connessione a Internet e richiama.',
  playbackBlocked: 'Il browser ha bloccato l’audio. Premi Riprova per richiamare.',
  noAudioOutput:
    'Il browser non riesce a riprodurre l’audio: non trova altoparlanti né cuffie. Collega o accendi altoparlanti o cuffie e premi Riprova.',
  unknownError: 'Si è verificato un problema con la chiamata. Riprova.',
  inputEmpty: 'Scrivi qualcosa prima di inviare.',
  inputTooLong: {
    one: 'Il messaggio è troppo lungo: accorcialo a {max} carattere al massimo.',
    many: 'Il messaggio è troppo lungo: accorcialo a {max} di caratteri al massimo.',
    other: 'Il messaggio è troppo lungo: accorcialo a {max} caratteri al massimo.',
  },
  inputNotConfigured:
    'Questo sito non ha ancora configurato l’assistente (manca la chiave pubblica). Avvisa il gestore del sito.',
  inputNoCall: 'La chiamata non è più attiva: il tuo messaggio non è stato inviato.',
  inputQueueFull:
    'Stiamo ricollegando la chiamata e ci sono già troppi messaggi in attesa. Aspetta che la connessione torni e invia di nuovo questo messaggio.',
};

export const privacy: Translation<'privacy'> = {
  feedbackTitle: 'Com’è andata questa conversazione?',
  feedbackUp: 'Mi è piaciuta',
  feedbackDown: 'Non mi è piaciuta',
  feedbackComment: 'Commento (facoltativo)',
  feedbackCount: {
    one: '{n}/{max} carattere',
    many: '{n}/{max} di caratteri',
    other: '{n}/{max} caratteri',
  },
  feedbackSend: 'Invia valutazione',
  feedbackSkip: 'Salta',
  feedbackThanks: 'Grazie per la tua valutazione!',
  feedbackFailed:
    'Non siamo riusciti a inviare la tua valutazione. Controlla la connessione e premi di nuovo «Invia valutazione», oppure salta questo passaggio.',
  forget: 'Dimentica questa conversazione',
  forgetQuestion:
    'Vuoi dimenticare questa conversazione? La cronologia e le scelte salvate in questo browser verranno eliminate e la sessione di chat verrà chiusa.',
  forgetConfirm: 'Sì, dimenticala',
  forgetCancel: 'Annulla',
  forgotten: 'Conversazione dimenticata: in questo browser non resta salvato nulla.',
};
