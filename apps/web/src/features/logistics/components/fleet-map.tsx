// The fleet on a Leaflet map: each vehicle's route (the part driven solid, the rest dashed), its
// ends and a marker at its last reported position; pan and zoom by mouse, wheel, touch and
// keyboard. Routes are great-circle arcs. Without a tile source (GET /api/apps/logistics/map
// answers no URL) they lie on a world map bundled with the app (fleet-basemap.ts, Natural Earth
// countries, public domain) in the theme's colours, so the page works offline and fetches nothing
// from elsewhere; with one, the tiles lie under the same drawing with the server's credit.
// Selecting a vehicle (in the list or on its marker, by keyboard too) centres the map on it at its
// route's scale and names its ends; each name takes the side of its point where it fits in the map.
// The fleet page loads this module on demand: Leaflet and its CSS ship in this chunk only, and the
// world's outlines in a chunk of their own, loaded only when there are no tiles.
import 'leaflet/dist/leaflet.css'
import './fleet-map.css'
import { useEffect, useRef, useState } from 'react'
import L from 'leaflet'
import Box from '@mui/material/Box'
import { alpha, useTheme } from '@mui/material/styles'
import { useTranslation } from 'react-i18next'
import type { Vehicle } from '@aurum/shared'
import {
  escapeHtml,
  fleetBounds,
  graticuleLines,
  labelPlacement,
  routeBounds,
  routeParts,
  type LabelDirection,
  type Rect,
} from './fleet-geometry'

export type FleetMapProps = {
  vehicles: Vehicle[]
  /** A tile URL template drawn under the routes; null draws them on a plain background. */
  tileUrl: string | null
  /** The tiles' credit, plain text, shown in the map's corner with them. */
  attribution: string | null
  selectedId: number | null
  onSelect: (id: number) => void
}

/** The layers of one vehicle, kept across refreshes so a focused marker keeps its focus. */
type VehicleLayers = {
  driven: L.Polyline
  remaining: L.Polyline
  start: L.CircleMarker
  end: L.CircleMarker
  marker: L.Marker
  startLabel: L.Tooltip
  endLabel: L.Tooltip
  markerLabel: L.Tooltip
}

/** How a label sits by its point: the side it takes when it fits, and its distance from the point. */
type LabelSpot = { preferred: LabelDirection; gap: number }

const MARKER_SIZE = 26
const FLEET_PADDING: L.FitBoundsOptions = { padding: [32, 32], maxZoom: 8 }
const LABEL_OPTIONS: L.TooltipOptions = { permanent: true, direction: 'top', className: 'fleet-map-label' }
/** The pane of the route ends' names: under the markers (a vehicle near an end stays visible). */
const CITY_PANE = 'fleetCities'
const CITY_LABEL_OPTIONS: L.TooltipOptions = { ...LABEL_OPTIONS, direction: 'bottom', pane: CITY_PANE }
/** The pane of the world's outlines, where the tiles would be (under the routes' overlayPane). */
const BASEMAP_PANE = 'fleetBasemap'
/** leaflet.css sets a tooltip this far from its point, to leave room for its arrow. */
const TOOLTIP_ARROW = 6
const CITY_LABEL_SPOT: LabelSpot = { preferred: 'bottom', gap: TOOLTIP_ARROW + 4 }
const MARKER_LABEL_SPOT: LabelSpot = { preferred: 'top', gap: TOOLTIP_ARROW + MARKER_SIZE / 2 }
/** The world is drawn three times side by side, so a view across the antimeridian is not half empty. */
const WORLD_COPIES = [-360, 0, 360]

