/** Swedish (docs/translations.md): every section of `en.ts`, same keys; the visitor is addressed as ”du”. */
import type { About } from '../../../core/protocol/languages.ts';
import type { Translation } from '../texts.ts';

/** What this file is: its code (in `LANGS`), writing direction (by `RTL_LANGS`) and name. */
export const about = { code: 'sv', dir: 'ltr', name: 'Svenska' } as const satisfies About<'sv'>;

export const launcher: Translation<'launcher'> = {
  assistantName: 'Sofia',
  launcherVoice: 'Ring {assistant}',
  launcherChat: 'Skriv till {assistant}',
  launcherHybrid: 'Prata med {assistant}',
  loadFailed: 'Assistenten kunde inte öppnas. Kontrollera din anslutning och tryck igen.',
  teaserClose: 'Stäng',
};

export const button: Translation<'button'> = {
  callIdle: 'Tryck på knappen och prata med {assistant}',
  callConnecting: 'Ansluter…',
  callConnected: 'Ansluten – tryck för att lägga på',
  callSpeaking: 'Pratar…',
  callReconnecting: 'Återansluter…',
  liveNeedsScript:
    'Livesamtalet kräver JavaScript: aktivera det i webbläsaren för att prata med {assistant}.',
  precheckStart: 'Testa mikrofon och anslutning',
};

export const sheet: Translation<'sheet'> = {
  suggestionsLabel: 'Förslag för att komma igång',
  tapToContinue: 'Tryck för att fortsätta samtalet',
  unreadCount: {
    one: '{max} nytt meddelande',
    other: '{max} nya meddelanden',
  },
  greeting:
    'Hej, jag heter {assistant}. Skriv till mig eller tryck på ”Ring” för att prata med mig. Hur kan jag hjälpa dig?',
  close: 'Stäng',
  newConversation: 'Ny konversation',
  logLabel: 'Konversation med {assistant}',
  callStart: 'Ring',
  hangUp: 'Lägg på',
  sheetConnecting: 'Ansluter…',
  inCall: 'I samtal',
  chatPlaceholder: 'Skriv ett meddelande…',
  callPlaceholder: 'Skriv under samtalet…',
  waitingPlaceholder: 'Kopplar upp samtalet…',
  interrupted: 'Svaret avbröts.',
  chatNotSent: 'Inte skickat.',
  writeInstead: 'Skriv i stället',
  chatByVoice: 'i samtalet',
  typing: '{assistant} skriver…',
  consentChat:
    'Dina meddelanden behandlas för att vi ska kunna hjälpa dig. Godkänner du att chatta med den virtuella assistenten?',
  acceptChat: 'Godkänn',
  chatRecapTitle: 'Sammanfattning av konversationen',
  languageLabel: 'Språk',
};

