/** Norwegian Bokmål (docs/translations.md): every section of `en.ts`, same keys. */
import type { About } from '../../../core/protocol/languages.ts';
import type { Translation } from '../texts.ts';

/** What this file is: its code (in `LANGS`), writing direction (by `RTL_LANGS`) and name. */
export const about = {
  code: 'nb',
  dir: 'ltr',
  name: 'Norsk bokmål',
} as const satisfies About<'nb'>;

export const launcher: Translation<'launcher'> = {
  assistantName: 'Sofia',
  launcherVoice: 'Ring {assistant}',
  launcherChat: 'Skriv til {assistant}',
  launcherHybrid: 'Snakk med {assistant}',
  loadFailed: 'Assistenten kunne ikke åpnes. Sjekk tilkoblingen og trykk på nytt.',
  teaserClose: 'Lukk',
};

export const button: Translation<'button'> = {
  callIdle: 'Trykk på knappen og snakk med {assistant}',
  callConnecting: 'Kobler til…',
  callConnected: 'Tilkoblet – trykk for å legge på',
  callSpeaking: 'Snakker…',
  callReconnecting: 'Kobler til på nytt…',
  liveNeedsScript:
    'Samtalen trenger JavaScript: slå det på i nettleseren din for å snakke med {assistant}.',
  precheckStart: 'Test mikrofon og tilkobling',
};

export const sheet: Translation<'sheet'> = {
  suggestionsLabel: 'Forslag for å komme i gang',
  tapToContinue: 'Trykk for å fortsette samtalen',
  unreadCount: {
    one: '{max} ny melding',
    other: '{max} nye meldinger',
  },
  greeting:
    'Hei, jeg er {assistant}. Skriv til meg eller trykk «Ring» for å snakke. Hva kan jeg hjelpe deg med?',
  close: 'Lukk',
  newConversation: 'Ny samtale',
  logLabel: 'Samtale med {assistant}',
  callStart: 'Ring',
  hangUp: 'Legg på',
  sheetConnecting: 'Kobler til…',
  inCall: 'I samtale',
  chatPlaceholder: 'Skriv en melding…',
  callPlaceholder: 'Skriv under samtalen…',
  waitingPlaceholder: 'Kobler til samtalen…',
  interrupted: 'Svaret ble avbrutt.',
  chatNotSent: 'Ikke sendt.',
  writeInstead: 'Skriv i stedet',
  chatByVoice: 'i samtalen',
  typing: '{assistant} skriver…',
  consentChat:
    'Meldingene dine behandles for å hjelpe deg. Godtar du å skrive med den virtuelle assistenten?',
  acceptChat: 'Godta',
  chatRecapTitle: 'Resultatet av chatten',
  languageLabel: 'Språk',
};

