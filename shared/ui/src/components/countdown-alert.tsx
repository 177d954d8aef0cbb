import { useState } from 'react';
import { VisuallyHidden } from '../shell-kit';
import { Alert } from './alert';

export interface CountdownAlertProps {
  /** The message as it reads now; it changes every second. */
  readonly text: string;
}

/**
 * An error that counts down: seen ticking, but announced once, as it first read. An alert
 * whose text changed every second would be read out again each second, for as long as the
 * limit lasts. Give it a `key` per limit, so a new limit is announced afresh.
 */
export function CountdownAlert({ text }: CountdownAlertProps) {
  const [announced] = useState(text);
  return (
    <Alert>
      <span aria-hidden="true">{text}</span>
      <VisuallyHidden>{announced}</VisuallyHidden>
    </Alert>
  );
}
