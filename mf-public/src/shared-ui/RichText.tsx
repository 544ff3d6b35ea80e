// The rendering of formatted text moved to the shared UI kit, so a tournament's description (decision 067) is shown
// by mf-tournaments with the same component; the public pages keep importing it from here.
export { ContentLink, LocalizedRichTextView, RichText } from '@uaeaf/ui';