export const panel: Translation<'panel'> = {
  orbIdle: 'Samtalet har inte startat',
  orbConnecting: 'Ansluter…',
  orbListening: 'Lyssnar',
  orbThinking: '{assistant} tänker…',
  orbSpeaking: '{assistant} pratar',
  quickRepliesLabel: 'Föreslagna svar',
  echoHint: 'Använder du högtalare? Med hörlurar hör {assistant} inte sin egen röst.',
  panelLabel: 'Livekonversation',
  transcriptLabel: 'Utskrift av samtalet',
  you: 'Du',
  empty: 'Utskriften visas här.',
  mute: 'Stäng av mikrofonen',
  unmute: 'Slå på mikrofonen',
  inputLabel: 'Skriv ett meddelande',
  inputPlaceholder: 'Skriv ditt svar…',
  send: 'Skicka',
  levelAssistant: 'Volym för {assistant}',
  levelMic: 'Din mikrofon',
  timerLabel: 'Längd',
  micSelect: 'Mikrofon',
  speakerSelect: 'Högtalare',
  speakerDefault: 'Standardhögtalare',
  speakerLabelsHidden: 'Högtalarnas namn visas när du har tillåtit mikrofonen.',
  speakerLost: 'Din högtalare kopplades från: ljudet fortsätter i standardhögtalaren.',
  hold: 'Parkera',
  onHold: 'Parkerat',
  connectionGood: 'Anslutning: bra',
  connectionFair: 'Anslutning: medel',
  connectionPoor: 'Anslutning: dålig',
  connectionLost: 'Anslutning: förlorad',
  connectionWeak:
    'Svag anslutning: gå närmare ditt wifi eller stäng andra appar som använder nätverket.',
  connectionNone:
    'Ingen anslutning just nu: kontrollera wifi eller mobildata. Samtalet fortsätter när den är tillbaka.',
  talkHold: 'Håll ned för att prata',
  talkHeld: 'Jag lyssnar… släpp för att avsluta',
  talkMode: 'Tryck för att prata',
  micHint:
    'Vi hör dig inte. Kontrollera att mikrofonen är ansluten och inte avstängd, eller välj en annan.',
  typedOnly: 'Den här offlineassistenten förstår inte tal: skriv dina svar nedan.',
  reconnecting: 'Återansluter…',
  reconnectAttempt: 'försök {n}',
  resumeAudio: 'Tryck för att fortsätta samtalet',
  pendingSend: 'Väntar: skickas när samtalet har återanslutits',
  notSent: 'Inte skickat: samtalet avslutades innan det hann återanslutas',
  consentTitle: 'Innan vi börjar',
  consentText:
    'Samtalet använder din mikrofon och behandlas för att vi ska kunna hjälpa dig. Godkänner du att prata med den virtuella assistenten?',
  accept: 'Godkänn och ring',
  decline: 'Inte nu',
  retry: 'Försök igen',
  dismiss: 'Stäng',
  recapTitle: 'Sammanfattning av samtalet',
  recapDate: 'Datum',
  recapTime: 'Tid',
  recapDuration: 'Längd',
  recapName: 'Namn',
  recapPhone: 'Telefon',
  recapNeed: 'Ärende',
  recapStatus: 'Status',
  recapLatency: 'Vanlig väntan på svar',
  precheckRunning: 'Testar… säg några ord',
  precheckMicOk: 'Mikrofon: vi hör dig.',
  precheckMicSilent: 'Vi hör dig inte: kontrollera att rätt mikrofon är vald och inte avstängd.',
  precheckMicDenied:
    'Mikrofonen är blockerad: tillåt den för den här webbplatsen i webbläsaren och testa igen.',
  precheckMicMissing: 'Ingen mikrofon hittades: anslut en och testa igen.',
  precheckOutputOk: 'Ljud: din enhet kan spela upp ljud.',
  precheckOutputNone:
    'Ljud kan inte spelas upp: anslut högtalare eller hörlurar och kontrollera volymen.',
  precheckNetGood: 'Anslutning: bra ({rtt}).',
  precheckNetFair: 'Anslutning: godtagbar ({rtt}); svaren kan dröja lite.',
  precheckNetPoor:
    'Anslutning: svag ({rtt}); gå närmare wifi-routern eller stoppa andra nedladdningar.',
  precheckNetLost: 'Vi når inte tjänsten: kontrollera internetanslutningen och testa igen.',
  statusLead: 'Uppgifterna registrerade',
  statusEnded: 'Samtalet avslutat',
  statusFailed: 'Samtalet kunde inte startas',
  statusLost: 'Anslutningen bröts',
  byVoice: '—',
  download: 'Ladda ned utskrift (.txt)',
  transcriptHeader: 'Utskrift av samtalet med {assistant}, {date} kl. {time}',
  toolRunning: 'Jobbar på det: {tool}…',
  toolDone: 'Klart',
  toolFailed: 'Kunde inte slutföras',
  toolTask: 'en förfrågan',
};

