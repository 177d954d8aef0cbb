import { availability, SLOT_START } from '../testing/fixtures';
import { findSlot } from './courts';
import { selectFlowView, type FlowViewInput } from './flow-view';

const day = availability();
const chosen = findSlot(day, 11, SLOT_START);

const input = (overrides: Partial<FlowViewInput> = {}): FlowViewInput => ({
  step: 'options',
  signedIn: true,
  conflict: false,
  availability: { data: day, error: undefined, loading: false },
  chosen,
  object: 11,
  start: SLOT_START,
  ...overrides,
});

describe('selectFlowView', () => {
  it('shows the first and the last step whoever is looking', () => {
    expect(selectFlowView(input({ step: 'slot', signedIn: false }))).toEqual({ view: 'slot' });
    expect(selectFlowView(input({ step: 'done', signedIn: false, chosen: null }))).toEqual({ view: 'done' });
  });

  it('waits for sign-in before options and summary', () => {
    expect(selectFlowView(input({ signedIn: false }))).toEqual({ view: 'signing-in' });
    expect(selectFlowView(input({ step: 'summary', signedIn: false }))).toEqual({ view: 'signing-in' });
  });

  it('gives the chosen slot with its court and start to options and summary', () => {
    const slot = { ...chosen, objectId: 11, start: SLOT_START };
    expect(selectFlowView(input())).toEqual({ view: 'options', slot });
    expect(selectFlowView(input({ step: 'summary' }))).toEqual({ view: 'summary', slot });
  });

  it('says the slot is gone on a conflict, or when a settled answer no longer has it', () => {
    expect(selectFlowView(input({ conflict: true }))).toEqual({ view: 'slot-unavailable' });
    expect(selectFlowView(input({ chosen: null }))).toEqual({ view: 'slot-unavailable' });
  });

  it('keeps waiting while a request that may still find the slot is under way', () => {
    expect(selectFlowView(input({ chosen: null, availability: { data: day, error: undefined, loading: true } }))).toEqual({
      view: 'loading',
    });
    expect(selectFlowView(input({ chosen: null, availability: { data: undefined, error: undefined, loading: true } }))).toEqual({
      view: 'loading',
    });
  });

  it('offers a retry when the day could not load', () => {
    const failed = { data: undefined, error: new Error('network'), loading: false };
    expect(selectFlowView(input({ chosen: null, availability: failed }))).toEqual({ view: 'availability-failed' });
  });

  it('waits while the URL names no court or start yet', () => {
    expect(selectFlowView(input({ object: null }))).toEqual({ view: 'loading' });
    expect(selectFlowView(input({ start: null }))).toEqual({ view: 'loading' });
  });
});
