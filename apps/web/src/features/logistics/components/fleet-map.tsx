// The fleet on a map drawn in SVG: each vehicle's route (the part driven solid, the rest dashed),
// its ends and a marker at its last reported position, over a plain background with a graticule.
// Nothing is fetched: the page works offline. Selecting a vehicle centres the view on it.
import { useEffect, useMemo, useRef, useState } from 'react'
import Box from '@mui/material/Box'
import { useTheme } from '@mui/material/styles'
import { useTranslation } from 'react-i18next'
import type { Vehicle } from '@aurum/shared'
import { centredBox, fitBox, project, tilesFor, type Box as ViewBox } from './fleet-projection'

export type FleetMapProps = {
  vehicles: Vehicle[]
  /** A tile URL template drawn under the routes; null draws them on a plain background. */
  tileUrl: string | null
  selectedId: number | null
  onSelect: (id: number) => void
}

/** The view's size in CSS pixels, followed as the layout changes. */
function useSize() {
  const ref = useRef<HTMLDivElement>(null)
  const [size, setSize] = useState({ width: 800, height: 500 })
  useEffect(() => {
    const element = ref.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return
      const { width, height } = entry.contentRect
      if (width > 0 && height > 0) setSize({ width, height })
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return { ref, size }
}

/** Lines every `step` degrees across the view (in projected units). */
function graticule(box: ViewBox, step: number) {
  const lines: { key: string; x1: number; y1: number; x2: number; y2: number }[] = []
  for (let lng = -180; lng <= 180; lng += step) {
    const { x } = project({ lat: 0, lng })
    if (x >= box.x && x <= box.x + box.width)
      lines.push({ key: `lng${lng}`, x1: x, y1: box.y, x2: x, y2: box.y + box.height })
  }
  for (let lat = -80; lat <= 80; lat += step) {
    const { y } = project({ lat, lng: 0 })
    if (y >= box.y && y <= box.y + box.height)
      lines.push({ key: `lat${lat}`, x1: box.x, y1: y, x2: box.x + box.width, y2: y })
  }
  return lines
}

export function FleetMap({ vehicles, tileUrl, selectedId, onSelect }: FleetMapProps) {
  const { t } = useTranslation()
  const theme = useTheme()
  const { ref, size } = useSize()
  const ratio = size.width / size.height
  const projected = useMemo(
    () =>
      vehicles.map((vehicle) => ({
        vehicle,
        start: project(vehicle.start),
        end: project(vehicle.end),
        position: project(vehicle.position),
      })),
    [vehicles],
  )
  const overall = useMemo(
    () =>
      fitBox(
        projected.flatMap((entry) => [entry.start, entry.end, entry.position]),
        ratio,
      ),
    [projected, ratio],
  )
  const selected = projected.find((entry) => entry.vehicle.id === selectedId)
  const box = useMemo(() => {
    if (!selected) return overall
    const route = fitBox([selected.start, selected.end, selected.position], ratio, 0.6)
    return centredBox(selected.position, route.width, route.height)
  }, [overall, ratio, selected])
  // Viewbox units per CSS pixel: markers and labels keep their size whatever the zoom.
  const unit = box.width / size.width
  const step = box.width > 60 ? 20 : box.width > 15 ? 10 : 5
  const { palette } = theme

  return (
    <Box ref={ref} sx={{ position: 'absolute', inset: 0, bgcolor: 'background.default' }}>
      <svg
        role="group"
        aria-label={t('logistics.fleet.mapLabel', { count: vehicles.length })}
        data-testid="fleet-map"
        viewBox={`${box.x} ${box.y} ${box.width} ${box.height}`}
        preserveAspectRatio="xMidYMid meet"
        width="100%"
        height="100%"
        style={{ display: 'block' }}
      >
        <rect x={box.x} y={box.y} width={box.width} height={box.height} fill={palette.background.default} />
        {tileUrl
          ? tilesFor(box, size.width, tileUrl).map((tile) => (
              <image
                key={tile.key}
                href={tile.href}
                x={tile.x}
                y={tile.y}
                width={tile.size}
                height={tile.size}
                preserveAspectRatio="none"
                aria-hidden
              />
            ))
          : null}
        {(tileUrl ? [] : graticule(box, step)).map((line) => (
          <line
            key={line.key}
            x1={line.x1}
            y1={line.y1}
            x2={line.x2}
            y2={line.y2}
            stroke={palette.divider}
            strokeWidth={1}
            vectorEffect="non-scaling-stroke"
          />
        ))}
        {projected.map(({ vehicle, start, end, position }) => {
          const isSelected = vehicle.id === selectedId
          const colour = isSelected ? palette.primary.main : palette.text.secondary
          return (
            <g key={`route-${vehicle.id}`} aria-hidden opacity={selectedId === null || isSelected ? 1 : 0.45}>
              <line
                x1={start.x}
                y1={start.y}
                x2={end.x}
                y2={end.y}
                stroke={colour}
                strokeWidth={isSelected ? 3 : 2}
                strokeDasharray="6 6"
                vectorEffect="non-scaling-stroke"
              />
              <line
                x1={start.x}
                y1={start.y}
                x2={position.x}
                y2={position.y}
                stroke={colour}
                strokeWidth={isSelected ? 4 : 3}
                vectorEffect="non-scaling-stroke"
              />
              <circle
                cx={start.x}
                cy={start.y}
                r={4 * unit}
                fill={palette.background.paper}
                stroke={colour}
                strokeWidth={2}
                vectorEffect="non-scaling-stroke"
              />
              <circle cx={end.x} cy={end.y} r={4 * unit} fill={colour} />
              {isSelected || selectedId === null ? (
                <>
                  <text
                    x={start.x + 7 * unit}
                    y={start.y - 7 * unit}
                    fontSize={11 * unit}
                    fill={palette.text.secondary}
                  >
                    {vehicle.startCity}
                  </text>
                  <text
                    x={end.x + 7 * unit}
                    y={end.y - 7 * unit}
                    fontSize={11 * unit}
                    fill={palette.text.secondary}
                  >
                    {vehicle.endCity}
                  </text>
                </>
              ) : null}
            </g>
          )
        })}
        {projected.map(({ vehicle, position }) => {
          const isSelected = vehicle.id === selectedId
          const radius = (isSelected ? 11 : 8) * unit
          const label = t('logistics.fleet.vehicle', { location: vehicle.location })
          return (
            <g
              key={`marker-${vehicle.id}`}
              role="button"
              tabIndex={0}
              aria-label={t('logistics.fleet.selectVehicle', { vehicle: label })}
              aria-pressed={isSelected}
              data-testid={`fleet-marker-${vehicle.id}`}
              onClick={() => onSelect(vehicle.id)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault()
                  onSelect(vehicle.id)
                }
              }}
              style={{ cursor: 'pointer' }}
            >
              <circle
                cx={position.x}
                cy={position.y}
                r={radius}
                fill={isSelected ? palette.primary.main : palette.secondary.main}
                stroke={palette.background.paper}
                strokeWidth={2}
                vectorEffect="non-scaling-stroke"
              />
              {isSelected ? (
                <text
                  x={position.x}
                  y={position.y - radius - 6 * unit}
                  fontSize={12 * unit}
                  fontWeight={600}
                  textAnchor="middle"
                  fill={palette.text.primary}
                >
                  {label}
                </text>
              ) : null}
            </g>
          )
        })}
      </svg>
    </Box>
  )
}
