import { HTML5Backend } from 'react-dnd-html5-backend';
import { TouchBackend } from 'react-dnd-touch-backend';
import { PointerTransition, TouchTransition, type MultiBackendOptions } from 'react-dnd-multi-backend';
import { TOUCH_HOLD_MS } from './touchHold';

/**
 * react-dnd's HTML5 backend ignores touch, so the board switches backends by input: the HTML5 one
 * for a mouse (native drag image, as before), the touch one from the first touch on (a hybrid laptop
 * switches back at the next mouse press). dnd-multi-backend does the switching; the touch backend
 * draws no drag image, so the board renders its own preview (`preview: true`, TouchDragPreview).
 */
export const BOARD_DRAG_BACKENDS: MultiBackendOptions = {
  backends: [
    { id: 'html5', backend: HTML5Backend, transition: PointerTransition },
    {
      id: 'touch',
      backend: TouchBackend,
      options: { enableMouseEvents: false, delayTouchStart: TOUCH_HOLD_MS },
      preview: true,
      transition: TouchTransition,
    },
  ],
};
