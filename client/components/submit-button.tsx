import Button, { type ButtonProps } from '@mui/material/Button';
import type { MouseEvent } from 'react';

/**
 * A form's submit button that keeps the focus where it is on a mouse press. Otherwise the press
 * blurs the field being typed in, its error appears under it, the button moves down, and the
 * release lands beside the button: the click, and the submit, never happen.
 */
export function SubmitButton({ onMouseDown, ...props }: Omit<ButtonProps, 'type'>) {
  return (
    <Button
      {...props}
      type="submit"
      onMouseDown={(event: MouseEvent<HTMLButtonElement>) => {
        event.preventDefault();
        onMouseDown?.(event);
      }}
    />
  );
}
