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
import type { Db } from '../../../db/client.js'
import { ApiRouter } from '../../../http/api-router.js'
import { csvResponse, type CsvColumn } from '../../../http/csv.js'
import * as reviewsService from './service.js'

const notFoundAnswer = { description: 'No review with this id (empty body)' }
const badIdAnswer = { description: 'The id is not a positive integer', schema: fieldErrorsSchema }

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
    .get(
      {
        path: '/apps/ecommerce/reviews',
        summary:
          'List reviews: q (product name, reviewer, email, headline, text), status (Pending, Published or All), sort and page',
        tags: ['ecommerce'],
        access: { action: 'read', subject: 'Review' },
        query: reviewListQuerySchema,
        responses: {
          200: { description: 'A page of reviews and the number matching', schema: reviewListResponseSchema },
          400: { description: 'Invalid query', schema: fieldErrorsSchema },
        },
      },
      async (c, { query }) => c.json(await reviewsService.listReviews(db, query)),
    )
    .get(
      {
        path: '/apps/ecommerce/reviews/stats',
        summary:
          'Review statistics: count per rating, average, pending and published counts, and reviews per day over the last 7 days of the data',
        tags: ['ecommerce'],
        access: { action: 'read', subject: 'Review' },
        responses: { 200: { description: 'The statistics', schema: reviewStatsSchema } },
      },
      async (c) => c.json(await reviewsService.getReviewStats(db)),
    )
    .get(
      {
        path: '/apps/ecommerce/reviews/export.csv',
        summary: "CSV of every review the list's filters select, in the list's order (streamed)",
        tags: ['ecommerce'],
        access: { action: 'read', subject: 'Review' },
        query: reviewExportQuerySchema,
        responses: {
          200: { description: 'The reviews as CSV', contentType: 'text/csv' },
          400: { description: 'Invalid query', schema: fieldErrorsSchema },
        },
      },
      (c, { query }) =>
        csvResponse(c, 'reviews.csv', csvColumns, (offset, limit) => reviewsService.exportReviews(db, query, offset, limit)),
    )
    .get(
      {
        path: '/apps/ecommerce/reviews/:id',
        summary: 'One review',
        tags: ['ecommerce'],
        access: { action: 'read', subject: 'Review' },
        params: idParamSchema,
        responses: { 200: { description: 'The review', schema: reviewSchema }, 400: badIdAnswer, 404: notFoundAnswer },
      },
      async (c, { params }) => {
        const review = await reviewsService.getReview(db, params.id)
        return review ? c.json(review) : c.body(null, 404)
      },
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
      async (c, { params, body }) => {
        const review = await reviewsService.setReviewStatus(db, params.id, body.status)
        return review ? c.json(review) : c.body(null, 404)
      },
    )
    .delete(
      {
        path: '/apps/ecommerce/reviews/:id',
        summary: 'Delete a review',
        tags: ['ecommerce'],
        access: { action: 'delete', subject: 'Review' },
        params: idParamSchema,
        responses: { 204: { description: 'Deleted' }, 400: badIdAnswer, 404: notFoundAnswer },
      },
      async (c, { params }) => c.body(null, (await reviewsService.deleteReview(db, params.id)) ? 204 : 404),
    )
}
