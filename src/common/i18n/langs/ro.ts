/** Romanian: placeholder until translated (re-exports English); the translation replaces this file. */
export * from './en.ts';
