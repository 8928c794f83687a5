// ApexCharts with only the chart types and features Aurum draws. `import 'apexcharts'` brings every
// type and feature (~160 KB gzip); the build points react-apexcharts' import of 'apexcharts' here
// instead (vite.config.ts). A page drawing another type (line, radialBar, heatmap...) adds its
// module below, or the chart stays empty.
import ApexCharts from 'apexcharts/core'
import 'apexcharts/area'
import 'apexcharts/bar'
import 'apexcharts/donut'
// The series names under the charts, and keyboard access to them (spec: every chart operable).
import 'apexcharts/features/legend'
import 'apexcharts/features/keyboard'

export default ApexCharts
