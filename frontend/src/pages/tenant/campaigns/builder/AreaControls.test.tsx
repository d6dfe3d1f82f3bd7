import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { approvedDisplay } from '../../../../test/displayFixtures';
import type { LatLng } from '../../../../utils/polygon';
import { AreaControls } from './AreaControls';
import { insideDrawnArea, isClosed } from './drawnArea';
import { useDrawnArea } from './useDrawnArea';

const DISPLAYS = [
  approvedDisplay({ id: 1, latitude: 33.42, longitude: -111.94 }),
  approvedDisplay({ id: 2, latitude: 33.415, longitude: -111.83 }),
  approvedDisplay({ id: 3, latitude: 33.45, longitude: -112.07 }),
];
const CORNERS: LatLng[] = [
  [33.4, -111.96],
  [33.44, -111.96],
  [33.44, -111.8],
  [33.4, -111.8],
];

/** The controls with the builder's hook; "Map click" stands in for a click on the map (the map is Leaflet's). */
function Harness() {
  const state = useDrawnArea();
  const inside = insideDrawnArea(DISPLAYS, state.area);
  return (
    <>
      <AreaControls state={state} screensInside={isClosed(state.area) ? inside.length : null} />
      <button type="button" onClick={() => state.mapArea.onAddPoint(CORNERS[state.area.points.length % CORNERS.length])}>
        Map click
      </button>
    </>
  );
}

describe('the drawn area controls (docs/campaigns.md, "The drawn area")', () => {
  it('draw, add corners, finish, redraw, undo and clear, with the status said at each step', async () => {
    render(<Harness />);
    const user = userEvent.setup({ delay: null });
    const status = () => screen.getByTestId('area-status');
    const button = (name: string) => screen.getByRole('button', { name });
    expect(status()).toHaveTextContent('No area drawn: screens anywhere');
    expect(button('Finish area')).toBeDisabled();
    expect(button('Clear area')).toBeDisabled();

    // A click on the map before "Draw area" adds nothing.
    await user.click(button('Map click'));
    expect(status()).toHaveTextContent('No area drawn');

    await user.click(button('Draw area'));
    expect(status()).toHaveTextContent('Area: 0 points, drawing: add at least 3 more points');
    for (let i = 0; i < 4; i++) await user.click(button('Map click'));
    expect(status()).toHaveTextContent('Area: 4 points, drawing: add more points or finish the area');
    await user.click(button('Undo last point'));
    await user.click(button('Map click'));
    await user.click(button('Finish area'));
    expect(status()).toHaveTextContent('Area: 4 points, 2 screens inside');
    expect(button('Redraw area')).toHaveFocus();

    await user.click(button('Redraw area'));
    expect(status()).toHaveTextContent('Area: 0 points, drawing');
    await user.click(button('Map click'));
    await user.click(button('Clear area'));
    expect(status()).toHaveTextContent('No area drawn: screens anywhere');
    expect(button('Draw area')).toHaveFocus();
  });
});
