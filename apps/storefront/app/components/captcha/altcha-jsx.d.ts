/** The ALTCHA web component's attributes in JSX (React 19 passes them to the custom element). */
import type { HTMLAttributes, Ref } from 'react'

interface AltchaWidgetAttributes extends HTMLAttributes<HTMLElement> {
  ref?: Ref<HTMLElement>
  challenge?: string
  configuration?: string
  language?: string
  name?: string
  auto?: 'off' | 'onfocus' | 'onload' | 'onsubmit'
  display?: string
  workers?: number
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'altcha-widget': AltchaWidgetAttributes
    }
  }
}
