/** Danish (docs/translations.md): every section of `en.ts`, same keys; the visitor is addressed as “du”. */
import type { About } from '../../../core/protocol/languages.ts';
import type { Translation } from '../texts.ts';

/** What this file is: its code (in `LANGS`), writing direction (by `RTL_LANGS`) and name. */
export const about = { code: 'da', dir: 'ltr', name: 'Dansk' } as const satisfies About<'da'>;

export const launcher: Translation<'launcher'> = {
  assistantName: 'Sofia',
  launcherVoice: 'Ring til {assistant}',
  launcherChat: 'Skriv til {assistant}',
  launcherHybrid: 'Tal med {assistant}',
  loadFailed: 'Assistenten kunne ikke åbnes. Tjek din forbindelse, og tryk igen.',
  teaserClose: 'Luk',
};

export const button: Translation<'button'> = {
  callIdle: 'Tryk på knappen, og tal med {assistant}',
  callConnecting: 'Forbinder…',
  callConnected: 'Forbundet – tryk for at lægge på',
  callSpeaking: 'Taler…',
  callReconnecting: 'Genopretter forbindelsen…',
  liveNeedsScript:
    'Liveopkaldet kræver JavaScript: Slå det til i din browser for at tale med {assistant}.',
  precheckStart: 'Test mikrofon og forbindelse',
};

export const sheet: Translation<'sheet'> = {
  suggestionsLabel: 'Forslag til at starte',
  tapToContinue: 'Tryk for at fortsætte opkaldet',
  unreadCount: {
    one: '{max} ny besked',
    other: '{max} nye beskeder',
  },
  greeting:
    'Hej, jeg hedder {assistant}. Skriv til mig, eller tryk på “Ring op” for at tale med mig. Hvad kan jeg hjælpe med?',
  close: 'Luk',
  newConversation: 'Ny samtale',
  logLabel: 'Samtale med {assistant}',
  callStart: 'Ring op',
  hangUp: 'Læg på',
  sheetConnecting: 'Forbinder…',
  inCall: 'I opkald',
  chatPlaceholder: 'Skriv en besked…',
  callPlaceholder: 'Skriv under opkaldet…',
  waitingPlaceholder: 'Forbinder opkaldet…',
  interrupted: 'Svaret blev afbrudt.',
  chatNotSent: 'Ikke sendt.',
  writeInstead: 'Skriv i stedet',
  chatByVoice: 'i opkaldet',
  typing: '{assistant} skriver…',
  consentChat:
    'Dine beskeder behandles, så vi kan hjælpe dig. Accepterer du at skrive med den virtuelle assistent?',
  acceptChat: 'Acceptér',
  chatRecapTitle: 'Opsummering af din samtale',
  languageLabel: 'Sprog',
};

