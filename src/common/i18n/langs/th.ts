/**
 * Thai (docs/translations.md): every section of `en.ts`, same keys. Polite but without the
 * speaker's gendered particles (ครับ/ค่ะ): a partner may rename the assistant.
 */
import type { About } from '../../../core/protocol/languages.ts';
import type { Translation } from '../texts.ts';

/** What this file is: its code (in `LANGS`), writing direction (by `RTL_LANGS`) and name. */
export const about = { code: 'th', dir: 'ltr', name: 'ไทย' } as const satisfies About<'th'>;

export const launcher: Translation<'launcher'> = {
  assistantName: 'โซเฟีย',
  launcherVoice: 'โทรหา {assistant}',
  launcherChat: 'ส่งข้อความถึง {assistant}',
  launcherHybrid: 'คุยกับ {assistant}',
  loadFailed: 'เปิดผู้ช่วยไม่สำเร็จ โปรดตรวจสอบการเชื่อมต่อแล้วกดอีกครั้ง',
};

export const button: Translation<'button'> = {
  callIdle: 'กดปุ่มเพื่อคุยกับ {assistant}',
  callConnecting: 'กำลังเชื่อมต่อ…',
  callConnected: 'เชื่อมต่อแล้ว – กดเพื่อวางสาย',
  callSpeaking: 'กำลังพูด…',
  callReconnecting: 'กำลังเชื่อมต่อใหม่…',
  liveNeedsScript: 'การโทรสดต้องใช้ JavaScript โปรดเปิด JavaScript ในเบราว์เซอร์เพื่อคุยกับ {assistant}',
};

export const sheet: Translation<'sheet'> = {
  suggestionsLabel: 'คำแนะนำสำหรับเริ่มต้น',
  tapToContinue: 'แตะเพื่อคุยสายต่อ',
  greeting: 'สวัสดี ฉันชื่อ {assistant} พิมพ์ข้อความถึงฉันหรือกด “โทร” เพื่อพูดคุยได้เลย วันนี้มีอะไรให้ช่วยไหม',
  close: 'ปิด',
  newConversation: 'เริ่มบทสนทนาใหม่',
  logLabel: 'บทสนทนากับ {assistant}',
  callStart: 'โทร',
  hangUp: 'วางสาย',
  sheetConnecting: 'กำลังเชื่อมต่อ…',
  inCall: 'อยู่ในสาย',
  chatPlaceholder: 'พิมพ์ข้อความ…',
  callPlaceholder: 'พิมพ์ระหว่างการโทร…',
  waitingPlaceholder: 'กำลังต่อสาย…',
  interrupted: 'การตอบกลับถูกขัดจังหวะ',
  chatNotSent: 'ส่งไม่สำเร็จ',
  writeInstead: 'พิมพ์แทน',
  chatByVoice: 'ในสาย',
  typing: '{assistant} กำลังพิมพ์…',
  consentChat: 'ข้อความของคุณจะถูกประมวลผลเพื่อช่วยเหลือคุณ คุณยินยอมที่จะแชทกับผู้ช่วยเสมือนหรือไม่',
  acceptChat: 'ยอมรับ',
  chatRecapTitle: 'สรุปผลการสนทนา',
  languageLabel: 'ภาษา',
};

