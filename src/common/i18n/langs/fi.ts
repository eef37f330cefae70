/** Finnish (docs/translations.md): every section of `en.ts`, same keys. */
import type { About } from '../../../core/protocol/languages.ts';
import type { Translation } from '../texts.ts';

/** What this file is: its code (in `LANGS`), writing direction (by `RTL_LANGS`) and name. */
export const about = { code: 'fi', dir: 'ltr', name: 'Suomi' } as const satisfies About<'fi'>;

export const launcher: Translation<'launcher'> = {
  assistantName: 'Sofia',
  launcherVoice: 'Soita avustajalle {assistant}',
  launcherChat: 'Kirjoita avustajalle {assistant}',
  launcherHybrid: 'Juttele avustajan {assistant} kanssa',
  loadFailed: 'Avustajaa ei voitu avata. Tarkista yhteys ja paina uudelleen.',
  teaserClose: 'Sulje',
};

export const button: Translation<'button'> = {
  callIdle: 'Paina painiketta ja puhu avustajan {assistant} kanssa',
  callConnecting: 'Yhdistetään…',
  callConnected: 'Yhdistetty – lopeta puhelu painamalla',
  callSpeaking: 'Puhelu käynnissä…',
  callReconnecting: 'Yhdistetään uudelleen…',
  liveNeedsScript:
    'Puhelu vaatii JavaScriptin: ota se käyttöön selaimessa, niin voit puhua avustajan {assistant} kanssa.',
  precheckStart: 'Testaa mikrofoni ja yhteys',
};

export const sheet: Translation<'sheet'> = {
  suggestionsLabel: 'Ehdotuksia aloitukseen',
  tapToContinue: 'Jatka puhelua napauttamalla',
  unreadCount: {
    one: '{max} uusi viesti',
    other: '{max} uutta viestiä',
  },
  greeting:
    'Hei, olen {assistant}. Kirjoita minulle tai paina ”Soita”, niin voimme puhua. Miten voin auttaa?',
  close: 'Sulje',
  newConversation: 'Uusi keskustelu',
  logLabel: 'Keskustelu avustajan {assistant} kanssa',
  callStart: 'Soita',
  hangUp: 'Lopeta puhelu',
  sheetConnecting: 'Yhdistetään…',
  inCall: 'Puhelu käynnissä',
  chatPlaceholder: 'Kirjoita viesti…',
  callPlaceholder: 'Kirjoita puhelun aikana…',
  waitingPlaceholder: 'Puhelua yhdistetään…',
  interrupted: 'Vastaus keskeytyi.',
  chatNotSent: 'Ei lähetetty.',
  writeInstead: 'Kirjoita mieluummin',
  chatByVoice: 'puhelussa',
  typing: '{assistant} kirjoittaa…',
  consentChat:
    'Viestisi käsitellään, jotta voimme auttaa sinua. Hyväksytkö keskustelun virtuaaliavustajan kanssa?',
  acceptChat: 'Hyväksy',
  chatRecapTitle: 'Keskustelusi tulos',
  languageLabel: 'Kieli',
};

