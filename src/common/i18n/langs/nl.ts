/** Dutch (docs/translations.md): every section of `en.ts`, same keys; the visitor is addressed as ‘je’. */
import type { About } from '../../../core/protocol/languages.ts';
import type { Translation } from '../texts.ts';

/** What this file is: its code (in `LANGS`), writing direction (by `RTL_LANGS`) and name. */
export const about = { code: 'nl', dir: 'ltr', name: 'Nederlands' } as const satisfies About<'nl'>;

export const launcher: Translation<'launcher'> = {
  assistantName: 'Sofia',
  launcherVoice: 'Bel {assistant}',
  launcherChat: 'Stuur {assistant} een bericht',
  launcherHybrid: 'Praat met {assistant}',
  loadFailed:
    'De assistent kon niet worden geopend. Controleer je verbinding en probeer het opnieuw.',
  teaserClose: 'Sluiten',
};

export const button: Translation<'button'> = {
  callIdle: 'Druk op de knop en praat met {assistant}',
  callConnecting: 'Verbinden…',
  callConnected: 'Verbonden – druk om op te hangen',
  callSpeaking: 'Aan het woord…',
  callReconnecting: 'Opnieuw verbinden…',
  liveNeedsScript:
    'Voor het live gesprek is JavaScript nodig: zet het aan in je browser om met {assistant} te praten.',
  precheckStart: 'Microfoon en verbinding testen',
};

export const sheet: Translation<'sheet'> = {
  suggestionsLabel: 'Suggesties om te beginnen',
  tapToContinue: 'Tik om het gesprek voort te zetten',
  unreadCount: {
    one: '{max} nieuw bericht',
    other: '{max} nieuwe berichten',
  },
  greeting:
    'Hoi, ik ben {assistant}. Stuur me een bericht of druk op ‘Bellen’ om met me te praten. Waarmee kan ik je helpen?',
  close: 'Sluiten',
  newConversation: 'Nieuw gesprek',
  logLabel: 'Gesprek met {assistant}',
  callStart: 'Bellen',
  hangUp: 'Ophangen',
  sheetConnecting: 'Verbinden…',
  inCall: 'In gesprek',
  chatPlaceholder: 'Typ een bericht…',
  callPlaceholder: 'Typ tijdens het gesprek…',
  waitingPlaceholder: 'Gesprek wordt verbonden…',
  interrupted: 'Antwoord onderbroken.',
  chatNotSent: 'Niet verstuurd.',
  writeInstead: 'Liever typen',
  chatByVoice: 'tijdens het gesprek',
  typing: '{assistant} is aan het typen…',
  consentChat:
    'Je berichten worden verwerkt om je te helpen. Ga je ermee akkoord om met de virtuele assistent te chatten?',
  acceptChat: 'Akkoord',
  chatRecapTitle: 'Samenvatting van je chat',
  languageLabel: 'Taal',
};

