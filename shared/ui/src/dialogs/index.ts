// Its own entry (`@uaeaf/ui/dialog`), not the shared barrel's: the shell shares `@uaeaf/ui` whole in its first
// chunk, and only pages that ask a question need the dialog.
export * from './ConfirmDialog';
export * from './action-buttons';
export * from './use-modal-dialog';
