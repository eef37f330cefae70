/** The texts of the feedback form and of 'Forget this conversation', shared by panel and sheet. */
import type { Strings } from '../i18n/strings.ts';
import type { Lang } from '../../core/lang.ts';

const es = {
  feedbackTitle: '¿Qué tal fue esta conversación?',
  feedbackUp: 'Me ha gustado',
  feedbackDown: 'No me ha gustado',
  feedbackComment: 'Comentario (opcional)',
  /** `{n}` characters typed of `{max}`. */
  feedbackCount: '{n}/{max} caracteres',
  feedbackSend: 'Enviar valoración',
  feedbackSkip: 'Omitir',
  feedbackThanks: '¡Gracias por tu valoración!',
  feedbackFailed:
    'No pudimos enviar tu valoración. Comprueba tu conexión y pulsa «Enviar valoración» de nuevo, u omítela.',
  forget: 'Olvidar esta conversación',
  forgetQuestion:
    '¿Olvidar esta conversación? Se borrarán el historial y las elecciones guardadas en este navegador y se cerrará la sesión del chat.',
  forgetConfirm: 'Sí, olvidarla',
  forgetCancel: 'Cancelar',
  forgotten: 'Conversación olvidada: no queda nada guardado en este navegador.',
} as const;

/** The feedback and forget texts; `{n}` and `{max}` are numbers. */
export type PrivacyStrings = Strings<typeof es>;

const he: PrivacyStrings = {
  feedbackTitle: 'איך הייתה השיחה?',
  feedbackUp: 'אהבתי',
  feedbackDown: 'לא אהבתי',
  feedbackComment: 'הערה (לא חובה)',
  feedbackCount: '{n}/{max} תווים',
  feedbackSend: 'שליחת הדירוג',
  feedbackSkip: 'דילוג',
  feedbackThanks: 'תודה על הדירוג!',
  feedbackFailed: 'לא הצלחנו לשלוח את הדירוג. בדקו את החיבור ולחצו שוב על "שליחת הדירוג", או דלגו.',
  forget: 'לשכוח את השיחה הזאת',
  forgetQuestion: 'לשכוח את השיחה? ההיסטוריה והבחירות השמורות בדפדפן הזה יימחקו וסשן הצ׳אט ייסגר.',
  forgetConfirm: 'כן, לשכוח',
  forgetCancel: 'ביטול',
  forgotten: 'השיחה נשכחה: לא נשאר דבר שמור בדפדפן הזה.',
};

/** The feedback and forget texts per language. */
export const PRIVACY_STRINGS: Readonly<Record<Lang, PrivacyStrings>> = { es, he };