export const panel: Translation<'panel'> = {
  orbIdle: 'Puhelu ei ole alkanut',
  orbConnecting: 'Yhdistetään…',
  orbListening: 'Kuuntelee',
  orbThinking: '{assistant} miettii…',
  orbSpeaking: '{assistant} puhuu',
  quickRepliesLabel: 'Ehdotetut vastaukset',
  echoHint: 'Käytätkö kaiuttimia? Kuulokkeilla {assistant} ei kuule omaa ääntään.',
  panelLabel: 'Reaaliaikainen keskustelu',
  transcriptLabel: 'Puhelun litterointi',
  you: 'Sinä',
  empty: 'Litterointi näkyy tässä.',
  mute: 'Mykistä mikrofoni',
  unmute: 'Poista mikrofonin mykistys',
  inputLabel: 'Kirjoita viesti',
  inputPlaceholder: 'Kirjoita vastauksesi…',
  send: 'Lähetä',
  levelAssistant: 'Äänenvoimakkuus: {assistant}',
  levelMic: 'Mikrofonisi',
  timerLabel: 'Kesto',
  micSelect: 'Mikrofoni',
  speakerSelect: 'Kaiutin',
  speakerDefault: 'Oletuskaiutin',
  speakerLabelsHidden: 'Kaiuttimien nimet näkyvät, kun sallit mikrofonin käytön.',
  speakerLost: 'Kaiuttimesi yhteys katkesi: ääni kuuluu nyt oletuskaiuttimesta.',
  hold: 'Pito',
  onHold: 'Pidossa',
  connectionGood: 'Yhteys: hyvä',
  connectionFair: 'Yhteys: kohtalainen',
  connectionPoor: 'Yhteys: heikko',
  connectionLost: 'Yhteys: katkennut',
  connectionWeak:
    'Heikko yhteys: siirry lähemmäs wifiä tai sulje muut verkkoa käyttävät sovellukset.',
  connectionNone:
    'Ei yhteyttä juuri nyt: tarkista wifi tai mobiilidata. Puhelu jatkuu, kun yhteys palaa.',
  talkHold: 'Puhu pitämällä painettuna',
  talkHeld: 'Kuuntelen… lopeta vapauttamalla',
  talkMode: 'Paina ja puhu',
  micHint:
    'Emme kuule sinua. Tarkista, että mikrofoni on kytketty eikä mykistetty, tai valitse toinen.',
  typedOnly: 'Tämä offline-avustaja ei ymmärrä puhetta: kirjoita vastauksesi alle.',
  reconnecting: 'Yhdistetään uudelleen…',
  reconnectAttempt: 'yritys {n}',
  resumeAudio: 'Jatka puhelua napauttamalla',
  pendingSend: 'Odottaa: lähetetään, kun puhelu on taas yhdistetty',
  notSent: 'Ei lähetetty: puhelu päättyi ennen kuin yhteys palasi',
  consentTitle: 'Ennen kuin aloitamme',
  consentText:
    'Puhelussa käytetään mikrofoniasi, ja keskustelu käsitellään, jotta voimme auttaa sinua. Hyväksytkö puhelun virtuaaliavustajan kanssa?',
  accept: 'Hyväksy ja soita',
  decline: 'Ei nyt',
  retry: 'Yritä uudelleen',
  dismiss: 'Sulje',
  recapTitle: 'Puhelusi tulos',
  recapDate: 'Päivämäärä',
  recapTime: 'Kellonaika',
  recapDuration: 'Kesto',
  recapName: 'Nimi',
  recapPhone: 'Puhelin',
  recapNeed: 'Asia',
  recapStatus: 'Tila',
  recapLatency: 'Tavallinen odotus vastaukseen',
  precheckRunning: 'Testataan… sano muutama sana',
  precheckMicOk: 'Mikrofoni: kuulemme sinut.',
  precheckMicSilent:
    'Emme kuule sinua: tarkista, että oikea mikrofoni on valittuna eikä se ole mykistetty.',
  precheckMicDenied:
    'Mikrofoni on estetty: salli se tälle sivustolle selaimessa ja testaa uudelleen.',
  precheckMicMissing: 'Mikrofonia ei löytynyt: liitä mikrofoni ja testaa uudelleen.',
  precheckOutputOk: 'Ääni: laitteesi voi toistaa ääntä.',
  precheckOutputNone:
    'Ääntä ei voi toistaa: liitä kaiuttimet tai kuulokkeet ja tarkista äänenvoimakkuus.',
  precheckNetGood: 'Yhteys: hyvä ({rtt}).',
  precheckNetFair: 'Yhteys: kohtalainen ({rtt}); vastaukset voivat viivästyä hieman.',
  precheckNetPoor:
    'Yhteys: heikko ({rtt}); siirry lähemmäs Wi‑Fi-verkkoa tai lopeta muut lataukset.',
  precheckNetLost: 'Emme tavoita palvelua: tarkista internetyhteys ja testaa uudelleen.',
  statusLead: 'Tiedot tallennettu',
  statusEnded: 'Puhelu päättyi',
  statusFailed: 'Puhelua ei voitu aloittaa',
  statusLost: 'Yhteys katkesi',
  byVoice: '—',
  download: 'Lataa litterointi (.txt)',
  transcriptHeader: 'Puhelun litterointi – {assistant}, {date} {time}',
  toolRunning: 'Työn alla: {tool}…',
  toolDone: 'Valmis',
  toolFailed: 'Ei onnistunut',
  toolTask: 'pyyntö',
};

