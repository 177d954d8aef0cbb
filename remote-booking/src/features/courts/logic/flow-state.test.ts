import { applyChange, parseFlowState, serializeFlowState } from './flow-state';

const parse = (query: string) => parseFlowState(new URLSearchParams(query));

describe('courts flow state in the URL', () => {
  it('reads every choice back from what it wrote (the trip to /login and back keeps them)', () => {
    const state = parse(
      'sport=2&type=indoor&court=5&date=2026-11-23&object=5&start=2026-11-23T17:00:00.000Z&duration=90&step=options&cards=3x2,4x1&pay=online&invoice=1&accepted=1,2&until=2026-12-21&notify=5@18:00&hold=9',
    );
    expect(state).toEqual({
      sport: 2,
      courtType: 'indoor',
      court: 5,
      date: '2026-11-23',
      object: 5,
      start: '2026-11-23T17:00:00.000Z',
      duration: 90,
      step: 'options',
      cards: { 3: 2, 4: 1 },
      payment: 'online',
      carnet: null,
      split: false,
      invoice: true,
      accepted: [1, 2],
      until: '2026-12-21',
      booked: null,
      series: null,
      notify: '5@18:00',
      hold: 9,
    });
    expect(parseFlowState(serializeFlowState(state))).toEqual(state);
  });

  it('keeps the chosen carnet, and paying the rest online, only with a carnet payment', () => {
    const state = parse('object=5&start=2026-11-23T17:00:00.000Z&step=summary&pay=carnet&carnet=7&split=1');
    expect(state).toMatchObject({ payment: 'carnet', carnet: 7, split: true });
    expect(parseFlowState(serializeFlowState(state))).toEqual(state);
    expect(parse('pay=online&carnet=7&split=1')).toMatchObject({ payment: 'online', carnet: null, split: false });
    expect(serializeFlowState({ ...state, payment: 'online' }).toString()).not.toMatch(/carnet|split/);
  });

  it('falls back to safe defaults on anything malformed', () => {
    const state = parse('sport=abc&date=23.11.2026&start=soon&duration=75&step=pay&cards=3x0,x2,5&pay=cash&accepted=0,-1');
    expect(state).toMatchObject({
      sport: null,
      date: null,
      start: null,
      duration: 60,
      step: 'slot',
      cards: {},
      payment: null,
      accepted: [],
    });
    expect(parse('duration=270').duration).toBe(60);
  });

  it('keeps the URL short: defaults are left out', () => {
    expect(serializeFlowState(parse('sport=1&duration=60&step=slot')).toString()).toBe('sport=1');
  });

  it('clears what depended on a changed choice, and nothing on a step change', () => {
    const state = parse('sport=2&type=indoor&court=5&date=2026-11-23&object=5&start=2026-11-23T17:00:00.000Z&until=2026-12-21');
    expect(applyChange(state, { step: 'options' })).toMatchObject({ court: 5, object: 5, start: '2026-11-23T17:00:00.000Z' });
    expect(applyChange(state, { date: '2026-11-24' })).toMatchObject({ court: 5, object: null, start: null, until: null });
    expect(applyChange(state, { courtType: 'outdoor' })).toMatchObject({ court: null, object: null });
    expect(applyChange(state, { sport: 3, courtType: 'panoramic' })).toMatchObject({
      sport: 3,
      courtType: 'panoramic',
      court: null,
      start: null,
    });
    expect(applyChange(state, { sport: 2 })).toMatchObject({ court: 5, start: '2026-11-23T17:00:00.000Z' });
  });
});
