import type { Kysely, Migration } from 'kysely';

/** All product tables. Types are chosen to mean the same on SQLite and PostgreSQL. */
export const initial: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('courses')
      .addColumn('course_id', 'integer', (c) => c.primaryKey())
      .addColumn('course_link', 'text', (c) => c.notNull().unique())
      .addColumn('course_name', 'text', (c) => c.notNull())
      .addColumn('course_description', 'text', (c) => c.notNull())
      .addColumn('course_image', 'text', (c) => c.notNull())
      .addColumn('price', 'double precision', (c) => c.notNull())
      .addColumn('offer_price', 'double precision')
      .addColumn('level', 'text', (c) => c.notNull())
      .addColumn('duration_hours', 'integer', (c) => c.notNull())
      .addColumn('duration_minutes', 'integer', (c) => c.notNull())
      .addColumn('students', 'integer', (c) => c.notNull())
      .addColumn('categories', 'text', (c) => c.notNull())
      .addColumn('receivables', 'text', (c) => c.notNull())
      .addColumn('files_url', 'text')
      .execute();

    await db.schema
      .createTable('chapters')
      .addColumn('chapter_id', 'integer', (c) => c.primaryKey())
      .addColumn('chapter_name', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('course_chapters')
      .addColumn('course_id', 'integer', (c) =>
        c.notNull().references('courses.course_id').onDelete('cascade'),
      )
      .addColumn('chapter_id', 'integer', (c) =>
        c.notNull().references('chapters.chapter_id').onDelete('cascade'),
      )
      .addColumn('position', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('course_chapters_pk', ['course_id', 'chapter_id'])
      .execute();

    await db.schema
      .createTable('lessons')
      .addColumn('lesson_id', 'integer', (c) => c.primaryKey())
      .addColumn('chapter_id', 'integer', (c) =>
        c.notNull().references('chapters.chapter_id').onDelete('cascade'),
      )
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('lesson_name', 'text', (c) => c.notNull())
      .addColumn('youtube_link', 'text')
      .addColumn('lesson_video', 'text')
      .addColumn('lesson_html', 'text', (c) => c.notNull())
      .addColumn('files', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('lessons_chapter_idx')
      .on('lessons')
      .columns(['chapter_id', 'position'])
      .execute();

    await db.schema
      .createTable('reviews')
      .addColumn('review_id', 'text', (c) => c.primaryKey())
      .addColumn('course_id', 'integer', (c) =>
        c.notNull().references('courses.course_id').onDelete('cascade'),
      )
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('rating', 'integer', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('comment', 'text', (c) => c.notNull())
      .addColumn('user_name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('user_image', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('reviews_course_idx')
      .on('reviews')
      .columns(['course_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('enrollments')
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.course_id'))
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('enrolled_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('enrollments_pk', ['user_id', 'course_id'])
      .execute();

    await db.schema
      .createTable('completed_steps')
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.course_id'))
      .addColumn('lesson_id', 'integer', (c) => c.notNull().references('lessons.lesson_id'))
      .addColumn('completed_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('completed_steps_pk', ['user_id', 'course_id', 'lesson_id'])
      .execute();

    await db.schema
      .createTable('coupons')
      .addColumn('code', 'text', (c) => c.primaryKey())
      .addColumn('discount_type', 'text', (c) => c.notNull())
      .addColumn('discount_amount', 'double precision', (c) => c.notNull())
      .addColumn('course_id', 'integer', (c) => c.references('courses.course_id'))
      .addColumn('active', 'integer', (c) => c.notNull())
      .addColumn('expires_at', 'text')
      .execute();

    await db.schema
      .createTable('user_profiles')
      .addColumn('user_id', 'text', (c) => c.primaryKey())
      .addColumn('user_email', 'text', (c) => c.notNull())
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('user_name', 'text', (c) => c.notNull())
      .addColumn('public_profile', 'integer', (c) => c.notNull())
      .addColumn('lfg', 'integer', (c) => c.notNull())
      .addColumn('klaviyo_profile_id', 'text')
      .addColumn('referral_link', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('blog_posts')
      .addColumn('post_id', 'text', (c) => c.primaryKey())
      .addColumn('link', 'text', (c) => c.notNull().unique())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('date', 'text', (c) => c.notNull())
      .addColumn('landscape_img', 'text', (c) => c.notNull())
      .addColumn('square_img', 'text', (c) => c.notNull())
      .addColumn('tags', 'text', (c) => c.notNull())
      .addColumn('excerpt', 'text', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('blog_comments')
      .addColumn('comment_id', 'text', (c) => c.primaryKey())
      .addColumn('post_id', 'text', (c) => c.notNull().references('blog_posts.post_id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text')
      .addColumn('user_image', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('blog_comments_post_idx')
      .on('blog_comments')
      .columns(['post_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('newsletter_signups')
      .addColumn('email', 'text', (c) => c.primaryKey())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('contact_messages')
      .addColumn('message_id', 'text', (c) => c.primaryKey())
      .addColumn('firstname', 'text', (c) => c.notNull())
      .addColumn('lastname', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('phone', 'text')
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('workshop_applications')
      .addColumn('application_id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('age', 'integer', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('experience', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('selected_service', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('payments')
      .addColumn('payment_id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.course_id'))
      .addColumn('coupon_code', 'text')
      .addColumn('amount', 'double precision', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('provider_reference', 'text')
      .addColumn('billing', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('payments_user_idx')
      .on('payments')
      .columns(['user_id', 'course_id'])
      .execute();

    await db.schema
      .createTable('outbox')
      .addColumn('event_id', 'text', (c) => c.primaryKey())
      .addColumn('topic', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull())
      .addColumn('processed_at', 'text')
      .addColumn('last_error', 'text')
      .execute();
    await db.schema
      .createIndex('outbox_pending_idx')
      .on('outbox')
      .columns(['processed_at', 'created_at'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of [
      'outbox',
      'payments',
      'workshop_applications',
      'contact_messages',
      'newsletter_signups',
      'blog_comments',
      'blog_posts',
      'user_profiles',
      'coupons',
      'completed_steps',
      'enrollments',
      'reviews',
      'lessons',
      'course_chapters',
      'chapters',
      'courses',
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