export const panel: Translation<'panel'> = {
  orbIdle: 'Gesprek niet gestart',
  orbConnecting: 'Verbinden…',
  orbListening: 'Luistert',
  orbThinking: '{assistant} denkt na…',
  orbSpeaking: '{assistant} spreekt',
  quickRepliesLabel: 'Voorgestelde antwoorden',
  echoHint: 'Gebruik je speakers? Met een koptelefoon hoort {assistant} zichzelf niet meer terug.',
  panelLabel: 'Live gesprek',
  transcriptLabel: 'Transcript van het gesprek',
  you: 'Jij',
  empty: 'Het transcript verschijnt hier.',
  mute: 'Microfoon dempen',
  unmute: 'Microfoon aanzetten',
  inputLabel: 'Typ een bericht',
  inputPlaceholder: 'Typ je antwoord…',
  send: 'Versturen',
  levelAssistant: 'Volume van {assistant}',
  levelMic: 'Je microfoon',
  timerLabel: 'Duur',
  micSelect: 'Microfoon',
  speakerSelect: 'Luidspreker',
  speakerDefault: 'Standaardluidspreker',
  speakerLabelsHidden: 'De namen van de luidsprekers verschijnen zodra je de microfoon toestaat.',
  speakerLost:
    'Je luidspreker is losgekoppeld: het geluid gaat verder via de standaardluidspreker.',
  hold: 'In wacht zetten',
  onHold: 'In de wacht',
  connectionGood: 'Verbinding: goed',
  connectionFair: 'Verbinding: matig',
  connectionPoor: 'Verbinding: slecht',
  connectionLost: 'Verbinding: verbroken',
  connectionWeak:
    'Zwakke verbinding: ga dichter bij je wifi zitten of sluit andere apps die het netwerk gebruiken.',
  connectionNone:
    'Nu geen verbinding: controleer je wifi of mobiele data. Het gesprek gaat verder zodra die terug is.',
  talkHold: 'Ingedrukt houden om te praten',
  talkHeld: 'Ik luister… laat los om te stoppen',
  talkMode: 'Drukken om te praten',
  micHint:
    'We horen je niet. Controleer of de microfoon is aangesloten en niet gedempt, of kies een andere.',
  typedOnly: 'Deze offline assistent verstaat geen spraak: typ je antwoorden hieronder.',
  reconnecting: 'Opnieuw verbinden…',
  reconnectAttempt: 'poging {n}',
  resumeAudio: 'Tik om het gesprek voort te zetten',
  pendingSend: 'In de wachtrij: wordt verstuurd zodra het gesprek weer verbonden is',
  notSent: 'Niet verstuurd: het gesprek is beëindigd voordat de verbinding terug was',
  consentTitle: 'Voordat we beginnen',
  consentText:
    'Het gesprek gebruikt je microfoon en wordt verwerkt om je te helpen. Ga je ermee akkoord om met de virtuele assistent te praten?',
  accept: 'Akkoord en bellen',
  decline: 'Nu niet',
  retry: 'Opnieuw proberen',
  dismiss: 'Sluiten',
  recapTitle: 'Samenvatting van je gesprek',
  recapDate: 'Datum',
  recapTime: 'Tijd',
  recapDuration: 'Duur',
  recapName: 'Naam',
  recapPhone: 'Telefoon',
  recapNeed: 'Vraag',
  recapStatus: 'Status',
  recapLatency: 'Gebruikelijke wachttijd op een antwoord',
  precheckRunning: 'Bezig met testen… zeg een paar woorden',
  precheckMicOk: 'Microfoon: we horen je.',
  precheckMicSilent:
    'We horen je niet: controleer of de juiste microfoon is gekozen en niet gedempt is.',
  precheckMicDenied:
    'De microfoon is geblokkeerd: sta hem in je browser toe voor deze site en test opnieuw.',
  precheckMicMissing: 'Geen microfoon gevonden: sluit er een aan en test opnieuw.',
  precheckOutputOk: 'Geluid: je apparaat kan audio afspelen.',
  precheckOutputNone:
    'Geluid kan niet worden afgespeeld: sluit luidsprekers of een koptelefoon aan en controleer het volume.',
  precheckNetGood: 'Verbinding: goed ({rtt}).',
  precheckNetFair: 'Verbinding: redelijk ({rtt}); antwoorden kunnen iets later komen.',
  precheckNetPoor:
    'Verbinding: zwak ({rtt}); ga dichter bij de wifi zitten of stop andere downloads.',
  precheckNetLost:
    'We kunnen de dienst niet bereiken: controleer je internetverbinding en test opnieuw.',
  statusLead: 'Gegevens genoteerd',
  statusEnded: 'Gesprek beëindigd',
  statusFailed: 'Het gesprek kon niet worden gestart',
  statusLost: 'Verbinding verbroken',
  byVoice: '—',
  download: 'Transcript downloaden (.txt)',
  transcriptHeader: 'Transcript van het gesprek met {assistant} op {date} om {time}',
  toolRunning: 'Bezig met: {tool}…',
  toolDone: 'Klaar',
  toolFailed: 'Kon niet worden voltooid',
  toolTask: 'een verzoek',
};