export const panel: Translation<'panel'> = {
  orbIdle: 'ยังไม่ได้เริ่มการโทร',
  orbConnecting: 'กำลังเชื่อมต่อ…',
  orbListening: 'กำลังฟัง',
  orbThinking: '{assistant} กำลังคิด…',
  orbSpeaking: '{assistant} กำลังพูด',
  quickRepliesLabel: 'คำตอบที่แนะนำ',
  echoHint: 'กำลังใช้ลำโพงอยู่หรือไม่ ใช้หูฟังเพื่อไม่ให้ {assistant} ได้ยินเสียงตัวเอง',
  panelLabel: 'การสนทนาสด',
  transcriptLabel: 'ข้อความถอดเสียงของการโทร',
  you: 'คุณ',
  empty: 'ข้อความถอดเสียงจะแสดงที่นี่',
  mute: 'ปิดเสียงไมโครโฟน',
  unmute: 'เปิดเสียงไมโครโฟน',
  inputLabel: 'พิมพ์ข้อความ',
  inputPlaceholder: 'พิมพ์คำตอบของคุณ…',
  send: 'ส่ง',
  levelAssistant: 'ระดับเสียงของ {assistant}',
  levelMic: 'ไมโครโฟนของคุณ',
  timerLabel: 'ระยะเวลา',
  micSelect: 'ไมโครโฟน',
  speakerSelect: 'ลำโพง',
  speakerDefault: 'ลำโพงเริ่มต้น',
  speakerLabelsHidden: 'ชื่อลำโพงจะแสดงเมื่อคุณอนุญาตให้ใช้ไมโครโฟน',
  speakerLost: 'ลำโพงของคุณถูกตัดการเชื่อมต่อ เสียงจะเล่นต่อทางลำโพงเริ่มต้น',
  hold: 'พักสาย',
  onHold: 'กำลังพักสาย',
  connectionGood: 'การเชื่อมต่อ: ดี',
  connectionFair: 'การเชื่อมต่อ: พอใช้',
  connectionPoor: 'การเชื่อมต่อ: แย่',
  connectionLost: 'การเชื่อมต่อ: ขาดหาย',
  connectionWeak: 'การเชื่อมต่ออ่อน: ขยับเข้าใกล้ Wi-Fi หรือปิดแอปอื่นที่ใช้เครือข่าย',
  connectionNone:
    'ขณะนี้ไม่มีการเชื่อมต่อ: โปรดตรวจสอบ Wi-Fi หรืออินเทอร์เน็ตมือถือ สายจะดำเนินต่อเมื่อการเชื่อมต่อกลับมา',
  talkHold: 'กดค้างไว้เพื่อพูด',
  talkHeld: 'กำลังฟัง… ปล่อยเพื่อจบ',
  talkMode: 'กดเพื่อพูด',
  micHint: 'เราไม่ได้ยินเสียงของคุณ โปรดตรวจสอบว่าเสียบไมโครโฟนแล้วและไม่ได้ปิดเสียงอยู่ หรือเลือกไมโครโฟนอื่น',
  typedOnly: 'ผู้ช่วยออฟไลน์นี้ไม่เข้าใจเสียงพูด โปรดพิมพ์คำตอบของคุณด้านล่าง',
  reconnecting: 'กำลังเชื่อมต่อใหม่…',
  reconnectAttempt: 'ครั้งที่ {n}',
  resumeAudio: 'แตะเพื่อคุยสายต่อ',
  pendingSend: 'รอส่ง: จะส่งเมื่อการโทรเชื่อมต่อใหม่ได้',
  notSent: 'ส่งไม่สำเร็จ: การโทรสิ้นสุดลงก่อนเชื่อมต่อใหม่ได้',
  consentTitle: 'ก่อนเริ่มต้น',
  consentText:
    'การโทรนี้ใช้ไมโครโฟนของคุณ และบทสนทนาจะถูกประมวลผลเพื่อช่วยเหลือคุณ คุณยินยอมที่จะพูดคุยกับผู้ช่วยเสมือนหรือไม่',
  accept: 'ยอมรับและโทร',
  decline: 'ไว้ภายหลัง',
  retry: 'ลองอีกครั้ง',
  dismiss: 'ปิด',
  recapTitle: 'สรุปผลการโทร',
  recapDate: 'วันที่',
  recapTime: 'เวลา',
  recapDuration: 'ระยะเวลา',
  recapName: 'ชื่อ',
  recapPhone: 'โทรศัพท์',
  recapNeed: 'ความต้องการ',
  recapStatus: 'สถานะ',
  statusLead: 'บันทึกข้อมูลแล้ว',
  statusEnded: 'สิ้นสุดการโทร',
  statusFailed: 'เริ่มการโทรไม่สำเร็จ',
  statusLost: 'การเชื่อมต่อขาดหาย',
  byVoice: '—',
  download: 'ดาวน์โหลดข้อความถอดเสียง (.txt)',
  transcriptHeader: 'ข้อความถอดเสียงการโทรกับ {assistant} {date} {time}',
  toolRunning: 'กำลังดำเนินการ: {tool}…',
  toolDone: 'เสร็จแล้ว',
  toolFailed: 'ดำเนินการไม่สำเร็จ',
  toolTask: 'คำขอ',
};

