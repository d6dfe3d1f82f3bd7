import { useCallback, useMemo, useState } from 'react';
import type { MapArea } from '../../../../components/map/mapArea';
import type { LatLng } from '../../../../utils/polygon';
import { MAX_AREA_POINTS, MIN_AREA_POINTS, NO_AREA, type DrawnArea } from './drawnArea';

/** The builder's drawn area and the ways to change it (docs/campaigns.md, "The drawn area"). */
export function useDrawnArea() {
  const [area, setArea] = useState<DrawnArea>(NO_AREA);
  const addPoint = useCallback(
    (point: LatLng) =>
      setArea((current) =>
        current.drawing && current.points.length < MAX_AREA_POINTS ? { ...current, points: [...current.points, point] } : current,
      ),
    [],
  );
  const finish = useCallback(
    () => setArea((current) => (current.drawing && current.points.length >= MIN_AREA_POINTS ? { ...current, drawing: false } : current)),
    [],
  );
  const start = useCallback(() => setArea({ points: [], drawing: true }), []);
  const undo = useCallback(
    () => setArea((current) => (current.drawing ? { ...current, points: current.points.slice(0, -1) } : current)),
    [],
  );
  const clear = useCallback(() => setArea(NO_AREA), []);
  const mapArea: MapArea = useMemo(
    () => ({ points: area.points, drawing: area.drawing, onAddPoint: addPoint, onFinish: finish }),
    [area, addPoint, finish],
  );
  return { area, mapArea, start, finish, undo, clear };
}

export type DrawnAreaState = ReturnType<typeof useDrawnArea>;
