/**
 * English: the key set of the widgets' texts (docs/translations.md). Every other language file
 * exports the same sections, typed by this one ({@link Section}), so a missing, extra or
 * misspelt key fails `tsc`.
 *
 * How to write a text: plain strings; `{name}` is filled in by the widget (`{assistant}` the
 * assistant's name, `{n}` and `{max}` numbers, `{date}` and `{time}`); a plural is an object whose
 * keys are the language's plural categories (`zero`, `one`, `two`, `few`, `many`, `other`, as
 * `Intl.PluralRules` names them; `other` is required) and whose count is `{max}`. Key names are
 * unique across sections: a partner overrides a text by its key alone (the `texts` attribute).
 */

import type { About } from '../../../core/protocol/languages.ts';

/** What this file is: its code (in `LANGS`), writing direction (by `RTL_LANGS`) and name. */
export const about = { code: 'en', dir: 'ltr', name: 'English' } as const satisfies About<'en'>;

/** `<voice-widget>`'s launcher: loaded before the first interaction, so kept short. */
export const launcher = {
  /** The assistant's name when `assistant-name` is absent. */
  assistantName: 'Sofia',
  /** The launcher in `mode="voice"`. */
  launcherVoice: 'Call {assistant}',
  /** The launcher in `mode="chat"`. */
  launcherChat: 'Message {assistant}',
  /** The launcher in `mode="hybrid"`. */
  launcherHybrid: 'Talk to {assistant}',
  /** The launcher while a resumed call's audio waits for a tap. */
  /** Shown when the sheet's code cannot load (offline, blocked). */
  loadFailed: "The assistant couldn't open. Check your connection and press again.",
  /** The teaser bubble's close button (its accessible name). */
  teaserClose: 'Close',
} as const;

/** `<voice-call-button>`'s button, per call status. */
export const button = {
  callIdle: 'Press the button and talk to {assistant}',
  callConnecting: 'Connecting…',
  callConnected: 'Connected – press to hang up',
  callSpeaking: 'Speaking…',
  /** The call's connection dropped and is being resumed; a press hangs up. */
  callReconnecting: 'Reconnecting…',
  /** In place of the button where JavaScript is off. */
  liveNeedsScript:
    'The live call needs JavaScript: turn it on in your browser to talk to {assistant}.',
  /** The pre-call check's button (`precheck` part), shown under the idle button before its code loads. */
  precheckStart: 'Test microphone and connection',
} as const;

/** `<voice-widget>`'s sheet: header, chat log, composer, call bar. */
export const sheet = {
  /** The group of starter suggestions (`suggestions`) in an empty conversation. */
  suggestionsLabel: 'Suggestions to start',
  tapToContinue: 'Tap to continue the call',
  /** The launcher's unread count in words, in its accessible name (a plural on `{max}`). */
  unreadCount: {
    one: '{max} new message',
    other: '{max} new messages',
  },
  greeting: "Hi, I'm {assistant}. Write to me or press “Call” to talk. How can I help?",
  close: 'Close',
  newConversation: 'New conversation',
  logLabel: 'Conversation with {assistant}',
  callStart: 'Call',
  hangUp: 'Hang up',
  sheetConnecting: 'Connecting…',
  inCall: 'In a call',
  chatPlaceholder: 'Write a message…',
  callPlaceholder: 'Type during the call…',
  waitingPlaceholder: 'Connecting the call…',
  interrupted: 'Reply interrupted.',
  chatNotSent: 'Not sent.',
  writeInstead: 'Write instead',
  /** Marks a line said in the call, in the chat log. */
  chatByVoice: 'in the call',
  typing: '{assistant} is typing…',
  consentChat:
    'Your messages are processed to help you. Do you agree to write with the virtual assistant?',
  acceptChat: 'Accept',
  /** The recap's title after a chat (a call's is `recapTitle`). */
  chatRecapTitle: 'Your conversation’s result',
  /** The language control's accessible name (`languages` attribute). */
  languageLabel: 'Language',
} as const;