export const panel: Translation<'panel'> = {
  orbIdle: 'Opkaldet er ikke startet',
  orbConnecting: 'Forbinder…',
  orbListening: 'Lytter',
  orbThinking: '{assistant} tænker…',
  orbSpeaking: '{assistant} taler',
  quickRepliesLabel: 'Foreslåede svar',
  echoHint: 'Bruger du højttalere? Med hovedtelefoner hører {assistant} ikke sin egen stemme.',
  panelLabel: 'Livesamtale',
  transcriptLabel: 'Udskrift af opkaldet',
  you: 'Dig',
  empty: 'Udskriften vises her.',
  mute: 'Slå mikrofonen fra',
  unmute: 'Slå mikrofonen til',
  inputLabel: 'Skriv en besked',
  inputPlaceholder: 'Skriv dit svar…',
  send: 'Send',
  levelAssistant: 'Lydstyrke for {assistant}',
  levelMic: 'Din mikrofon',
  timerLabel: 'Varighed',
  micSelect: 'Mikrofon',
  speakerSelect: 'Højttaler',
  speakerDefault: 'Standardhøjttaler',
  speakerLabelsHidden: 'Højttalernes navne vises, når du har givet adgang til mikrofonen.',
  speakerLost: 'Din højttaler blev frakoblet: Lyden fortsætter i standardhøjttaleren.',
  hold: 'Sæt på hold',
  onHold: 'På hold',
  connectionGood: 'Forbindelse: god',
  connectionFair: 'Forbindelse: middel',
  connectionPoor: 'Forbindelse: dårlig',
  connectionLost: 'Forbindelse: mistet',
  connectionWeak:
    'Svag forbindelse: gå tættere på dit wi-fi, eller luk andre apps, der bruger netværket.',
  connectionNone:
    'Ingen forbindelse lige nu: tjek dit wi-fi eller mobildata. Opkaldet fortsætter, når den er tilbage.',
  talkHold: 'Hold nede for at tale',
  talkHeld: 'Jeg lytter… slip for at afslutte',
  talkMode: 'Tryk for at tale',
  micHint:
    'Vi kan ikke høre dig. Tjek, at mikrofonen er tilsluttet og ikke slået fra, eller vælg en anden.',
  typedOnly: 'Denne offlineassistent forstår ikke tale: Skriv dine svar nedenfor.',
  reconnecting: 'Genopretter forbindelsen…',
  reconnectAttempt: 'forsøg {n}',
  resumeAudio: 'Tryk for at fortsætte opkaldet',
  pendingSend: 'Venter: sendes, når opkaldet har forbindelse igen',
  notSent: 'Ikke sendt: Opkaldet sluttede, før forbindelsen kom tilbage',
  consentTitle: 'Før vi starter',
  consentText:
    'Opkaldet bruger din mikrofon, og samtalen behandles, så vi kan hjælpe dig. Accepterer du at tale med den virtuelle assistent?',
  accept: 'Acceptér og ring op',
  decline: 'Ikke nu',
  retry: 'Prøv igen',
  dismiss: 'Luk',
  recapTitle: 'Opsummering af dit opkald',
  recapDate: 'Dato',
  recapTime: 'Tidspunkt',
  recapDuration: 'Varighed',
  recapName: 'Navn',
  recapPhone: 'Telefon',
  recapNeed: 'Henvendelse',
  recapStatus: 'Status',
  recapLatency: 'Sædvanlig ventetid på svar',
  precheckRunning: 'Tester… sig et par ord',
  precheckMicOk: 'Mikrofon: vi kan høre dig.',
  precheckMicSilent:
    'Vi kan ikke høre dig: tjek, at den rigtige mikrofon er valgt og ikke er slået fra.',
  precheckMicDenied:
    'Mikrofonen er blokeret: tillad den for dette websted i browseren, og test igen.',
  precheckMicMissing: 'Ingen mikrofon fundet: tilslut en, og test igen.',
  precheckOutputOk: 'Lyd: din enhed kan afspille lyd.',
  precheckOutputNone:
    'Lyd kan ikke afspilles: tilslut højttalere eller hovedtelefoner, og tjek lydstyrken.',
  precheckNetGood: 'Forbindelse: god ({rtt}).',
  precheckNetFair: 'Forbindelse: rimelig ({rtt}); svarene kan komme lidt forsinket.',
  precheckNetPoor: "Forbindelse: svag ({rtt}); gå tættere på wi-fi'en, eller stop andre downloads.",
  precheckNetLost: 'Vi kan ikke nå tjenesten: tjek din internetforbindelse, og test igen.',
  statusLead: 'Oplysningerne er registreret',
  statusEnded: 'Opkaldet er afsluttet',
  statusFailed: 'Opkaldet kunne ikke starte',
  statusLost: 'Forbindelsen blev afbrudt',
  byVoice: '—',
  download: 'Download udskrift (.txt)',
  transcriptHeader: 'Udskrift af opkaldet med {assistant}, {date} kl. {time}',
  toolRunning: 'Arbejder på det: {tool}…',
  toolDone: 'Færdig',
  toolFailed: 'Kunne ikke gennemføres',
  toolTask: 'en forespørgsel',
};

