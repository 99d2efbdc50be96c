import { useEffect, useRef, useState } from 'react';
import type { AccessPoint } from '~/lib/delivery';
import type { ShippingText } from './strings';

// The relay points on a map (Leaflet on the tiles of MAP_TILES_URL), beside the list, which stays
// the way to choose: the map is loaded only when tiles are configured and the carrier gives
// positions, and a map that cannot load (no network to the tiles, a script refused) simply is not
// shown. Leaflet is loaded on demand so the checkout's first script stays small
// (docs/architecture.md, budgets).

interface Props {
  /** '…/{z}/{x}/{y}.png' */
  tiles: string;
  points: AccessPoint[];
  chosen: AccessPoint | null;
  text: ShippingText;
  onChoose: (point: AccessPoint) => void;
}

type Leaflet = typeof import('leaflet');

export function RelayMap({ tiles, points, chosen, text, onChoose }: Props) {
  const element = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const map = useRef<{ leaflet: Leaflet; map: import('leaflet').Map; markers: import('leaflet').LayerGroup } | null>(null);
  const placed = points.filter((point) => point.position);
  // What draw() shows: the newest props, whenever Leaflet finishes loading.
  const latest = useRef({ placed, chosen, onChoose });
  latest.current = { placed, chosen, onChoose };

  useEffect(() => {
    let gone = false;
    Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')])
      .then(([module]) => {
        if (gone || !element.current) return;
        const leaflet = (module as unknown as { default?: Leaflet }).default ?? (module as unknown as Leaflet);
        const created = leaflet.map(element.current, { scrollWheelZoom: false });
        leaflet.tileLayer(tiles, { maxZoom: 19, attribution: text.relay.mapAttribution }).addTo(created);
        map.current = { leaflet, map: created, markers: leaflet.layerGroup().addTo(created) };
        draw();
      })
      .catch(() => setFailed(true));
    return () => {
      gone = true;
      map.current?.map.remove();
      map.current = null;
    };
  }, [tiles]);

  function draw() {
    const current = map.current;
    if (!current) return;
    const { leaflet, markers } = current;
    const { placed, chosen, onChoose } = latest.current;
    markers.clearLayers();
    for (const point of placed) {
      const isChosen = chosen?.id === point.id;
      leaflet
        .circleMarker([point.position!.lat, point.position!.lng], {
          radius: isChosen ? 11 : 8,
          weight: 2,
          color: '#ffffff',
          fillColor: isChosen ? '#7a1f2b' : '#44403c',
          fillOpacity: 1,
        })
        .bindTooltip(point.name)
        .on('click', () => onChoose(point))
        .addTo(markers);
    }
    if (placed.length) current.map.fitBounds(leaflet.latLngBounds(placed.map((p) => [p.position!.lat, p.position!.lng])), { padding: [24, 24], maxZoom: 16 });
  }

  useEffect(draw, [points, chosen?.id]);

  if (failed || !placed.length) return null;
  return (
    <figure className="m-0">
      <div ref={element} className="relay-map h-64 w-full rounded-md border border-stone-300 md:h-80" role="region" aria-label={text.relay.map} data-testid="relay-map" />
      <figcaption className="mt-1 text-[0.875rem] text-stone-600">{text.relay.mapHelp}</figcaption>
    </figure>
  );
}
