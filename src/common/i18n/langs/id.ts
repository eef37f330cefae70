/** Indonesian (docs/translations.md): every section of `en.ts`, same keys; the visitor is "Anda". */
import type { About } from '../../../core/protocol/languages.ts';
import type { Translation } from '../texts.ts';

/** What this file is: its code (in `LANGS`), writing direction (by `RTL_LANGS`) and name. */
export const about = {
  code: 'id',
  dir: 'ltr',
  name: 'Bahasa Indonesia',
} as const satisfies About<'id'>;

export const launcher: Translation<'launcher'> = {
  assistantName: 'Sofia',
  launcherVoice: 'Telepon {assistant}',
  launcherChat: 'Kirim pesan ke {assistant}',
  launcherHybrid: 'Bicara dengan {assistant}',
  loadFailed: 'Asisten tidak dapat dibuka. Periksa koneksi Anda, lalu tekan lagi.',
  teaserClose: 'Tutup',
};

export const button: Translation<'button'> = {
  callIdle: 'Tekan tombol dan bicaralah dengan {assistant}',
  callConnecting: 'Menghubungkan…',
  callConnected: 'Terhubung – tekan untuk mengakhiri panggilan',
  callSpeaking: 'Berbicara…',
  callReconnecting: 'Menghubungkan ulang…',
  liveNeedsScript:
    'Panggilan langsung memerlukan JavaScript: aktifkan JavaScript di browser Anda untuk berbicara dengan {assistant}.',
  precheckStart: 'Uji mikrofon dan koneksi',
};

export const sheet: Translation<'sheet'> = {
  suggestionsLabel: 'Saran untuk memulai',
  tapToContinue: 'Ketuk untuk melanjutkan panggilan',
  unreadCount: {
    other: '{max} pesan baru',
  },
  greeting:
    'Halo, saya {assistant}. Tulis pesan atau tekan “Telepon” untuk berbicara dengan saya. Ada yang bisa saya bantu?',
  close: 'Tutup',
  newConversation: 'Percakapan baru',
  logLabel: 'Percakapan dengan {assistant}',
  callStart: 'Telepon',
  hangUp: 'Akhiri panggilan',
  sheetConnecting: 'Menghubungkan…',
  inCall: 'Dalam panggilan',
  chatPlaceholder: 'Tulis pesan…',
  callPlaceholder: 'Ketik selama panggilan…',
  waitingPlaceholder: 'Menyambungkan panggilan…',
  interrupted: 'Balasan terputus.',
  chatNotSent: 'Tidak terkirim.',
  writeInstead: 'Ketik saja',
  chatByVoice: 'dalam panggilan',
  typing: '{assistant} sedang mengetik…',
  consentChat:
    'Pesan Anda diproses untuk membantu Anda. Apakah Anda setuju untuk berkirim pesan dengan asisten virtual?',
  acceptChat: 'Setuju',
  chatRecapTitle: 'Hasil percakapan Anda',
  languageLabel: 'Bahasa',
};

