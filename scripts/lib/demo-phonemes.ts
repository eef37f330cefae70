/**
 * The Hebrew lines of the recorded demo call as espeak-ng phoneme input, one `[[…]]` block per
 * clause and punctuation outside them (docs/contributing.md "Demo audio"), in the order of
 * `TRANSCRIPT` (src/common/demo/transcript-data.ts): `gen-audio.ts` speaks Hebrew from these, not
 * from its letters. Build data only, so it stays out of the bundle the browser loads.
 */

/** Hebrew digits 9-7-2 5-2 5-5-5 0-1-4-7 as espeak-ng phoneme blocks, read one digit at a time. */
const PHONE_HE_PHONEMES =
  "[[pl'us t'eSa S'eva St'ajim]], [[Xam'eS St'ajim]], [[Xam'eS Xam'eS Xam'eS]], [[?'efes ?aX'at ?aQ\"b'a S'eva]]";

/** Line i's phonemes; `PHONEMES_HE.length` is `TRANSCRIPT.length`. */
export const PHONEMES_HE: readonly string[] = [
  "[[b'okeQ\" t'ov]], [[tod'a Sepn'item letelen'ova]], [[k'an sof'ija]], [[ha?oz'eQ\"et haviQ\"tu'alit]]. [[?im m'i ?an'i medab'eQ\"et]]?",
  "[[Sal'om sof'ija]], [[b'okeQ\" t'ov]]. [[koQ\"?'im l'i dani?'el]], [[va?an'i meXap'eS mejd'a ?al SeQ\"ut'ej hatelef'onja Sel'aXem la?'esek Sel'i]].",
  "[[na?'im me?'od]], [[dani?'el]]. [[k'edej Se?uX'al la?az'oQ\"]], [[tuX'al lims'oQ\" l'i misp'aQ\" t'elefon litsiQ\"'at k'eSeQ\" befoQ\"m'at bejnle?um'i]]?",
  `[[k'en]], [[b'etaX]]. [[hamisp'aQ" Sel'i h'u]] ${PHONE_HE_PHONEMES}.`,
  "[[metsuj'an]], [[tod'a Q\"ab'a]]. [[sap'eQ\" l'i]], [[?'ejze pitQ\"'on ?at'a tsaQ\"'iX la?'esek Sel'Xa]]?",
  "[[?an'aXnu tsQ\"iX'im leXab'eQ\" SluX'at s'ip lameQ\"kazij'a Sel'anu]], [[veg'am ?otom'atsja mut?'emet ?iS'it letahaliX'ej haSeQ\"'ut Sel'anu]].",
  `[[?an'i me?aS'eQ"et ?et hapQ"at'im]]: [[dani?'el]], [[t'elefon]] ${PHONE_HE_PHONEMES}, [[Xib'uQ" SluX'at s'ip lameQ"kazij'a ve?otom'atsja mut?'emet]]. [[ha?'im hak'ol naX'on]]?`,
  "[[k'en]], [[hak'ol naX'on]]. [[m'a haSl'av hab'a]]?",
  "[[Sal'aXti ?aXS'av ?et hapQ\"at'im Sel'Xa lats'evet hamumX'im Sel'anu latelef'onja vela?otom'atsja]].",
  "[[metsuj'an]]. [[mat'aj taXzeQ\"'u ?el'aj]]?",
  "[[nats'ig Sel telen'ova jitkaS'eQ\" ?el'eXa haj'om ?aX'aQ\" hatsohoQ\"'ajim]], [[k'edej livX'on ?et hatsQ\"aX'im Sel'Xa ulehaX'in hatsa?'a mut?'emet]].",
  "[[me?ul'e]], [[tod'a Q\"ab'a ?al ha?ezQ\"'a]], [[sof'ija]]. [[lehitQ\"a?'ot]].",
  "[[tod'a leX'a]], [[dani?'el]], [[h'aja l'i le?'oneg la?az'oQ\" leX'a]]. [[Sejihj'e leX'a j'om nifl'a]], [[lehitQ\"a?'ot]]!",
];