export const errors: Translation<'errors'> = {
  micMissing: 'We kunnen geen microfoon vinden. Sluit er een aan en druk op Opnieuw proberen.',
  micBusy: 'Een andere app gebruikt de microfoon. Sluit die app en druk op Opnieuw proberen.',
  micDeniedChromium:
    'We hebben geen toestemming om de microfoon te gebruiken. Klik op het slotje naast het adres, zet ‘Microfoon’ aan en druk op Opnieuw proberen.',
  micDeniedSafari:
    'We hebben geen toestemming om de microfoon te gebruiken. Open in Safari de instellingen voor deze website (Safari-menu), sta de microfoon toe en druk op Opnieuw proberen.',
  micDeniedFirefox:
    'We hebben geen toestemming om de microfoon te gebruiken. Klik op het doorgestreepte microfoonpictogram naast het adres, hef de blokkering op en druk op Opnieuw proberen.',
  micDeniedOther:
    'We hebben geen toestemming om de microfoon te gebruiken. Sta de microfoon voor deze pagina toe in de instellingen van je browser en druk op Opnieuw proberen.',
  unreachable:
    'We kunnen de beldienst niet bereiken. Controleer je internetverbinding en probeer het opnieuw.',
  badKey:
    'Deze website mag geen gesprekken starten (ongeldige publieke sleutel). Laat het de eigenaar van de website weten.',
  unknownAssistant:
    'Deze assistent bestaat niet of is niet meer beschikbaar. Laat het de eigenaar van de website weten.',
  busy: 'Het is op dit moment erg druk. Wacht een minuut en probeer het opnieuw.',
  joinTimeout:
    'Het verbinden van het gesprek duurde te lang. Controleer je verbinding en probeer het opnieuw.',
  callDropped: 'Het gesprek is verbroken door een fout. Je kunt opnieuw bellen.',
  connectionLost:
    'De verbinding met het gesprek is verbroken. Controleer je internetverbinding en bel opnieuw.',
  playbackBlocked:
    'De browser heeft het geluid geblokkeerd. Druk op Opnieuw proberen om opnieuw te bellen.',
  noAudioOutput:
    'Je browser kan geen geluid afspelen: er zijn geen luidsprekers of koptelefoon gevonden. Sluit luidsprekers of een koptelefoon aan of zet ze aan, en druk op Opnieuw proberen.',
  unknownError: 'Er ging iets mis met het gesprek. Probeer het opnieuw.',
  inputEmpty: 'Typ eerst iets voordat je het verstuurt.',
  inputTooLong: {
    one: 'Het bericht is te lang: maak het korter, maximaal {max} teken.',
    other: 'Het bericht is te lang: maak het korter, maximaal {max} tekens.',
  },
  inputNotConfigured:
    'Deze website heeft de assistent nog niet ingesteld (de publieke sleutel ontbreekt). Laat het de eigenaar van de website weten.',
  inputNoCall: 'Het gesprek is niet meer actief: je bericht is niet verstuurd.',
  inputQueueFull:
    'We maken opnieuw verbinding met het gesprek en er wachten al te veel berichten. Wacht tot de verbinding terug is en verstuur dit bericht dan opnieuw.',
};

export const privacy: Translation<'privacy'> = {
  feedbackTitle: 'Hoe vond je dit gesprek?',
  feedbackUp: 'Vond ik goed',
  feedbackDown: 'Vond ik niet goed',
  feedbackComment: 'Opmerking (optioneel)',
  feedbackCount: { one: '{n}/{max} teken', other: '{n}/{max} tekens' },
  feedbackSend: 'Beoordeling versturen',
  feedbackSkip: 'Overslaan',
  feedbackThanks: 'Bedankt voor je beoordeling!',
  feedbackFailed:
    'We konden je beoordeling niet versturen. Controleer je verbinding en druk nog een keer op ‘Beoordeling versturen’, of sla deze stap over.',
  forget: 'Dit gesprek vergeten',
  forgetQuestion:
    'Dit gesprek vergeten? De geschiedenis en keuzes die in deze browser zijn opgeslagen, worden verwijderd en de chatsessie wordt gesloten.',
  forgetConfirm: 'Ja, vergeten',
  forgetCancel: 'Annuleren',
  forgotten: 'Gesprek vergeten: er is niets meer opgeslagen in deze browser.',
};