export const panel: Translation<'panel'> = {
  orbIdle: 'Panggilan belum dimulai',
  orbConnecting: 'Menghubungkan…',
  orbListening: 'Mendengarkan',
  orbThinking: '{assistant} sedang berpikir…',
  orbSpeaking: '{assistant} sedang berbicara',
  quickRepliesLabel: 'Balasan yang disarankan',
  echoHint: 'Memakai speaker? Gunakan headphone agar {assistant} tidak mendengar suaranya sendiri.',
  panelLabel: 'Percakapan langsung',
  transcriptLabel: 'Transkrip panggilan',
  you: 'Anda',
  empty: 'Transkrip akan muncul di sini.',
  mute: 'Bisukan mikrofon',
  unmute: 'Bunyikan mikrofon',
  inputLabel: 'Tulis pesan',
  inputPlaceholder: 'Ketik jawaban Anda…',
  send: 'Kirim',
  levelAssistant: 'Volume {assistant}',
  levelMic: 'Mikrofon Anda',
  timerLabel: 'Durasi',
  micSelect: 'Mikrofon',
  speakerSelect: 'Pengeras suara',
  speakerDefault: 'Pengeras suara default',
  speakerLabelsHidden: 'Nama pengeras suara akan muncul setelah Anda mengizinkan mikrofon.',
  speakerLost: 'Pengeras suara Anda terputus: audio tetap diputar melalui pengeras suara default.',
  hold: 'Tahan',
  onHold: 'Ditahan',
  connectionGood: 'Koneksi: baik',
  connectionFair: 'Koneksi: sedang',
  connectionPoor: 'Koneksi: buruk',
  connectionLost: 'Koneksi: terputus',
  connectionWeak:
    'Koneksi lemah: dekati Wi-Fi Anda atau tutup aplikasi lain yang memakai jaringan.',
  connectionNone:
    'Tidak ada koneksi saat ini: periksa Wi-Fi atau data seluler Anda. Panggilan berlanjut saat koneksi kembali.',
  talkHold: 'Tahan untuk bicara',
  talkHeld: 'Mendengarkan… lepaskan untuk selesai',
  talkMode: 'Tekan untuk bicara',
  micHint:
    'Suara Anda tidak terdengar. Pastikan mikrofon terpasang dan tidak dibisukan, atau pilih mikrofon lain.',
  typedOnly: 'Asisten offline ini tidak dapat memahami suara: ketik jawaban Anda di bawah.',
  reconnecting: 'Menghubungkan ulang…',
  reconnectAttempt: 'percobaan ke-{n}',
  resumeAudio: 'Ketuk untuk melanjutkan panggilan',
  pendingSend: 'Tertunda: akan dikirim saat panggilan tersambung kembali',
  notSent: 'Tidak terkirim: panggilan berakhir sebelum tersambung kembali',
  consentTitle: 'Sebelum kita mulai',
  consentText:
    'Panggilan ini menggunakan mikrofon Anda dan percakapan diproses untuk membantu Anda. Apakah Anda setuju untuk berbicara dengan asisten virtual?',
  accept: 'Setuju dan telepon',
  decline: 'Nanti saja',
  retry: 'Coba lagi',
  dismiss: 'Tutup',
  recapTitle: 'Hasil panggilan Anda',
  recapDate: 'Tanggal',
  recapTime: 'Waktu',
  recapDuration: 'Durasi',
  recapName: 'Nama',
  recapPhone: 'Telepon',
  recapNeed: 'Kebutuhan',
  recapStatus: 'Status',
  recapLatency: 'Waktu tunggu jawaban yang biasa',
  precheckRunning: 'Sedang menguji… ucapkan beberapa kata',
  precheckMicOk: 'Mikrofon: kami bisa mendengar Anda.',
  precheckMicSilent:
    'Kami tidak bisa mendengar Anda: pastikan mikrofon yang benar dipilih dan tidak dibisukan.',
  precheckMicDenied: 'Mikrofon diblokir: izinkan untuk situs ini di browser, lalu uji lagi.',
  precheckMicMissing: 'Mikrofon tidak ditemukan: pasang satu, lalu uji lagi.',
  precheckOutputOk: 'Suara: perangkat Anda bisa memutar audio.',
  precheckOutputNone:
    'Suara tidak bisa diputar: sambungkan speaker atau headphone dan periksa volumenya.',
  precheckNetGood: 'Koneksi: baik ({rtt}).',
  precheckNetFair: 'Koneksi: cukup ({rtt}); jawaban mungkin sedikit terlambat.',
  precheckNetPoor: 'Koneksi: lemah ({rtt}); mendekatlah ke Wi‑Fi atau hentikan unduhan lain.',
  precheckNetLost:
    'Kami tidak bisa menjangkau layanan: periksa koneksi internet Anda, lalu uji lagi.',
  statusLead: 'Data tercatat',
  statusEnded: 'Panggilan berakhir',
  statusFailed: 'Panggilan tidak dapat dimulai',
  statusLost: 'Koneksi terputus',
  byVoice: '—',
  download: 'Unduh transkrip (.txt)',
  transcriptHeader: 'Transkrip panggilan dengan {assistant}, {date} {time}',
  toolRunning: 'Sedang diproses: {tool}…',
  toolDone: 'Selesai',
  toolFailed: 'Tidak dapat diselesaikan',
  toolTask: 'permintaan',
};