export const errors: Translation<'errors'> = {
  micMissing: 'Vi kunne ikke finde en mikrofon. Tilslut en, og tryk på Prøv igen.',
  micBusy: 'En anden app bruger mikrofonen. Luk den, og tryk på Prøv igen.',
  micDeniedChromium:
    'Vi har ikke tilladelse til at bruge mikrofonen. Klik på låseikonet ved siden af adressen, slå “Mikrofon” til, og tryk på Prøv igen.',
  micDeniedSafari:
    'Vi har ikke tilladelse til at bruge mikrofonen. Åbn Indstillinger for dette websted i Safari (Safari-menuen), tillad mikrofonen, og tryk på Prøv igen.',
  micDeniedFirefox:
    'Vi har ikke tilladelse til at bruge mikrofonen. Klik på ikonet med den overstregede mikrofon ved siden af adressen, fjern blokeringen, og tryk på Prøv igen.',
  micDeniedOther:
    'Vi har ikke tilladelse til at bruge mikrofonen. Tillad mikrofonen for denne side i browserens indstillinger, og tryk på Prøv igen.',
  unreachable:
    'Vi kan ikke få forbindelse til opkaldstjenesten. Tjek din internetforbindelse, og prøv igen.',
  badKey:
    'Dette websted har ikke tilladelse til at foretage opkald (ugyldig offentlig nøgle). Giv venligst webstedets ejer besked.',
  unknownAssistant:
    'Denne assistent findes ikke eller er ikke længere tilgængelig. Giv venligst webstedets ejer besked.',
  busy: 'Tjenesten har travlt lige nu. Vent et minut, og prøv igen.',
  joinTimeout: 'Det tog for lang tid at forbinde opkaldet. Tjek din forbindelse, og prøv igen.',
  callDropped: 'Opkaldet blev afbrudt på grund af en fejl. Du kan ringe op igen.',
  connectionLost:
    'Forbindelsen til opkaldet blev afbrudt. Tjek din internetforbindelse, og ring op igen.',
  playbackBlocked: 'Browseren blokerede lyden. Tryk på Prøv igen for at ringe op igen.',
  noAudioOutput:
    'Din browser kan ikke afspille lyd: Den finder ingen højttalere eller hovedtelefoner. Tilslut eller tænd højttalere eller hovedtelefoner, og tryk på Prøv igen.',
  unknownError: 'Noget gik galt med opkaldet. Prøv igen.',
  inputEmpty: 'Skriv noget, før du sender.',
  inputTooLong: {
    one: 'Beskeden er for lang: Forkort den til højst {max} tegn.',
    other: 'Beskeden er for lang: Forkort den til højst {max} tegn.',
  },
  inputNotConfigured:
    'Dette websted har endnu ikke sat assistenten op (den offentlige nøgle mangler). Giv venligst webstedets ejer besked.',
  inputNoCall: 'Opkaldet er ikke længere aktivt: Din besked blev ikke sendt.',
  inputQueueFull:
    'Vi genopretter forbindelsen til opkaldet, og der venter allerede for mange beskeder. Vent, til forbindelsen er tilbage, og send så denne besked igen.',
};

export const privacy: Translation<'privacy'> = {
  feedbackTitle: 'Hvordan var samtalen?',
  feedbackUp: 'Jeg kunne lide den',
  feedbackDown: 'Jeg kunne ikke lide den',
  feedbackComment: 'Kommentar (valgfrit)',
  feedbackCount: { one: '{n}/{max} tegn', other: '{n}/{max} tegn' },
  feedbackSend: 'Send bedømmelse',
  feedbackSkip: 'Spring over',
  feedbackThanks: 'Tak for din bedømmelse!',
  feedbackFailed:
    'Vi kunne ikke sende din bedømmelse. Tjek din forbindelse, og tryk på “Send bedømmelse” igen, eller spring over.',
  forget: 'Glem denne samtale',
  forgetQuestion:
    'Vil du glemme denne samtale? Historikken og de valg, der er gemt i denne browser, slettes, og chatsessionen lukkes.',
  forgetConfirm: 'Ja, glem den',
  forgetCancel: 'Annuller',
  forgotten: 'Samtalen er glemt: Der er ikke længere noget gemt i denne browser.',
};