function prefersReducedMotion() {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

function createVehicleLayers(vehicle: Vehicle, onSelect: (id: number) => void): VehicleLayers {
  const parts = routeParts(vehicle)
  const marker = L.marker(vehicle.position, {
    icon: L.divIcon({
      className: 'fleet-map-marker',
      html: '<span class="fleet-map-marker-dot"></span>',
      iconSize: [MARKER_SIZE, MARKER_SIZE],
    }),
    keyboard: true,
    riseOnHover: true,
  })
  marker.on('click', () => onSelect(vehicle.id))
  return {
    driven: L.polyline(parts.driven, { interactive: false, lineCap: 'round' }),
    remaining: L.polyline(parts.remaining, { interactive: false, dashArray: '6 6' }),
    start: L.circleMarker(parts.start, { interactive: false, radius: 4 }),
    end: L.circleMarker(parts.end, { interactive: false, radius: 4 }),
    marker,
    startLabel: L.tooltip(CITY_LABEL_OPTIONS).setLatLng(parts.start),
    endLabel: L.tooltip(CITY_LABEL_OPTIONS).setLatLng(parts.end),
    markerLabel: L.tooltip(LABEL_OPTIONS).setLatLng(vehicle.position),
  }
}

/**
 * Puts a shown label on the side of its point where it fits inside the map, pushed in when no side
 * does (a point in a corner); a label whose point is out of view is hidden rather than cut.
 */
function placeLabel(map: L.Map, tooltip: L.Tooltip, spot: LabelSpot, controls: Rect[]) {
  const element = tooltip.getElement()
  const latLng = tooltip.getLatLng()
  if (!element || !latLng || !map.hasLayer(tooltip)) return
  const point = map.latLngToContainerPoint(latLng)
  const container = map.getSize()
  const inView = point.x >= 0 && point.y >= 0 && point.x <= container.x && point.y <= container.y
  element.classList.toggle('fleet-map-label-hidden', !inView)
  if (!inView) return
  const size = { width: element.offsetWidth, height: element.offsetHeight }
  const { direction, shift } = labelPlacement(
    point,
    size,
    { width: container.x, height: container.y },
    spot.preferred,
    spot.gap,
    { avoid: controls },
  )
  // Leaflet adds the arrow's room itself; the offset carries the rest of the gap and the push.
  const away = spot.gap - TOOLTIP_ARROW
  const offset = {
    top: [0, -away],
    bottom: [0, away],
    left: [-away, 0],
    right: [away, 0],
  }[direction]
  tooltip.options.direction = direction
  tooltip.options.offset = L.point(offset[0]! + shift.x, offset[1]! + shift.y)
  tooltip.update()
}

/** Where the map's controls (zoom buttons, credit) lie in its container, with a little room around. */
function controlRects(map: L.Map): Rect[] {
  const container = map.getContainer()
  const origin = container.getBoundingClientRect()
  return [...container.querySelectorAll('.leaflet-control')].map((control) => {
    const rect = control.getBoundingClientRect()
    return {
      left: rect.left - origin.left - 4,
      top: rect.top - origin.top - 4,
      right: rect.right - origin.left + 4,
      bottom: rect.bottom - origin.top + 4,
    }
  })
}

function placeVehicleLabels(map: L.Map, layers: VehicleLayers) {
  const controls = controlRects(map)
  for (const [tooltip, spot] of vehicleLabelSpots(layers)) placeLabel(map, tooltip, spot, controls)
}

function vehicleLabelSpots(layers: VehicleLayers): [L.Tooltip, LabelSpot][] {
  return [
    [layers.startLabel, CITY_LABEL_SPOT],
    [layers.endLabel, CITY_LABEL_SPOT],
    [layers.markerLabel, MARKER_LABEL_SPOT],
  ]
}

function addVehicleLayers(
  map: L.Map,
  layers: VehicleLayers,
  vehicleId: number,
  onSelect: (id: number) => void,
) {
  for (const layer of [layers.remaining, layers.driven, layers.start, layers.end, layers.marker])
    layer.addTo(map)
  const element = layers.marker.getElement()
  if (!element) return
  element.dataset.testid = `fleet-marker-${vehicleId}`
  // Leaflet makes the marker a focusable role="button"; Enter and Space press it as on a button.
  element.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      event.stopPropagation()
      onSelect(vehicleId)
    }
  })
}

function removeVehicleLayers(layers: VehicleLayers) {
  for (const layer of Object.values(layers)) layer.remove()
}

