// Element Timing (https://wicg.github.io/element-timing/): the browser reports when an element with this
// attribute is first painted. Preact's JSX types do not list it yet.
import 'preact';

declare module 'preact' {
  namespace JSX {
    interface HTMLAttributes<RefType extends EventTarget = EventTarget> {
      elementtiming?: string;
    }
  }
}
