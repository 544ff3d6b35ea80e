/**
 * The files a form's fields are still sending ahead (decision 052), so that a send pressed meanwhile waits for them
 * instead of reading the field as empty: a file chosen and sent within a moment used to send nothing and say nothing
 * (decision 089). Kept by the form's react-hook-form `control`, which its fields reach through `useFormContext`
 * wherever they sit; module state is enough because a form and its fields are always bundled into the same app.
 */
const pending = new WeakMap<object, Set<Promise<HTMLElement | undefined>>>();

/**
 * Counts an upload of `input`'s file as the form's until it settles: `upload` resolves to whether the file was taken
 * (a refusal is the field's to show; a rejection counts as refused).
 */
export function trackUpload(control: object, input: HTMLElement, upload: Promise<boolean>): void {
  const uploads = pending.get(control) ?? new Set();
  pending.set(control, uploads);
  const settled = upload
    .then(
      (taken) => (taken ? undefined : input),
      () => input,
    )
    .finally(() => uploads.delete(settled));
  uploads.add(settled);
}

/**
 * Waits until none of the form's uploads is on its way (one chosen meanwhile is waited for too). False when one was
 * refused: its field shows why and takes the focus, and the form is not sent.
 */
export async function uploadsDone(control: object): Promise<boolean> {
  const uploads = pending.get(control);
  let refused: HTMLElement | undefined;
  while (uploads && uploads.size > 0) {
    const inputs = await Promise.all(uploads);
    refused ??= inputs.find((input) => input !== undefined);
  }
  refused?.focus();
  return refused === undefined;
}