export const panel: Translation<'panel'> = {
  orbIdle: 'Samtalen har ikke startet',
  orbConnecting: 'Kobler til…',
  orbListening: 'Lytter',
  orbThinking: '{assistant} tenker…',
  orbSpeaking: '{assistant} snakker',
  quickRepliesLabel: 'Foreslåtte svar',
  echoHint: 'Bruker du høyttalere? Med hodetelefoner hører {assistant} ikke sin egen stemme.',
  panelLabel: 'Direktesamtale',
  transcriptLabel: 'Utskrift av samtalen',
  you: 'Du',
  empty: 'Utskriften vises her.',
  mute: 'Slå av mikrofonen',
  unmute: 'Slå på mikrofonen',
  inputLabel: 'Skriv en melding',
  inputPlaceholder: 'Skriv svaret ditt…',
  send: 'Send',
  levelAssistant: 'Lydnivået til {assistant}',
  levelMic: 'Mikrofonen din',
  timerLabel: 'Varighet',
  micSelect: 'Mikrofon',
  speakerSelect: 'Høyttaler',
  speakerDefault: 'Standardhøyttaler',
  speakerLabelsHidden: 'Navnene på høyttalerne vises når du gir tilgang til mikrofonen.',
  speakerLost: 'Høyttaleren din ble koblet fra: lyden fortsetter gjennom standardhøyttaleren.',
  hold: 'Sett på vent',
  onHold: 'På vent',
  connectionGood: 'Tilkobling: god',
  connectionFair: 'Tilkobling: middels',
  connectionPoor: 'Tilkobling: dårlig',
  connectionLost: 'Tilkobling: mistet',
  connectionWeak:
    'Svak tilkobling: gå nærmere wifi-en eller lukk andre apper som bruker nettverket.',
  connectionNone:
    'Ingen tilkobling akkurat nå: sjekk wifi eller mobildata. Samtalen fortsetter når den er tilbake.',
  talkHold: 'Hold inne for å snakke',
  talkHeld: 'Jeg lytter… slipp for å avslutte',
  talkMode: 'Trykk og snakk',
  micHint:
    'Vi hører deg ikke. Sjekk at mikrofonen er koblet til og ikke dempet, eller velg en annen.',
  typedOnly:
    'Denne assistenten kjører uten nett og forstår ikke tale: skriv svarene dine nedenfor.',
  reconnecting: 'Kobler til på nytt…',
  reconnectAttempt: 'forsøk {n}',
  resumeAudio: 'Trykk for å fortsette samtalen',
  pendingSend: 'Venter: sendes når samtalen er koblet til igjen',
  notSent: 'Ikke sendt: samtalen ble avsluttet før den ble koblet til igjen',
  consentTitle: 'Før vi begynner',
  consentText:
    'Samtalen bruker mikrofonen din, og det som sies, behandles for å hjelpe deg. Godtar du å snakke med den virtuelle assistenten?',
  accept: 'Godta og ring',
  decline: 'Ikke nå',
  retry: 'Prøv igjen',
  dismiss: 'Lukk',
  recapTitle: 'Resultatet av samtalen',
  recapDate: 'Dato',
  recapTime: 'Klokkeslett',
  recapDuration: 'Varighet',
  recapName: 'Navn',
  recapPhone: 'Telefon',
  recapNeed: 'Behov',
  recapStatus: 'Status',
  recapLatency: 'Vanlig ventetid på svar',
  precheckRunning: 'Tester … si noen ord',
  precheckMicOk: 'Mikrofon: vi hører deg.',
  precheckMicSilent: 'Vi hører deg ikke: sjekk at riktig mikrofon er valgt og ikke dempet.',
  precheckMicDenied:
    'Mikrofonen er blokkert: tillat den for dette nettstedet i nettleseren, og test på nytt.',
  precheckMicMissing: 'Fant ingen mikrofon: koble til en, og test på nytt.',
  precheckOutputOk: 'Lyd: enheten din kan spille av lyd.',
  precheckOutputNone:
    'Lyd kan ikke spilles av: koble til høyttalere eller hodetelefoner, og sjekk volumet.',
  precheckNetGood: 'Tilkobling: god ({rtt}).',
  precheckNetFair: 'Tilkobling: middels ({rtt}); svarene kan komme litt sent.',
  precheckNetPoor: 'Tilkobling: svak ({rtt}); gå nærmere Wi‑Fi-en eller stopp andre nedlastinger.',
  precheckNetLost: 'Vi når ikke tjenesten: sjekk internettilkoblingen, og test på nytt.',
  statusLead: 'Opplysningene er registrert',
  statusEnded: 'Samtalen er avsluttet',
  statusFailed: 'Samtalen kunne ikke starte',
  statusLost: 'Forbindelsen ble brutt',
  byVoice: '—',
  download: 'Last ned utskrift (.txt)',
  transcriptHeader: 'Utskrift av samtalen med {assistant}, {date} {time}',
  toolRunning: 'Jobber med det: {tool}…',
  toolDone: 'Ferdig',
  toolFailed: 'Kunne ikke fullføres',
  toolTask: 'en forespørsel',
};