export function FleetMap({ vehicles, tileUrl, attribution, selectedId, onSelect }: FleetMapProps) {
  const { t } = useTranslation()
  const theme = useTheme()
  const { palette } = theme
  const rtl = theme.direction === 'rtl'
  const containerRef = useRef<HTMLDivElement>(null)
  const [map, setMap] = useState<L.Map | null>(null)
  const layersRef = useRef(new Map<number, VehicleLayers>())
  const vehiclesRef = useRef(vehicles)
  /** The map opens on the whole fleet; the centring effect leaves that first view alone. */
  const firstViewRef = useRef(true)
  const onSelectRef = useRef(onSelect)
  const selectedIdRef = useRef(selectedId)
  useEffect(() => {
    vehiclesRef.current = vehicles
    onSelectRef.current = onSelect
    selectedIdRef.current = selectedId
  })

  // The map itself, once; it follows its container's size.
  useEffect(() => {
    const container = containerRef.current
    if (!container) return
    const created = L.map(container, {
      zoomControl: false,
      attributionControl: false,
      minZoom: 1,
      maxZoom: 18,
      worldCopyJump: true,
      zoomSnap: 0.25,
    })
    // The first view is the whole fleet at once; later moves animate.
    created.fitBounds(fleetBounds(vehiclesRef.current), { ...FLEET_PADDING, animate: false })
    // Between the routes (overlayPane, 400) and the markers (markerPane, 600).
    created.createPane(CITY_PANE).style.zIndex = '550'
    // Where tiles go (tilePane, 200), under the routes.
    created.createPane(BASEMAP_PANE).style.zIndex = '200'
    firstViewRef.current = vehiclesRef.current.length > 0
    // Removed in the middle of a zoom animation, Leaflet 1.9 still runs the animation's end a
    // moment later and fails on the removed panes: such a map is removed once the animation ends.
    let zooming = false
    created.on('zoomanim', () => (zooming = true)).on('zoomend', () => (zooming = false))
    const layers = layersRef.current
    // The shown names follow the view: a name near an edge turns to the side that fits.
    created.on('move zoomend resize', () => {
      for (const entry of layers.values()) placeVehicleLabels(created, entry)
    })
    const observer = new ResizeObserver(() => created.invalidateSize({ pan: false }))
    observer.observe(container)
    setMap(created)
    return () => {
      observer.disconnect()
      layers.clear()
      created.stop()
      if (zooming) created.once('zoomend', () => created.remove())
      else created.remove()
      setMap(null)
    }
  }, [])

  // Zoom buttons at the inline start (Leaflet's corners are physical: the right one in Arabic).
  useEffect(() => {
    if (!map) return
    const control = L.control
      .zoom({
        position: rtl ? 'topright' : 'topleft',
        zoomInTitle: t('logistics.fleet.zoomIn'),
        zoomOutTitle: t('logistics.fleet.zoomOut'),
      })
      .addTo(map)
    return () => {
      control.remove()
    }
  }, [map, rtl, t])

  // The tiles and their credit when the server names a source; otherwise the bundled world's
  // countries over a graticule, in the theme's colours (the sea is the page's background).
  const landColour = alpha(palette.text.primary, palette.mode === 'light' ? 0.07 : 0.1)
  const borderColour = alpha(palette.text.primary, palette.mode === 'light' ? 0.28 : 0.3)
  useEffect(() => {
    if (!map) return
    if (!tileUrl) {
      const renderer = L.svg({ pane: BASEMAP_PANE })
      const basemap = L.layerGroup(
        graticuleLines(10).map((line) =>
          L.polyline(line, { interactive: false, color: palette.divider, weight: 1, opacity: 1, renderer }),
        ),
      ).addTo(map)
      let cancelled = false
      void import('./fleet-basemap')
        .then(({ worldCountries }) => {
          if (cancelled) return
          const countries = worldCountries()
          for (const shift of WORLD_COPIES)
            L.geoJSON(countries, {
              interactive: false,
              coordsToLatLng: ([lng, lat]) => L.latLng(lat!, lng! + shift),
              style: {
                renderer,
                className: 'fleet-map-country',
                color: borderColour,
                weight: 0.75,
                opacity: 1,
                fillColor: landColour,
                fillOpacity: 1,
              },
            }).addTo(basemap)
        })
        // Without its outlines (the chunk failed to load) the map still draws on the graticule.
        .catch(() => undefined)
      return () => {
        cancelled = true
        basemap.remove()
      }
    }
    const credit = L.control
      .attribution({
        position: rtl ? 'bottomleft' : 'bottomright',
        prefix: '<a href="https://leafletjs.com" target="_blank" rel="noreferrer">Leaflet</a>',
      })
      .addTo(map)
    const tiles = L.tileLayer(tileUrl, {
      maxZoom: 19,
      attribution: attribution ? escapeHtml(attribution) : '',
    }).addTo(map)
    return () => {
      tiles.remove()
      credit.remove()
    }
  }, [map, tileUrl, attribution, rtl, palette.divider, landColour, borderColour])

  // One set of layers per vehicle, moved in place when the fleet refreshes.
  useEffect(() => {
    if (!map) return
    const select = (id: number) => onSelectRef.current(id)
    const layers = layersRef.current
    const ids = new Set(vehicles.map((vehicle) => vehicle.id))
    for (const [id, entry] of layers)
      if (!ids.has(id)) {
        removeVehicleLayers(entry)
        layers.delete(id)
      }
    for (const vehicle of vehicles) {
      const entry = layers.get(vehicle.id)
      if (!entry) {
        const created = createVehicleLayers(vehicle, select)
        addVehicleLayers(map, created, vehicle.id, select)
        layers.set(vehicle.id, created)
        continue
      }
      const parts = routeParts(vehicle)
      entry.driven.setLatLngs(parts.driven)
      entry.remaining.setLatLngs(parts.remaining)
      entry.start.setLatLng(parts.start)
      entry.end.setLatLng(parts.end)
      entry.marker.setLatLng(vehicle.position)
      entry.startLabel.setLatLng(parts.start)
      entry.endLabel.setLatLng(parts.end)
      entry.markerLabel.setLatLng(vehicle.position)
      if (vehicle.id === selectedIdRef.current) placeVehicleLabels(map, entry)
    }
  }, [map, vehicles])

  // The selected vehicle stands out: its route in the primary colour (its darker shade on a light
  // page, where the main one is too pale for a thin line), the others faded, its ends and name shown.
  useEffect(() => {
    if (!map) return
    const selectedColour = palette.mode === 'light' ? palette.primary.dark : palette.primary.main
    for (const vehicle of vehicles) {
      const entry = layersRef.current.get(vehicle.id)
      if (!entry) continue
      const isSelected = vehicle.id === selectedId
      const colour = isSelected ? selectedColour : palette.text.secondary
      const opacity = selectedId === null || isSelected ? 1 : 0.45
      entry.driven.setStyle({ color: colour, weight: isSelected ? 4 : 3, opacity })
      entry.remaining.setStyle({ color: colour, weight: isSelected ? 3 : 2, opacity })
      entry.start.setStyle({
        color: colour,
        weight: 2,
        opacity,
        fillColor: palette.background.paper,
        fillOpacity: 1,
      })
      entry.end.setStyle({ color: colour, weight: 2, opacity, fillColor: colour, fillOpacity: opacity })
      if (isSelected) {
        entry.remaining.bringToFront()
        entry.driven.bringToFront()
      }
      entry.marker.setZIndexOffset(isSelected ? 1000 : 0)
      const label = t('logistics.fleet.vehicle', { location: vehicle.location })
      const element = entry.marker.getElement()
      if (element) {
        element.setAttribute(
          'aria-label',
          t('logistics.fleet.markerLabel', { vehicle: label, from: vehicle.startCity, to: vehicle.endCity }),
        )
        element.setAttribute('aria-pressed', String(isSelected))
        element.classList.toggle('fleet-map-marker-selected', isSelected)
      }
      const labels: [L.Tooltip, string][] = [
        [entry.startLabel, vehicle.startCity],
        [entry.endLabel, vehicle.endCity],
        [entry.markerLabel, label],
      ]
      for (const [tooltip, text] of labels) {
        if (isSelected) {
          tooltip.setContent(escapeHtml(text))
          if (!map.hasLayer(tooltip)) tooltip.addTo(map)
          tooltip.getElement()?.setAttribute('aria-hidden', 'true')
        } else tooltip.remove()
      }
      if (isSelected) placeVehicleLabels(map, entry)
    }
  }, [map, vehicles, selectedId, palette, t])

  // Selecting centres the vehicle at its route's scale; no selection shows the whole fleet. A
  // refresh of the fleet does not move the view (the reader may have panned).
  const hasVehicles = vehicles.length > 0
  useEffect(() => {
    if (!map || !hasVehicles) return
    const current = vehiclesRef.current
    const selected = current.find((vehicle) => vehicle.id === selectedId)
    const animate = !prefersReducedMotion()
    if (selected) {
      firstViewRef.current = false
      const zoom = Math.min(map.getBoundsZoom(routeBounds(selected), false, L.point(48, 48)), 12)
      if (animate) map.flyTo(selected.position, zoom, { duration: 0.6 })
      else map.setView(selected.position, zoom, { animate: false })
    } else if (firstViewRef.current) {
      firstViewRef.current = false
    } else {
      map.fitBounds(fleetBounds(current), { ...FLEET_PADDING, animate })
    }
  }, [map, selectedId, hasVehicles])

  const paper = palette.background.paper
  return (
    <Box
      ref={containerRef}
      role="region"
      aria-label={t('logistics.fleet.mapLabel', { count: vehicles.length })}
      data-testid="fleet-map"
      sx={{
        position: 'absolute',
        inset: 0,
        '&.leaflet-container': {
          bgcolor: 'background.default',
          fontFamily: theme.typography.fontFamily,
          fontSize: theme.typography.caption.fontSize,
        },
        '&.leaflet-container:focus-visible, & .leaflet-marker-icon:focus-visible': {
          outline: `2px solid ${palette.primary.main}`,
          outlineOffset: 2,
        },
        '& .fleet-map-marker': {
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          borderRadius: '50%',
        },
        '& .fleet-map-marker-dot': {
          width: 16,
          height: 16,
          borderRadius: '50%',
          bgcolor: 'secondary.main',
          border: `2px solid ${paper}`,
          boxShadow: theme.shadows[2],
          transition: theme.transitions.create(['width', 'height']),
        },
        '& .fleet-map-marker-selected .fleet-map-marker-dot': {
          width: 22,
          height: 22,
          bgcolor: 'primary.main',
        },
        '& .leaflet-bar': { border: 1, borderColor: 'divider', boxShadow: theme.shadows[2] },
        '& .leaflet-bar a, & .leaflet-bar a:hover': {
          bgcolor: paper,
          color: 'text.primary',
          borderBottomColor: palette.divider,
        },
        '& .leaflet-bar a:hover': { bgcolor: 'action.hover' },
        '& .leaflet-bar a.leaflet-disabled': { color: 'text.disabled', bgcolor: paper },
        // The credit reads in its own direction (usually Latin text) inside an Arabic page.
        '& .leaflet-control-attribution': {
          bgcolor: alpha(paper, 0.85),
          color: 'text.secondary',
          unicodeBidi: 'plaintext',
        },
        '& .leaflet-control-attribution a': { color: 'primary.main' },
        '& .fleet-map-label': {
          bgcolor: paper,
          color: 'text.primary',
          borderColor: palette.divider,
          boxShadow: theme.shadows[1],
          fontWeight: 600,
        },
        // The arrow's colour (fleet-map.css draws it, out of reach of the right-to-left flip).
        '--fleet-map-label-background': paper,
        '& .fleet-map-label-hidden': { visibility: 'hidden' },
      }}
    />
  )
}
