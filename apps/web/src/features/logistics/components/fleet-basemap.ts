// The world drawn under the fleet when no tile server is configured: the countries of Natural
// Earth at 1:110m (public domain) as TopoJSON from the `world-atlas` package (ISC licence, Mike
// Bostock), turned into GeoJSON by `topojson-client` (ISC). The fleet map imports this module on
// demand, so the data (110 KB, 41 KB gzip once built) ships in its own chunk, is fetched from
// this site only when the map has no tiles, and never from the internet.
import { feature } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import countries110m from 'world-atlas/countries-110m.json'
import { continuousRing } from './fleet-geometry'

type WorldAtlas = Topology<{ countries: GeometryCollection<{ name: string }>; land: GeometryCollection }>

/** The countries of the world, one feature each, each ring drawn without a jump across the map. */
export function worldCountries() {
  const topology = countries110m as unknown as WorldAtlas
  const countries = feature(topology, topology.objects.countries)
  for (const country of countries.features) {
    const { geometry } = country
    if (geometry.type === 'Polygon') geometry.coordinates = geometry.coordinates.map(continuousRing)
    else if (geometry.type === 'MultiPolygon')
      geometry.coordinates = geometry.coordinates.map((polygon) => polygon.map(continuousRing))
  }
  return countries
}