export const errors: Translation<'errors'> = {
  micMissing: 'Mikrofon tidak ditemukan. Pasang mikrofon, lalu tekan “Coba lagi”.',
  micBusy: 'Aplikasi lain sedang menggunakan mikrofon. Tutup aplikasi itu, lalu tekan “Coba lagi”.',
  micDeniedChromium:
    'Kami tidak mendapat izin untuk menggunakan mikrofon. Klik ikon gembok di samping alamat, aktifkan “Mikrofon”, lalu tekan “Coba lagi”.',
  micDeniedSafari:
    'Kami tidak mendapat izin untuk menggunakan mikrofon. Di Safari, buka Pengaturan untuk Situs Web Ini (menu Safari), izinkan mikrofon, lalu tekan “Coba lagi”.',
  micDeniedFirefox:
    'Kami tidak mendapat izin untuk menggunakan mikrofon. Klik ikon mikrofon yang dicoret di samping alamat, hapus blokirnya, lalu tekan “Coba lagi”.',
  micDeniedOther:
    'Kami tidak mendapat izin untuk menggunakan mikrofon. Izinkan mikrofon untuk halaman ini di pengaturan browser Anda, lalu tekan “Coba lagi”.',
  unreachable:
    'Layanan panggilan tidak dapat dihubungi. Periksa koneksi internet Anda, lalu coba lagi.',
  badKey:
    'Situs ini tidak diizinkan melakukan panggilan (kunci publik tidak valid). Mohon beri tahu pemilik situs.',
  unknownAssistant:
    'Asisten ini tidak ada atau sudah tidak tersedia. Mohon beri tahu pemilik situs.',
  busy: 'Layanan sedang sibuk. Tunggu sekitar satu menit, lalu coba lagi.',
  joinTimeout: 'Panggilan terlalu lama tersambung. Periksa koneksi Anda, lalu coba lagi.',
  callDropped: 'Panggilan terputus karena terjadi kesalahan. Anda dapat menelepon lagi.',
  connectionLost:
    'Koneksi ke panggilan terputus. Periksa koneksi internet Anda, lalu telepon lagi.',
  playbackBlocked: 'Browser memblokir audio. Tekan “Coba lagi” untuk menelepon lagi.',
  noAudioOutput:
    'Browser Anda tidak dapat memutar suara karena tidak menemukan pengeras suara atau headphone. Pasang atau nyalakan pengeras suara atau headphone, lalu tekan “Coba lagi”.',
  unknownError: 'Terjadi masalah pada panggilan. Silakan coba lagi.',
  inputEmpty: 'Tulis sesuatu sebelum mengirim.',
  inputTooLong: {
    other: 'Pesan terlalu panjang: persingkat menjadi paling banyak {max} karakter.',
  },
  inputNotConfigured:
    'Situs ini belum menyiapkan asisten (kunci publik tidak ada). Mohon beri tahu pemilik situs.',
  inputNoCall: 'Panggilan sudah tidak aktif: pesan Anda tidak terkirim.',
  inputQueueFull:
    'Kami sedang menghubungkan ulang panggilan dan sudah terlalu banyak pesan yang menunggu. Tunggu hingga koneksi pulih, lalu kirim pesan ini lagi.',
};

export const privacy: Translation<'privacy'> = {
  feedbackTitle: 'Bagaimana percakapan ini menurut Anda?',
  feedbackUp: 'Saya suka',
  feedbackDown: 'Saya tidak suka',
  feedbackComment: 'Komentar (opsional)',
  feedbackCount: { other: '{n}/{max} karakter' },
  feedbackSend: 'Kirim penilaian',
  feedbackSkip: 'Lewati',
  feedbackThanks: 'Terima kasih atas penilaian Anda!',
  feedbackFailed:
    'Penilaian Anda tidak dapat dikirim. Periksa koneksi Anda dan tekan “Kirim penilaian” lagi, atau lewati saja.',
  forget: 'Hapus percakapan ini',
  forgetQuestion:
    'Hapus percakapan ini? Riwayat dan pilihan yang tersimpan di browser ini akan dihapus dan sesi chat akan ditutup.',
  forgetConfirm: 'Ya, hapus',
  forgetCancel: 'Batal',
  forgotten: 'Percakapan dihapus: tidak ada lagi yang tersimpan di browser ini.',
};