/** The live panel of a call (in `<voice-call-button>` and in the sheet). */
export const panel = {
  /** The orb's state, said in text beside it (the orb is decorative): before a call. */
  orbIdle: 'Call not started',
  orbConnecting: 'Connecting…',
  /** The assistant waits for the visitor to speak. */
  orbListening: 'Listening',
  /** From the end of the visitor's turn to the assistant's first audio. */
  orbThinking: '{assistant} is thinking…',
  orbSpeaking: '{assistant} is speaking',
  /** The group of quick replies the assistant offers. */
  quickRepliesLabel: 'Suggested replies',
  echoHint: 'Using speakers? Headphones stop {assistant} from hearing itself.',
  panelLabel: 'Live conversation',
  transcriptLabel: 'Call transcript',
  you: 'You',
  empty: 'The transcript will appear here.',
  mute: 'Mute microphone',
  unmute: 'Unmute microphone',
  inputLabel: 'Write a message',
  inputPlaceholder: 'Type your answer…',
  send: 'Send',
  levelAssistant: "{assistant}'s volume",
  levelMic: 'Your microphone',
  timerLabel: 'Duration',
  micSelect: 'Microphone',
  speakerSelect: 'Speaker',
  speakerDefault: 'Default speaker',
  speakerLabelsHidden: 'Speaker names appear once you allow the microphone.',
  speakerLost: 'Your speaker was disconnected: the audio goes on through the default speaker.',
  /** The `hold` toggle (`aria-pressed` says whether the call is held). */
  hold: 'Hold',
  /** The call timer while the call is held. */
  onHold: 'On hold',
  /** The connection indicator's text for screen readers, per rating. */
  connectionGood: 'Connection: good',
  connectionFair: 'Connection: fair',
  connectionPoor: 'Connection: poor',
  connectionLost: 'Connection: lost',
  /** The notice while the connection is poor. */
  connectionWeak:
    'Weak connection: move closer to your Wi-Fi or close other apps that use the network.',
  /** The notice while nothing comes back from the call. */
  connectionNone:
    'No connection right now: check your Wi-Fi or mobile data. The call goes on when it is back.',
  talkHold: 'Hold to talk',
  talkHeld: "I'm listening… release to finish",
  talkMode: 'Push to talk',
  micHint:
    "We can't hear you. Check that the microphone is plugged in and not muted, or choose another.",
  typedOnly: "This offline assistant doesn't understand speech: type your answers below.",
  reconnecting: 'Reconnecting…',
  /** Which resume attempt this is (`{n}`: 1, 2, …). */
  reconnectAttempt: 'attempt {n}',
  /** Starts the call's audio the browser held back (a call resumed on a new page). */
  resumeAudio: 'Tap to continue the call',
  /** A message typed while reconnecting, waiting to be sent. */
  pendingSend: 'Pending: it will be sent when the call reconnects',
  /** A message typed while reconnecting that the call ended before sending. */
  notSent: 'Not sent: the call ended before it reconnected',
  consentTitle: 'Before we start',
  consentText:
    'The call uses your microphone and the conversation is processed to help you. Do you agree to talk with the virtual assistant?',
  accept: 'Accept and call',
  decline: 'Not now',
  retry: 'Try again',
  dismiss: 'Close',
  recapTitle: 'Your call’s result',
  recapDate: 'Date',
  recapTime: 'Time',
  recapDuration: 'Duration',
  recapName: 'Name',
  recapPhone: 'Phone',
  recapNeed: 'Need',
  recapStatus: 'Status',
  /** The recap's median wait for an answer (`medianLatencyMs`), a duration written with `Intl`. */
  recapLatency: 'Typical wait for an answer',
  /** The pre-call check (`precheck` part) running, then each result with its advice; `{rtt}` is the round trip. */
  precheckRunning: 'Testing… say a few words',
  precheckMicOk: 'Microphone: we can hear you.',
  precheckMicSilent:
    "We can't hear you: check that the right microphone is selected and not muted.",
  precheckMicDenied:
    'The microphone is blocked: allow it for this site in your browser, then test again.',
  precheckMicMissing: 'No microphone found: plug one in, then test again.',
  precheckOutputOk: 'Sound: your device can play audio.',
  precheckOutputNone: "Sound can't play: connect speakers or headphones and check the volume.",
  precheckNetGood: 'Connection: good ({rtt}).',
  precheckNetFair: 'Connection: fair ({rtt}); answers may come a little late.',
  precheckNetPoor: 'Connection: weak ({rtt}); move closer to your Wi‑Fi or close other downloads.',
  precheckNetLost: "We can't reach the service: check your internet connection and test again.",
  statusLead: 'Details recorded',
  statusEnded: 'Call ended',
  /** The call could not start (shown above the error). */
  statusFailed: "The call couldn't start",
  /** The recap's status of a call whose connection was lost. */
  statusLost: 'Connection lost',
  /** A recap field the visitor gave by voice only. */
  byVoice: '—',
  download: 'Download transcript (.txt)',
  transcriptHeader: 'Transcript of the call with {assistant}, {date} {time}',
  /** The `tool-status` line while a page tool works: `{tool}` is its `clientToolLabels` label or `toolTask`. */
  toolRunning: 'Working on it: {tool}…',
  /** The `tool-status` line's mark once the tool answered. */
  toolDone: 'Done',
  /** The mark once it failed or did not answer in time. */
  toolFailed: 'Could not be completed',
  /** The neutral name of a tool without a label. */
  toolTask: 'a request',
} as const;

