// The fleet: vehicles on their routes.
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core'

export const vehicles = pgTable(
  'vehicles',
  {
    id: serial('id').primaryKey(),
    location: integer('location').notNull(),
    startCity: text('start_city').notNull(),
    startCountry: text('start_country').notNull(),
    endCity: text('end_city').notNull(),
    endCountry: text('end_country').notNull(),
    warnings: text('warnings').notNull(),
    /** 0 to 100. */
    progress: integer('progress').notNull(),
  },
  (t) => [
    index('vehicles_location_idx').on(t.location, t.id),
    index('vehicles_start_route_idx').on(t.startCity, t.startCountry, t.id),
    index('vehicles_end_route_idx').on(t.endCity, t.endCountry, t.id),
    index('vehicles_warnings_idx').on(t.warnings, t.id),
    index('vehicles_progress_idx').on(t.progress, t.id),
  ],
)
