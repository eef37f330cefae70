/** JSX typing of the custom elements that components render inside each other. */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'voice-call-button': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
        'public-key'?: string | undefined;
        'assistant-id'?: string | undefined;
        'api-url'?: string | undefined;
        'assistant-name'?: string | undefined;
        'mic-gain'?: string | undefined;
        lang?: string | undefined;
      };
    }
  }
}
