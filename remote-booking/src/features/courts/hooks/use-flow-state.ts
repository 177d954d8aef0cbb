import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { applyChange, parseFlowState, serializeFlowState, type FlowState } from '../logic/flow-state';

export type UpdateFlow = (patch: Partial<FlowState>) => void;

const keep = (state: FlowState) => state;

/**
 * The flow's state, read from and written to the URL; `resolve` fills defaults the URL leaves
 * out (e.g. today). A step change is a new history entry (the browser's back button goes back a
 * step); any other change replaces the current one.
 */
export function useFlowState(resolve: (state: FlowState) => FlowState = keep): [FlowState, UpdateFlow] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => resolve(parseFlowState(params)), [params, resolve]);
  const update = useCallback<UpdateFlow>(
    (patch) => {
      const next = applyChange(state, patch);
      setParams(serializeFlowState(next), { replace: next.step === state.step });
    },
    [state, setParams],
  );
  return [state, update];
}
