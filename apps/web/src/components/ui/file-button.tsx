/**
 * A button that opens the browser's file chooser and hands over the file chosen (a picture, an
 * export to import). The file input itself is hidden from sight, the tab order and screen readers:
 * the button is the one control. Choosing the same file twice in a row is seen both times.
 */
import { useRef, type ComponentProps } from 'react';
import { Button } from './button';

export function FileButton({
  accept,
  onFile,
  inputTestId,
  ...button
}: Omit<ComponentProps<typeof Button>, 'onClick' | 'type'> & {
  accept: string;
  onFile: (file: File) => void;
  /** Where a browser test hands the input its file. */
  inputTestId?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid={inputTestId}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Button {...button} onClick={() => input.current?.click()} />
    </>
  );
}
