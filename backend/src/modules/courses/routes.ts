import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import {
  CourseEnrollmentIdParamsSchema,
  CourseEnrollmentPayRequestSchema,
  CourseEnrollmentRequestSchema,
  CourseIdParamsSchema,
  CourseListQuerySchema,
  CourseQuoteRequestSchema,
  IdParamSchema,
  type Course,
  type CourseEnrollment,
  type CourseEnrollmentResponse,
  type CoursePrice,
} from '@venue/api';
import { venues } from '../../db/schema/index.js';
import { notFound } from '../../lib/api-error.js';
import { validated } from '../../lib/validated.js';
import { authOf } from '../../plugins/auth.js';
import { listCourses } from './course-catalog.js';
import { enrollChild, quoteEnrollment } from './course-enrollment.js';
import { cancelEnrollment, payEnrollment } from './enrollment-actions.js';
import { ownEnrollments } from './enrollment-views.js';

const VenueParams = v.object({ venueId: IdParamSchema });

/** A venue's courses for everyone, under the public base (spec §7). */
export async function publicCourseRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps.database;
  app.get(
    '/venue/course/:venueId',
    validated({ params: VenueParams, query: CourseListQuerySchema }, async ({ params, query }): Promise<Course[]> => {
      const [venue] = await db.select({ id: venues.id }).from(venues).where(eq(venues.id, params.venueId));
      if (!venue) throw notFound(`Venue ${params.venueId} not found`);
      return listCourses(db, params.venueId, query, app.deps.clock.now());
    }),
  );
}

/** A parent's enrolments: quote, enrol, pay, list, cancel. Only the parent sees or changes one. */
export async function courseEnrollmentRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps.database;
  const { clock, config } = app.deps;
  const auth = { preHandler: app.authenticate };

  app.get('/course_enrollment', auth, async (request): Promise<CourseEnrollment[]> =>
    ownEnrollments(db, authOf(request).userId, clock.now()),
  );

  app.post(
    '/course_enrollment/:id/quote',
    auth,
    validated({ params: CourseIdParamsSchema, body: CourseQuoteRequestSchema }, async ({ params, body }, request): Promise<CoursePrice> =>
      quoteEnrollment(db, authOf(request).userId, params.id, body, clock.now()),
    ),
  );

  app.post(
    '/course_enrollment/:id',
    auth,
    validated(
      { params: CourseIdParamsSchema, body: CourseEnrollmentRequestSchema },
      async ({ params, body }, request, reply): Promise<CourseEnrollmentResponse> => {
        const enrolled = await enrollChild(
          db,
          app.deps.paymentGateway,
          config.payments.appUrl,
          authOf(request).userId,
          params.id,
          body,
          clock.now(),
        );
        return reply.code(201).send(enrolled);
      },
    ),
  );

  app.post(
    '/course_enrollment/pay/:id',
    auth,
    validated(
      { params: CourseEnrollmentIdParamsSchema, body: CourseEnrollmentPayRequestSchema },
      async ({ params, body }, request, reply): Promise<CourseEnrollmentResponse> => {
        const paid = await payEnrollment(
          db,
          app.deps.paymentGateway,
          config.payments.appUrl,
          authOf(request).userId,
          params.id,
          body,
          clock.now(),
        );
        return reply.code(201).send(paid);
      },
    ),
  );

  app.delete(
    '/course_enrollment/:id',
    auth,
    validated({ params: CourseEnrollmentIdParamsSchema }, async ({ params }, request): Promise<CourseEnrollment> =>
      cancelEnrollment(db, authOf(request).userId, params.id, clock.now()),
    ),
  );
}
