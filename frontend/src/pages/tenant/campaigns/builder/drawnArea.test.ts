import { describe, expect, it } from 'vitest';
import { approvedDisplay } from '../../../../test/displayFixtures';
import { areaStatusText, insideDrawnArea, NO_AREA, planArea, type DrawnArea } from './drawnArea';

const TEMPE: DrawnArea = {
  points: [
    [33.4, -111.96],
    [33.44, -111.96],
    [33.44, -111.8],
  ],
  drawing: false,
};

describe('the drawn area of the campaign builder (docs/campaigns.md)', () => {
  const tempe = approvedDisplay({ id: 1, latitude: 33.43, longitude: -111.94 });
  const phoenix = approvedDisplay({ id: 2, latitude: 33.4484, longitude: -112.074 });
  const nowhere = approvedDisplay({ id: 3, latitude: null, longitude: null });

  it('keeps the displays inside a finished area; no area, or one being drawn, keeps them all', () => {
    expect(insideDrawnArea([tempe, phoenix, nowhere], TEMPE).map((d) => d.id)).toEqual([1]);
    expect(insideDrawnArea([tempe, phoenix, nowhere], NO_AREA)).toHaveLength(3);
    expect(insideDrawnArea([tempe, phoenix], { ...TEMPE, drawing: true })).toHaveLength(2);
  });

  it('sends the planner a finished area only', () => {
    expect(planArea(TEMPE)).toEqual({
      area: {
        points: [
          { latitude: 33.4, longitude: -111.96 },
          { latitude: 33.44, longitude: -111.96 },
          { latitude: 33.44, longitude: -111.8 },
        ],
      },
    });
    expect(planArea({ ...TEMPE, drawing: true })).toEqual({});
    expect(planArea(NO_AREA)).toEqual({});
  });

  it('says how many points and screens the area has', () => {
    expect(areaStatusText(NO_AREA, null)).toBe('No area drawn: screens anywhere');
    expect(areaStatusText({ points: [], drawing: true }, null)).toBe('Area: 0 points, drawing: add at least 3 more points');
    expect(areaStatusText({ points: TEMPE.points.slice(0, 2), drawing: true }, null)).toBe(
      'Area: 2 points, drawing: add at least 1 more point',
    );
    expect(areaStatusText({ ...TEMPE, drawing: true }, null)).toBe('Area: 3 points, drawing: add more points or finish the area');
    expect(areaStatusText(TEMPE, 1)).toBe('Area: 3 points, 1 screen inside');
    expect(areaStatusText(TEMPE, 0)).toBe('Area: 3 points, 0 screens inside');
    expect(areaStatusText(TEMPE, null)).toBe('Area: 3 points');
  });
});
