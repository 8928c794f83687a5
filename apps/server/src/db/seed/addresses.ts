// Places in each country the demo customers live in (seed/helpers.ts COUNTRIES), so an order's
// addresses lie in its customer's country: city, region and a postal code of that country's
// format, and a phone number with its calling code.
import type { Faker } from '@faker-js/faker'

type Place = { city: string; state: string; postalCode: string }

const PLACES: Record<string, { calling: string; places: Place[] }> = {
  us: {
    calling: '+1',
    places: [
      { city: 'Austin', state: 'Texas', postalCode: '78701' },
      { city: 'Portland', state: 'Oregon', postalCode: '97205' },
      { city: 'Boston', state: 'Massachusetts', postalCode: '02108' },
    ],
  },
  gb: {
    calling: '+44',
    places: [
      { city: 'London', state: 'Greater London', postalCode: 'SW1A 1AA' },
      { city: 'Manchester', state: 'Greater Manchester', postalCode: 'M1 1AE' },
      { city: 'Edinburgh', state: 'Scotland', postalCode: 'EH1 1YZ' },
    ],
  },
  ca: {
    calling: '+1',
    places: [
      { city: 'Toronto', state: 'Ontario', postalCode: 'M5H 2N2' },
      { city: 'Vancouver', state: 'British Columbia', postalCode: 'V6B 1A1' },
      { city: 'Montréal', state: 'Québec', postalCode: 'H2Y 1C6' },
    ],
  },
  br: {
    calling: '+55',
    places: [
      { city: 'São Paulo', state: 'SP', postalCode: '01310-100' },
      { city: 'Rio de Janeiro', state: 'RJ', postalCode: '20040-020' },
      { city: 'Curitiba', state: 'PR', postalCode: '80010-000' },
    ],
  },
  mx: {
    calling: '+52',
    places: [
      { city: 'Ciudad de México', state: 'CDMX', postalCode: '06600' },
      { city: 'Guadalajara', state: 'Jalisco', postalCode: '44100' },
      { city: 'Monterrey', state: 'Nuevo León', postalCode: '64000' },
    ],
  },
  fr: {
    calling: '+33',
    places: [
      { city: 'Paris', state: 'Île-de-France', postalCode: '75001' },
      { city: 'Lyon', state: 'Auvergne-Rhône-Alpes', postalCode: '69002' },
      { city: 'Bordeaux', state: 'Nouvelle-Aquitaine', postalCode: '33000' },
    ],
  },
  de: {
    calling: '+49',
    places: [
      { city: 'Berlin', state: 'Berlin', postalCode: '10115' },
      { city: 'Hamburg', state: 'Hamburg', postalCode: '20095' },
      { city: 'München', state: 'Bayern', postalCode: '80331' },
    ],
  },
  es: {
    calling: '+34',
    places: [
      { city: 'Madrid', state: 'Madrid', postalCode: '28013' },
      { city: 'Barcelona', state: 'Cataluña', postalCode: '08002' },
      { city: 'Sevilla', state: 'Andalucía', postalCode: '41001' },
    ],
  },
  it: {
    calling: '+39',
    places: [
      { city: 'Roma', state: 'Lazio', postalCode: '00184' },
      { city: 'Milano', state: 'Lombardia', postalCode: '20121' },
      { city: 'Torino', state: 'Piemonte', postalCode: '10121' },
    ],
  },
  nl: {
    calling: '+31',
    places: [
      { city: 'Amsterdam', state: 'Noord-Holland', postalCode: '1012 AB' },
      { city: 'Utrecht', state: 'Utrecht', postalCode: '3511 AD' },
      { city: 'Rotterdam', state: 'Zuid-Holland', postalCode: '3011 AA' },
    ],
  },
  se: {
    calling: '+46',
    places: [
      { city: 'Stockholm', state: 'Stockholms län', postalCode: '111 22' },
      { city: 'Göteborg', state: 'Västra Götaland', postalCode: '411 03' },
      { city: 'Malmö', state: 'Skåne', postalCode: '211 22' },
    ],
  },
  in: {
    calling: '+91',
    places: [
      { city: 'New Delhi', state: 'Delhi', postalCode: '110001' },
      { city: 'Mumbai', state: 'Maharashtra', postalCode: '400001' },
      { city: 'Bengaluru', state: 'Karnataka', postalCode: '560001' },
    ],
  },
  cn: {
    calling: '+86',
    places: [
      { city: 'Beijing', state: 'Beijing', postalCode: '100000' },
      { city: 'Shanghai', state: 'Shanghai', postalCode: '200000' },
      { city: 'Shenzhen', state: 'Guangdong', postalCode: '518000' },
    ],
  },
  jp: {
    calling: '+81',
    places: [
      { city: 'Tokyo', state: 'Tokyo', postalCode: '100-0001' },
      { city: 'Osaka', state: 'Osaka', postalCode: '530-0001' },
      { city: 'Kyoto', state: 'Kyoto', postalCode: '600-8001' },
    ],
  },
  au: {
    calling: '+61',
    places: [
      { city: 'Sydney', state: 'New South Wales', postalCode: '2000' },
      { city: 'Melbourne', state: 'Victoria', postalCode: '3000' },
      { city: 'Brisbane', state: 'Queensland', postalCode: '4000' },
    ],
  },
  za: {
    calling: '+27',
    places: [
      { city: 'Cape Town', state: 'Western Cape', postalCode: '8001' },
      { city: 'Johannesburg', state: 'Gauteng', postalCode: '2001' },
      { city: 'Durban', state: 'KwaZulu-Natal', postalCode: '4001' },
    ],
  },
  eg: {
    calling: '+20',
    places: [
      { city: 'Cairo', state: 'Cairo', postalCode: '11511' },
      { city: 'Alexandria', state: 'Alexandria', postalCode: '21500' },
      { city: 'Giza', state: 'Giza', postalCode: '12511' },
    ],
  },
  id: {
    calling: '+62',
    places: [
      { city: 'Jakarta', state: 'DKI Jakarta', postalCode: '10110' },
      { city: 'Surabaya', state: 'Jawa Timur', postalCode: '60111' },
      { city: 'Bandung', state: 'Jawa Barat', postalCode: '40111' },
    ],
  },
  ru: {
    calling: '+7',
    places: [
      { city: 'Moscow', state: 'Moscow', postalCode: '101000' },
      { city: 'Saint Petersburg', state: 'Saint Petersburg', postalCode: '190000' },
      { city: 'Kazan', state: 'Tatarstan', postalCode: '420111' },
    ],
  },
  ar: {
    calling: '+54',
    places: [
      { city: 'Buenos Aires', state: 'CABA', postalCode: 'C1002' },
      { city: 'Córdoba', state: 'Córdoba', postalCode: 'X5000' },
      { city: 'Rosario', state: 'Santa Fe', postalCode: 'S2000' },
    ],
  },
}

/** A city, region and postal code of the country (lower-case ISO code). */
export function placeIn(faker: Faker, countryCode: string): Place {
  const country = PLACES[countryCode]
  if (!country) throw new Error(`No demo places for the country ${countryCode}`)
  return faker.helpers.arrayElement(country.places)
}

/** A phone number with the country's calling code. */
export function phoneIn(faker: Faker, countryCode: string): string {
  const calling = PLACES[countryCode]?.calling ?? '+1'
  return `${calling} ${faker.string.numeric(3)} ${faker.string.numeric(3)} ${faker.string.numeric(3)}`
}