export const errors: Translation<'errors'> = {
  micMissing: 'ไม่พบไมโครโฟน โปรดเสียบไมโครโฟนแล้วกด “ลองอีกครั้ง”',
  micBusy: 'มีแอปอื่นกำลังใช้ไมโครโฟนอยู่ โปรดปิดแอปนั้นแล้วกด “ลองอีกครั้ง”',
  micDeniedChromium:
    'เราไม่ได้รับอนุญาตให้ใช้ไมโครโฟน โปรดคลิกไอคอนแม่กุญแจข้างที่อยู่เว็บ เปิด “ไมโครโฟน” แล้วกด “ลองอีกครั้ง”',
  micDeniedSafari:
    'เราไม่ได้รับอนุญาตให้ใช้ไมโครโฟน ใน Safari โปรดเปิดการตั้งค่าสำหรับเว็บไซต์นี้ (เมนู Safari) อนุญาตไมโครโฟน แล้วกด “ลองอีกครั้ง”',
  micDeniedFirefox:
    'เราไม่ได้รับอนุญาตให้ใช้ไมโครโฟน โปรดคลิกไอคอนไมโครโฟนที่มีขีดฆ่าข้างที่อยู่เว็บ ยกเลิกการบล็อก แล้วกด “ลองอีกครั้ง”',
  micDeniedOther:
    'เราไม่ได้รับอนุญาตให้ใช้ไมโครโฟน โปรดอนุญาตไมโครโฟนสำหรับหน้านี้ในการตั้งค่าเบราว์เซอร์ แล้วกด “ลองอีกครั้ง”',
  unreachable: 'ติดต่อบริการโทรไม่ได้ โปรดตรวจสอบการเชื่อมต่ออินเทอร์เน็ตแล้วลองอีกครั้ง',
  badKey: 'เว็บไซต์นี้ไม่ได้รับอนุญาตให้โทร (คีย์สาธารณะไม่ถูกต้อง) โปรดแจ้งให้เจ้าของเว็บไซต์ทราบ',
  unknownAssistant: 'ไม่มีผู้ช่วยนี้หรือผู้ช่วยนี้เลิกให้บริการแล้ว โปรดแจ้งให้เจ้าของเว็บไซต์ทราบ',
  busy: 'ขณะนี้บริการไม่ว่าง โปรดรอสักหนึ่งนาทีแล้วลองอีกครั้ง',
  joinTimeout: 'การเชื่อมต่อสายใช้เวลานานเกินไป โปรดตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง',
  callDropped: 'สายหลุดเนื่องจากเกิดข้อผิดพลาด คุณโทรใหม่ได้',
  connectionLost: 'การเชื่อมต่อกับสายขาดหาย โปรดตรวจสอบการเชื่อมต่ออินเทอร์เน็ตแล้วโทรอีกครั้ง',
  playbackBlocked: 'เบราว์เซอร์บล็อกเสียงไว้ โปรดกด “ลองอีกครั้ง” เพื่อโทรอีกครั้ง',
  noAudioOutput:
    'เบราว์เซอร์ของคุณเล่นเสียงไม่ได้เพราะไม่พบลำโพงหรือหูฟัง โปรดเสียบหรือเปิดลำโพงหรือหูฟัง แล้วกด “ลองอีกครั้ง”',
  unknownError: 'เกิดข้อผิดพลาดในการโทร โปรดลองอีกครั้ง',
  inputEmpty: 'โปรดพิมพ์ข้อความก่อนส่ง',
  inputTooLong: { other: 'ข้อความยาวเกินไป โปรดย่อให้เหลือไม่เกิน {max} ตัวอักษร' },
  inputNotConfigured: 'เว็บไซต์นี้ยังไม่ได้ตั้งค่าผู้ช่วย (ไม่มีคีย์สาธารณะ) โปรดแจ้งให้เจ้าของเว็บไซต์ทราบ',
  inputNoCall: 'การโทรสิ้นสุดแล้ว ข้อความของคุณจึงไม่ได้ถูกส่ง',
  inputQueueFull:
    'เรากำลังเชื่อมต่อสายใหม่ และมีข้อความรอส่งอยู่มากเกินไป โปรดรอให้การเชื่อมต่อกลับมาแล้วส่งข้อความนี้อีกครั้ง',
};

export const privacy: Translation<'privacy'> = {
  feedbackTitle: 'บทสนทนานี้เป็นอย่างไรบ้าง',
  feedbackUp: 'ชอบ',
  feedbackDown: 'ไม่ชอบ',
  feedbackComment: 'ความคิดเห็น (ไม่บังคับ)',
  feedbackCount: { other: '{n}/{max} ตัวอักษร' },
  feedbackSend: 'ส่งคะแนน',
  feedbackSkip: 'ข้าม',
  feedbackThanks: 'ขอบคุณสำหรับคะแนนของคุณ',
  feedbackFailed: 'ส่งคะแนนไม่สำเร็จ โปรดตรวจสอบการเชื่อมต่อแล้วกด “ส่งคะแนน” อีกครั้ง หรือข้ามไป',
  forget: 'ลบบทสนทนานี้',
  forgetQuestion: 'ต้องการลบบทสนทนานี้หรือไม่ ประวัติและตัวเลือกที่บันทึกไว้ในเบราว์เซอร์นี้จะถูกลบ และเซสชันแชทจะถูกปิด',
  forgetConfirm: 'ใช่ ลบเลย',
  forgetCancel: 'ยกเลิก',
  forgotten: 'ลบบทสนทนาแล้ว ไม่มีข้อมูลใดบันทึกอยู่ในเบราว์เซอร์นี้อีก',
};
