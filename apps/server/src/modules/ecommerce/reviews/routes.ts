// HTTP of /api/apps/ecommerce/reviews (spec section 7): list, statistics, CSV export, one review,
// publish/unpublish and delete. Spec section 8: an unknown review is a 404 with an empty body.
import {
  fieldErrorsSchema,
  idParamSchema,
  reviewExportQuerySchema,
  reviewListQuerySchema,
  reviewListResponseSchema,
  reviewSchema,
  reviewStatsSchema,
  reviewStatusUpdateSchema,
  type Review,
} from '@aurum/shared'
import type { Db } from '#server/db/client.js'
import { ApiRouter } from '#server/http/api-router.js'
import type { CsvColumn } from '#server/http/csv.js'
import { listRoutes } from '#server/http/list-routes.js'
import { jsonOr404, resourceRoutes } from '#server/http/resource-routes.js'
import * as reviewsService from './service.js'

const notFoundAnswer = { description: 'No review with this id (empty body)' }
const badIdAnswer = { description: 'The id is not a positive integer', schema: fieldErrorsSchema }
const review = resourceRoutes({
  path: '/apps/ecommerce/reviews',
  subject: 'Review',
  tags: ['ecommerce'],
  notFound: notFoundAnswer,
  invalid: { description: 'Invalid id or status', schema: fieldErrorsSchema },
})

const csvColumns: CsvColumn<Review>[] = [
  { header: 'id', value: (row) => row.id },
  { header: 'product', value: (row) => row.product },
  { header: 'companyName', value: (row) => row.companyName },
  { header: 'reviewer', value: (row) => row.reviewer },
  { header: 'email', value: (row) => row.email },
  { header: 'date', value: (row) => row.reviewDate },
  { header: 'status', value: (row) => row.status },
  { header: 'rating', value: (row) => row.review },
  { header: 'head', value: (row) => row.head },
  { header: 'para', value: (row) => row.para },
]

export function createReviewsRouter({ db }: { db: Db }) {
  // The fixed paths (stats, export.csv) are declared before /:id so they are matched first.
  return new ApiRouter()
    .include(
      listRoutes({
        path: '/apps/ecommerce/reviews',
        subject: 'Review',
        tags: ['ecommerce'],
        summary:
          'List reviews: q (product name, reviewer, email, headline, text), status (Pending, Published or All), sort and page',
        query: reviewListQuerySchema,
        response: reviewListResponseSchema,
        list: (query) => reviewsService.listReviews(db, query),
        stats: {
          summary:
            'Review statistics: count per rating, average, pending and published counts, and reviews per day over the last 7 days of the data',
          schema: reviewStatsSchema,
          read: () => reviewsService.getReviewStats(db),
        },
        export: {
          noun: 'reviews',
          query: reviewExportQuerySchema,
          columns: csvColumns,
          batches: (query, size) => reviewsService.exportReviews(db, query, size),
        },
      }),
    )
    .include(
      review.get({
        summary: 'One review',
        answer: { description: 'The review', schema: reviewSchema },
        responses: { 400: badIdAnswer },
        read: (id) => reviewsService.getReview(db, id),
      }),
    )
    .put(
      {
        path: '/apps/ecommerce/reviews/:id/status',
        summary: 'Publish or unpublish a review',
        tags: ['ecommerce'],
        access: { action: 'update', subject: 'Review' },
        params: idParamSchema,
        body: reviewStatusUpdateSchema,
        responses: {
          200: { description: 'The review with its new status', schema: reviewSchema },
          400: { description: 'Invalid id or status', schema: fieldErrorsSchema },
          404: notFoundAnswer,
        },
      },
      async (c, { params, body }) =>
        jsonOr404(c, await reviewsService.setReviewStatus(db, params.id, body.status)),
    )
    .include(
      review.remove({
        summary: 'Delete a review',
        responses: { 400: badIdAnswer },
        remove: (id) => reviewsService.deleteReview(db, id),
      }),
    )
}