export const errors: Translation<'errors'> = {
  micMissing: 'Vi fant ingen mikrofon. Koble til en og trykk Prøv igjen.',
  micBusy: 'En annen app bruker mikrofonen. Lukk den og trykk Prøv igjen.',
  micDeniedChromium:
    'Vi har ikke tillatelse til å bruke mikrofonen. Klikk på hengelåsikonet ved siden av adressen, slå på «Mikrofon» og trykk Prøv igjen.',
  micDeniedSafari:
    'Vi har ikke tillatelse til å bruke mikrofonen. Åpne innstillingene for dette nettstedet i Safari (Safari-menyen), tillat mikrofonen og trykk Prøv igjen.',
  micDeniedFirefox:
    'Vi har ikke tillatelse til å bruke mikrofonen. Klikk på ikonet med den overstrøkne mikrofonen ved siden av adressen, fjern blokkeringen og trykk Prøv igjen.',
  micDeniedOther:
    'Vi har ikke tillatelse til å bruke mikrofonen. Tillat mikrofonen for denne siden i innstillingene til nettleseren og trykk Prøv igjen.',
  unreachable:
    'Vi får ikke kontakt med samtaletjenesten. Sjekk internettforbindelsen og prøv igjen.',
  badKey:
    'Dette nettstedet har ikke lov til å starte samtaler (ugyldig offentlig nøkkel). Gi beskjed til eieren av nettstedet.',
  unknownAssistant:
    'Denne assistenten finnes ikke eller er ikke lenger tilgjengelig. Gi beskjed til eieren av nettstedet.',
  busy: 'Tjenesten er opptatt akkurat nå. Vent et minutt og prøv igjen.',
  joinTimeout: 'Det tok for lang tid å koble til samtalen. Sjekk tilkoblingen og prøv igjen.',
  callDropped: 'Samtalen ble brutt på grunn av en feil. Du kan ringe på nytt.',
  connectionLost:
    'Forbindelsen til samtalen ble brutt. Sjekk internettforbindelsen og ring på nytt.',
  playbackBlocked: 'Nettleseren blokkerte lyden. Trykk Prøv igjen for å ringe på nytt.',
  noAudioOutput:
    'Nettleseren kan ikke spille av lyd: den finner ingen høyttalere eller hodetelefoner. Koble til eller slå på høyttalere eller hodetelefoner og trykk Prøv igjen.',
  unknownError: 'Noe gikk galt med samtalen. Prøv igjen.',
  inputEmpty: 'Skriv noe før du sender.',
  inputTooLong: {
    one: 'Meldingen er for lang: kort den ned til maks {max} tegn.',
    other: 'Meldingen er for lang: kort den ned til maks {max} tegn.',
  },
  inputNotConfigured:
    'Dette nettstedet har ikke satt opp assistenten ennå (den offentlige nøkkelen mangler). Gi beskjed til eieren av nettstedet.',
  inputNoCall: 'Samtalen er ikke lenger aktiv: meldingen din ble ikke sendt.',
  inputQueueFull:
    'Vi kobler til samtalen på nytt, og for mange meldinger venter allerede. Vent til forbindelsen er tilbake, og send denne på nytt.',
};

export const privacy: Translation<'privacy'> = {
  feedbackTitle: 'Hvordan var samtalen?',
  feedbackUp: 'Jeg likte den',
  feedbackDown: 'Jeg likte den ikke',
  feedbackComment: 'Kommentar (valgfritt)',
  feedbackCount: { one: '{n}/{max} tegn', other: '{n}/{max} tegn' },
  feedbackSend: 'Send vurdering',
  feedbackSkip: 'Hopp over',
  feedbackThanks: 'Takk for vurderingen!',
  feedbackFailed:
    'Vi kunne ikke sende vurderingen din. Sjekk tilkoblingen og trykk «Send vurdering» igjen, eller hopp over.',
  forget: 'Glem denne samtalen',
  forgetQuestion:
    'Vil du glemme denne samtalen? Loggen og valgene som er lagret i denne nettleseren, slettes, og chatøkten lukkes.',
  forgetConfirm: 'Ja, glem den',
  forgetCancel: 'Avbryt',
  forgotten: 'Samtalen er glemt: ingenting er lagret i denne nettleseren lenger.',
};