export const errors: Translation<'errors'> = {
  micMissing: 'Vi hittade ingen mikrofon. Anslut en och tryck på Försök igen.',
  micBusy: 'En annan app använder mikrofonen. Stäng den och tryck på Försök igen.',
  micDeniedChromium:
    'Vi har inte behörighet att använda mikrofonen. Klicka på hänglåsikonen bredvid adressen, slå på ”Mikrofon” och tryck på Försök igen.',
  micDeniedSafari:
    'Vi har inte behörighet att använda mikrofonen. Öppna Inställningar för den här webbplatsen i Safari (Safari-menyn), tillåt mikrofonen och tryck på Försök igen.',
  micDeniedFirefox:
    'Vi har inte behörighet att använda mikrofonen. Klicka på den överstrukna mikrofonikonen bredvid adressen, ta bort blockeringen och tryck på Försök igen.',
  micDeniedOther:
    'Vi har inte behörighet att använda mikrofonen. Tillåt mikrofonen för den här sidan i webbläsarens inställningar och tryck på Försök igen.',
  unreachable: 'Vi når inte samtalstjänsten. Kontrollera din internetanslutning och försök igen.',
  badKey:
    'Den här webbplatsen får inte ringa samtal (ogiltig offentlig nyckel). Meddela webbplatsens ägare.',
  unknownAssistant:
    'Den här assistenten finns inte eller är inte längre tillgänglig. Meddela webbplatsens ägare.',
  busy: 'Tjänsten är hårt belastad just nu. Vänta en minut och försök igen.',
  joinTimeout:
    'Det tog för lång tid att koppla upp samtalet. Kontrollera din anslutning och försök igen.',
  callDropped: 'Samtalet bröts på grund av ett fel. Du kan ringa igen.',
  connectionLost:
    'Anslutningen till samtalet bröts. Kontrollera din internetanslutning och ring igen.',
  playbackBlocked: 'Webbläsaren blockerade ljudet. Tryck på Försök igen för att ringa igen.',
  noAudioOutput:
    'Webbläsaren kan inte spela upp ljud: den hittar inga högtalare eller hörlurar. Anslut eller slå på högtalare eller hörlurar och tryck på Försök igen.',
  unknownError: 'Något gick fel med samtalet. Försök igen.',
  inputEmpty: 'Skriv något innan du skickar.',
  inputTooLong: {
    one: 'Meddelandet är för långt: korta ned det till högst {max} tecken.',
    other: 'Meddelandet är för långt: korta ned det till högst {max} tecken.',
  },
  inputNotConfigured:
    'Den här webbplatsen har inte konfigurerat assistenten än (den offentliga nyckeln saknas). Meddela webbplatsens ägare.',
  inputNoCall: 'Samtalet är inte längre aktivt: ditt meddelande skickades inte.',
  inputQueueFull:
    'Vi återansluter samtalet och för många meddelanden väntar redan. Vänta tills anslutningen är tillbaka och skicka sedan det här meddelandet igen.',
};

export const privacy: Translation<'privacy'> = {
  feedbackTitle: 'Vad tyckte du om konversationen?',
  feedbackUp: 'Jag gillade den',
  feedbackDown: 'Jag gillade den inte',
  feedbackComment: 'Kommentar (valfritt)',
  feedbackCount: { one: '{n}/{max} tecken', other: '{n}/{max} tecken' },
  feedbackSend: 'Skicka betyg',
  feedbackSkip: 'Hoppa över',
  feedbackThanks: 'Tack för ditt betyg!',
  feedbackFailed:
    'Vi kunde inte skicka ditt betyg. Kontrollera din anslutning och tryck på ”Skicka betyg” igen, eller hoppa över det.',
  forget: 'Glöm den här konversationen',
  forgetQuestion:
    'Vill du glömma den här konversationen? Historiken och valen som sparats i den här webbläsaren raderas och chattsessionen stängs.',
  forgetConfirm: 'Ja, glöm den',
  forgetCancel: 'Avbryt',
  forgotten: 'Konversationen är glömd: inget finns längre sparat i den här webbläsaren.',
};
