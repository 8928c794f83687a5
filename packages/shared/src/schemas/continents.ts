// The continent of each country, as the create-deal wizard's regions name them: a deal for a
// region is valid for orders shipped to a country of that continent (Antarctica and its islands
// belong to none). Grouping as the United Nations' geoscheme does, the Americas as one.
import type { DEAL_REGIONS } from './wizards.js'

type Region = (typeof DEAL_REGIONS)[number]

const REGION_COUNTRIES: Record<Region, string> = {
  europe:
    'AD AL AT AX BA BE BG BY CH CY CZ DE DK EE ES FI FO FR GB GG GI GR HR HU IE IM IS IT JE LI LT LU LV MC MD ME MK MT NL NO PL PT RO RS RU SE SI SJ SK SM UA VA',
  asia: 'AE AF AM AZ BD BH BN BT CC CN CX GE HK ID IL IN IO IQ IR JO JP KG KH KP KR KW KZ LA LB LK MM MN MO MV MY NP OM PH PK PS QA SA SG SY TH TJ TL TM TR TW UZ VN YE',
  africa:
    'AO BF BI BJ BW CD CF CG CI CM CV DJ DZ EG EH ER ET GA GH GM GN GQ GW KE KM LR LS LY MA MG ML MR MU MW MZ NA NE NG RE RW SC SD SH SL SN SO SS ST SZ TD TG TN TZ UG YT ZA ZM ZW',
  americas:
    'AG AI AR AW BB BL BM BO BQ BR BS BZ CA CL CO CR CU CW DM DO EC FK GD GF GL GP GS GT GY HN HT JM KN KY LC MF MQ MS MX NI PA PE PM PR PY SR SV SX TC TT UM US UY VC VE VG VI',
  oceania: 'AS AU CK FJ FM GU HM KI MH MP NC NF NR NU NZ PF PG PN PW SB TK TO TV VU WF WS',
}

const REGION_OF = new Map<string, Region>(
  (Object.entries(REGION_COUNTRIES) as [Region, string][]).flatMap(([region, codes]) =>
    codes.split(' ').map((code) => [code, region] as const),
  ),
)

/** The deal region of a country code (either case), or null (Antarctica, or not a country). */
export function regionOfCountry(code: string): Region | null {
  return REGION_OF.get(code.toUpperCase()) ?? null
}