/** Guided errors: what went wrong and what to do next. */
export const errors = {
  micMissing: "We couldn't find a microphone. Plug one in and press Try again.",
  micBusy: 'Another app is using the microphone. Close it and press Try again.',
  micDeniedChromium:
    "We don't have permission to use the microphone. Click the lock icon next to the address, turn on “Microphone” and press Try again.",
  micDeniedSafari:
    "We don't have permission to use the microphone. In Safari, open Settings for this website (Safari menu), allow the microphone and press Try again.",
  micDeniedFirefox:
    "We don't have permission to use the microphone. Click the crossed-out microphone icon next to the address, remove the block and press Try again.",
  micDeniedOther:
    "We don't have permission to use the microphone. Allow the microphone for this page in your browser's settings and press Try again.",
  unreachable: "We can't reach the call service. Check your internet connection and try again.",
  badKey:
    "This site isn't allowed to make calls (invalid public key). Please let the site's owner know.",
  unknownAssistant:
    "This assistant doesn't exist or is no longer available. Please let the site's owner know.",
  busy: 'The service is busy right now. Wait a minute and try again.',
  joinTimeout: 'The call took too long to connect. Check your connection and try again.',
  callDropped: 'The call dropped because of an error. You can call again.',
  connectionLost:
    'The connection to the call was lost. Check your internet connection and call again.',
  playbackBlocked: 'The browser blocked the audio. Press Try again to call again.',
  noAudioOutput:
    "Your browser can't play sound: it finds no speakers or headphones. Plug in or turn on speakers or headphones and press Try again.",
  unknownError: 'Something went wrong with the call. Please try again.',
  inputEmpty: 'Write something before sending.',
  /** `{max}`: the limit in characters. */
  inputTooLong: {
    one: 'The message is too long: shorten it to at most {max} character.',
    other: 'The message is too long: shorten it to at most {max} characters.',
  },
  inputNotConfigured:
    "This site hasn't set up the assistant yet (the public key is missing). Please let the site's owner know.",
  inputNoCall: "The call isn't active any more: your message wasn't sent.",
  inputQueueFull:
    "We're reconnecting the call and too many messages are already waiting. Wait for the connection to come back and send this one again.",
} as const;

/** The feedback form and 'Forget this conversation' (panel and sheet). */
export const privacy = {
  feedbackTitle: 'How was this conversation?',
  feedbackUp: 'I liked it',
  feedbackDown: "I didn't like it",
  feedbackComment: 'Comment (optional)',
  /** `{n}` characters typed of `{max}`. */
  feedbackCount: { one: '{n}/{max} character', other: '{n}/{max} characters' },
  feedbackSend: 'Send rating',
  feedbackSkip: 'Skip',
  feedbackThanks: 'Thank you for your rating!',
  feedbackFailed:
    "We couldn't send your rating. Check your connection and press “Send rating” again, or skip it.",
  forget: 'Forget this conversation',
  forgetQuestion:
    'Forget this conversation? The history and choices saved in this browser will be deleted and the chat session closed.',
  forgetConfirm: 'Yes, forget it',
  forgetCancel: 'Cancel',
  forgotten: 'Conversation forgotten: nothing is left saved in this browser.',
} as const;
