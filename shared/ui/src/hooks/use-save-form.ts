import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';

/** Problems by field path, in whatever shape the app words them (the API's `FieldErrors`). */
export type FieldErrorMap<E> = Readonly<Record<string, E>>;

/** A validation's outcome: what to send, or what is wrong where. */
export type Checked<T, E> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly fieldErrors: FieldErrorMap<E> };

export type SaveFormState<R, E> =
  | { readonly status: 'editing' }
  | { readonly status: 'saving' }
  | { readonly status: 'invalid'; readonly fieldErrors: FieldErrorMap<E> }
  // The form words the failure; `error` lets an API message win over its own.
  | { readonly status: 'failed'; readonly error: unknown }
  | { readonly status: 'saved'; readonly result: R };

export interface SaveFormOptions<V, T, R, E> {
  readonly initial: V | (() => V);
  /** The shared schema's check; nothing is sent while it fails. */
  readonly validate: (values: V) => Checked<T, E>;
  readonly send: (value: T, signal: AbortSignal) => Promise<R>;
  /** The server's field errors in a failed save, empty when it failed for another reason. */
  readonly fieldErrorsOf: (error: unknown) => FieldErrorMap<E>;
  readonly onSaved?: (result: R) => void;
}

export interface SaveForm<V, R, E> {
  readonly values: V;
  readonly setValues: Dispatch<SetStateAction<V>>;
  /** Sets one field; a "saved" message gives way, since it no longer describes the form. */
  readonly change: <K extends keyof V>(field: K, value: V[K]) => void;
  readonly state: SaveFormState<R, E>;
  /** Empty unless the last submit was refused. */
  readonly fieldErrors: FieldErrorMap<E>;
  /** Forgets the last outcome, e.g. after the values were replaced wholesale. */
  readonly edit: () => void;
  readonly submit: (event?: { preventDefault(): void }) => void;
}

const EDITING = { status: 'editing' } as const;
const NO_ERRORS = {};

/**
 * A form that checks what was typed, sends it abortably (aborted on unmount) and shows field
 * errors from either side inline. What was typed is never touched by a failure.
 */
export function useSaveForm<V, T, R, E>({
  initial,
  validate,
  send,
  fieldErrorsOf,
  onSaved,
}: SaveFormOptions<V, T, R, E>): SaveForm<V, R, E> {
  const [values, setValues] = useState(initial);
  const [state, setState] = useState<SaveFormState<R, E>>(EDITING);
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => () => inFlight.current?.abort(), []);

  const save = async (value: T) => {
    const controller = new AbortController();
    inFlight.current = controller;
    setState({ status: 'saving' });
    try {
      const result = await send(value, controller.signal);
      onSaved?.(result);
      setState({ status: 'saved', result });
    } catch (error) {
      if (controller.signal.aborted) return;
      const fieldErrors = fieldErrorsOf(error);
      setState(Object.keys(fieldErrors).length > 0 ? { status: 'invalid', fieldErrors } : { status: 'failed', error });
    }
  };

  return {
    values,
    setValues,
    change: (field, value) => {
      setValues((current) => ({ ...current, [field]: value }));
      if (state.status === 'saved') setState(EDITING);
    },
    state,
    fieldErrors: state.status === 'invalid' ? state.fieldErrors : NO_ERRORS,
    edit: () => setState(EDITING),
    submit: (event) => {
      event?.preventDefault();
      if (state.status === 'saving') return;
      const checked = validate(values);
      if (checked.ok) void save(checked.value);
      else setState({ status: 'invalid', fieldErrors: checked.fieldErrors });
    },
  };
}
