// The ApexCharts chart types the gallery draws beyond the dashboards' (lib/apexcharts.ts has area,
// bar and donut): registered into the same core when this page's chunk loads, not for the dashboards.
import 'apexcharts/line'
import 'apexcharts/radar'
import 'apexcharts/scatter'
import 'apexcharts/heatmap'