export const errors: Translation<'errors'> = {
  micMissing: 'Mikrofonia ei löytynyt. Kytke mikrofoni ja paina Yritä uudelleen.',
  micBusy: 'Toinen sovellus käyttää mikrofonia. Sulje se ja paina Yritä uudelleen.',
  micDeniedChromium:
    'Meillä ei ole lupaa käyttää mikrofonia. Napsauta osoitteen vieressä olevaa lukkokuvaketta, ota ”Mikrofoni” käyttöön ja paina Yritä uudelleen.',
  micDeniedSafari:
    'Meillä ei ole lupaa käyttää mikrofonia. Avaa Safarissa tämän verkkosivuston asetukset (Safari-valikko), salli mikrofoni ja paina Yritä uudelleen.',
  micDeniedFirefox:
    'Meillä ei ole lupaa käyttää mikrofonia. Napsauta osoitteen vieressä olevaa yliviivatun mikrofonin kuvaketta, poista esto ja paina Yritä uudelleen.',
  micDeniedOther:
    'Meillä ei ole lupaa käyttää mikrofonia. Salli mikrofoni tälle sivulle selaimen asetuksissa ja paina Yritä uudelleen.',
  unreachable: 'Emme saa yhteyttä puhelupalveluun. Tarkista internetyhteys ja yritä uudelleen.',
  badKey:
    'Tällä sivustolla ei ole lupaa soittaa puheluita (virheellinen julkinen avain). Ilmoita asiasta sivuston ylläpitäjälle.',
  unknownAssistant:
    'Tätä avustajaa ei ole tai se ei ole enää käytettävissä. Ilmoita asiasta sivuston ylläpitäjälle.',
  busy: 'Palvelu on juuri nyt ruuhkautunut. Odota hetki ja yritä uudelleen.',
  joinTimeout: 'Puhelun yhdistäminen kesti liian kauan. Tarkista yhteys ja yritä uudelleen.',
  callDropped: 'Puhelu katkesi virheen vuoksi. Voit soittaa uudelleen.',
  connectionLost: 'Yhteys puheluun katkesi. Tarkista internetyhteys ja soita uudelleen.',
  playbackBlocked: 'Selain esti äänen. Soita uudelleen painamalla Yritä uudelleen.',
  noAudioOutput:
    'Selaimesi ei voi toistaa ääntä, koska se ei löydä kaiuttimia eikä kuulokkeita. Kytke tai käynnistä kaiuttimet tai kuulokkeet ja paina Yritä uudelleen.',
  unknownError: 'Puhelussa tapahtui virhe. Yritä uudelleen.',
  inputEmpty: 'Kirjoita jotain ennen lähettämistä.',
  inputTooLong: {
    one: 'Viesti on liian pitkä: lyhennä se enintään {max} merkkiin.',
    other: 'Viesti on liian pitkä: lyhennä se enintään {max} merkkiin.',
  },
  inputNotConfigured:
    'Sivusto ei ole vielä ottanut avustajaa käyttöön (julkinen avain puuttuu). Ilmoita asiasta sivuston ylläpitäjälle.',
  inputNoCall: 'Puhelu ei ole enää käynnissä: viestiäsi ei lähetetty.',
  inputQueueFull:
    'Yhdistämme puhelua uudelleen, ja jonossa on jo liian monta viestiä. Odota, että yhteys palaa, ja lähetä tämä viesti uudelleen.',
};

export const privacy: Translation<'privacy'> = {
  feedbackTitle: 'Millainen keskustelu oli?',
  feedbackUp: 'Pidin siitä',
  feedbackDown: 'En pitänyt siitä',
  feedbackComment: 'Kommentti (valinnainen)',
  feedbackCount: { one: '{n}/{max} merkki', other: '{n}/{max} merkkiä' },
  feedbackSend: 'Lähetä arvio',
  feedbackSkip: 'Ohita',
  feedbackThanks: 'Kiitos arviostasi!',
  feedbackFailed:
    'Arviotasi ei voitu lähettää. Tarkista yhteys ja paina ”Lähetä arvio” uudelleen tai ohita arviointi.',
  forget: 'Unohda tämä keskustelu',
  forgetQuestion:
    'Unohdetaanko tämä keskustelu? Tähän selaimeen tallennettu historia ja valinnat poistetaan, ja chat-istunto suljetaan.',
  forgetConfirm: 'Kyllä, unohda',
  forgetCancel: 'Peruuta',
  forgotten: 'Keskustelu unohdettu: tähän selaimeen ei ole enää tallennettu mitään.',
};
