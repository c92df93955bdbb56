/**
 * The whole product's tables, typed for Kysely. Columns are portable between SQLite and PostgreSQL:
 * booleans are 0/1 integers, timestamps ISO-8601 text, lists and maps JSON text.
 */

type Flag = 0 | 1;

export interface CoursesTable {
  course_id: number;
  course_link: string;
  course_name: string;
  course_description: string;
  course_image: string;
  price: number;
  offer_price: number | null;
  level: string;
  duration_hours: number;
  duration_minutes: number;
  /** Learners from before this platform; GET /courses adds the live enrollments to this base. */
  legacy_students: number;
  /** JSON string[] */
  categories: string;
  /** JSON Record<string, string> */
  receivables: string;
  /** The course-wide download offered on lesson 1. */
  files_url: string | null;
  /** Printed on the course's certificates. */
  instructor_name: string;
}

export interface ChaptersTable {
  chapter_id: number;
  chapter_name: string;
}

export interface CourseChaptersTable {
  course_id: number;
  chapter_id: number;
  position: number;
}

export interface LessonsTable {
  lesson_id: number;
  chapter_id: number;
  position: number;
  lesson_name: string;
  youtube_link: string | null;
  lesson_video: string | null;
  lesson_html: string;
  /** JSON string[] of download URLs */
  files: string;
  /** JSON CaptionTrack[] (shared-contract) of lesson_video; [] when it has none. */
  captions: string;
}

export interface ReviewsTable {
  review_id: string;
  course_id: number;
  user_id: string;
  rating: number;
  title: string;
  comment: string;
  user_name: string;
  created_at: string;
}

export interface EnrollmentsTable {
  user_id: string;
  course_id: number;
  source: string;
  enrolled_at: string;
  /** The coupon that made the course free (source 'coupon'); null otherwise. */
  coupon_code: string | null;
}

export interface CompletedStepsTable {
  user_id: string;
  course_id: number;
  lesson_id: number;
  completed_at: string;
}

export interface CouponsTable {
  code: string;
  /** '%' or 'fixed' */
  discount_type: string;
  discount_amount: number;
  /** null: valid for every course */
  course_id: number | null;
  active: Flag;
  expires_at: string | null;
}

export interface UserProfilesTable {
  user_id: string;
  user_email: string;
  first_name: string;
  last_name: string;
  user_name: string;
  public_profile: Flag;
  lfg: Flag;
  klaviyo_profile_id: string | null;
  referral_link: string;
  /** 1 when user_email is the identity provider's (migration 012); older records took the request's. */
  email_checked: Flag;
  created_at: string;
  updated_at: string;
}

export interface BlogPostsTable {
  post_id: string;
  link: string;
  title: string;
  /** YYYY-MM-DD */
  date: string;
  landscape_img: string;
  square_img: string;
  /** JSON string[] */
  tags: string;
  excerpt: string;
  /** JSON ContentBlock[] */
  content: string;
}

export interface BlogCommentsTable {
  comment_id: string;
  post_id: string;
  name: string;
  message: string;
  user_id: string | null;
  created_at: string;
}

export interface NewsletterSignupsTable {
  email: string;
  created_at: string;
  /** When the e-mailed link was followed; null while the sign-up waits for it. */
  confirmed_at: string | null;
  /** SHA-256 (hex) of the confirmation link's token; the token itself travels in the mail. */
  token_hash: string | null;
  token_expires_at: string | null;
  /** The last mail sent to this address (confirmation or welcome), to space them out. */
  last_mail_at: string | null;
}

export interface ContactMessagesTable {
  message_id: string;
  firstname: string;
  lastname: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  created_at: string;
}

export interface WorkshopApplicationsTable {
  application_id: string;
  name: string;
  age: number;
  email: string;
  experience: string;
  message: string;
  selected_service: string;
  created_at: string;
}

export interface PaymentsTable {
  payment_id: string;
  user_id: string;
  course_id: number;
  coupon_code: string | null;
  /** Amount charged, recomputed on the server. */
  amount: number;
  currency: string;
  /** 'pending' | 'paid' | 'failed' | 'superseded' (replaced by the learner's link at another price) */
  status: string;
  provider: string;
  provider_reference: string | null;
  /** JSON of the billing fields sent with the payment-link request */
  billing: string;
  created_at: string;
  updated_at: string;
}

/** Side effects (mail, marketing) recorded in the same transaction as the change that causes them. */
export interface OutboxTable {
  event_id: string;
  topic: string;
  /** JSON */
  payload: string;
  created_at: string;
  attempts: number;
  /** When the next delivery attempt is due (ISO time); set when queued and when an attempt is claimed. */
  next_attempt_at: string;
  processed_at: string | null;
  /** Set when delivery was given up after the retry schedule: the mail waits for an operator to re-queue it. */
  dead_at: string | null;
  last_error: string | null;
  /** The instance delivering the mail now (its outbox's id), while leased_until has not passed. */
  leased_by: string | null;
  /** When the lease runs out (ISO time) and another instance may take the mail over. */
  leased_until: string | null;
}

/** A lesson's coding exercise (Run & Check). */
export interface ExercisesTable {
  lesson_id: number;
  starter_code: string;
  time_limit_ms: number;
  /** JSON string[], revealed one at a time */
  hints: string;
  /** The reference solution, served only once the learner may see it. */
  solution: string;
  /** JSON ExerciseCheck (shared-contract) */
  check_spec: string;
}

/** A learner's work on one exercise, whichever course they opened it in. */
export interface ExerciseProgressTable {
  user_id: string;
  lesson_id: number;
  /** The last code saved: a draft or a checked attempt. */
  last_code: string;
  /** Only ever grows, up to the exercise's number of hints. */
  hints_used: number;
  /** Set by the first passing check; never cleared. */
  passed: Flag;
  failed_checks: number;
  /** When the solution was first shown to the learner. */
  solution_revealed_at: string | null;
  updated_at: string;
}

/** The checks a learner ran, with their code, so a passing program can be checked again later (see ATTEMPTS_KEPT). */
export interface ExerciseAttemptsTable {
  attempt_id: string;
  user_id: string;
  lesson_id: number;
  /** The course the learner was in when they checked it. */
  course_id: number;
  code: string;
  /** 'passed' | 'failed' */
  result: string;
  hints_used: number;
  created_at: string;
}

/** The row GET /ready rewrites to check that writes work. */
export interface ReadinessProbeTable {
  id: string;
  checked_at: string;
}

/** A child learning under a parent's account; its id is the learner key of the child's progress rows. */
export interface ChildProfilesTable {
  profile_id: string;
  /** The parent's account: the token subject. */
  account_id: string;
  name: string;
  avatar: string;
  birth_year: number;
  created_at: string;
}

/** One row per family that set a PIN or chose the weekly summary. */
export interface FamilySettingsTable {
  account_id: string;
  /** scrypt$<salt>$<hash> (base64url); never leaves the server. */
  pin_hash: string | null;
  weekly_summary: Flag;
  /** When weekly_summary was last switched on (016); null while it is off. No week ending before it is mailed. */
  weekly_summary_since: string | null;
  /** The IANA zone the dashboard was last opened in: the summary's weeks start on Monday there. */
  time_zone: string;
  /** Wrong PIN tries since the last right one or the last lock. */
  pin_failures: number;
  /** Until when every PIN check is refused after PIN_FAILURES_MAX wrong tries; null when not locked. */
  pin_locked_until: string | null;
  updated_at: string;
}

/** The weekly summary of one account and week, written with its mail: the key makes it go out once. */
export interface WeeklySummariesTable {
  account_id: string;
  /** Monday of the summarised week (YYYY-MM-DD) in the account's time zone. */
  week_start: string;
  sent_at: string;
}

/** A certificate of completion, as it was issued: what it prints is kept, whatever is renamed later. */
export interface CertificatesTable {
  /** CERTIFICATE_ID_PATTERN (shared-contract): the public, unguessable number. */
  certificate_id: string;
  /** The learner key: the account holder's account or a child profile; one certificate per course each. */
  user_id: string;
  /** The family's account, whichever of its learners earned it. */
  account_id: string;
  course_id: number;
  learner_name: string;
  course_name: string;
  instructor_name: string;
  issued_at: string;
}

/** The lessons a week a learner aims for; learners without a row have WEEKLY_GOAL_DEFAULT. */
export interface WeeklyGoalsTable {
  /** The learner key. */
  user_id: string;
  account_id: string;
  weekly_goal: number;
  updated_at: string;
}

/** Where a learner stopped in a lesson's video. */
export interface VideoPositionsTable {
  /** The learner key. */
  user_id: string;
  lesson_id: number;
  account_id: string;
  position_seconds: number;
  /** null while the player did not know the video's length. */
  duration_seconds: number | null;
  updated_at: string;
}

/** An account's last sign-out or revocation: its access tokens of sessions begun before it are refused. */
export interface TokenRevocationsTable {
  account_id: string;
  /** A whole second (ISO-8601): tokens whose session began (auth_time, else iat) before it are refused. */
  revoked_before: string;
}

/** A learner's first fetch of a lesson: completing it needs one (014-lesson-reads). */
export interface LessonReadsTable {
  user_id: string;
  lesson_id: number;
  first_read_at: string;
}

/** An account's last parent proof and the first child act after it, as ISO times (015-parent-checks). */
export interface ParentChecksTable {
  account_id: string;
  proof_issued_at: string;
  child_acted_at: string | null;
}

export interface Database {
  courses: CoursesTable;
  chapters: ChaptersTable;
  course_chapters: CourseChaptersTable;
  lessons: LessonsTable;
  reviews: ReviewsTable;
  enrollments: EnrollmentsTable;
  completed_steps: CompletedStepsTable;
  coupons: CouponsTable;
  user_profiles: UserProfilesTable;
  blog_posts: BlogPostsTable;
  blog_comments: BlogCommentsTable;
  newsletter_signups: NewsletterSignupsTable;
  contact_messages: ContactMessagesTable;
  workshop_applications: WorkshopApplicationsTable;
  payments: PaymentsTable;
  outbox: OutboxTable;
  readiness_probe: ReadinessProbeTable;
  exercises: ExercisesTable;
  exercise_progress: ExerciseProgressTable;
  exercise_attempts: ExerciseAttemptsTable;
  child_profiles: ChildProfilesTable;
  family_settings: FamilySettingsTable;
  weekly_summaries: WeeklySummariesTable;
  certificates: CertificatesTable;
  weekly_goals: WeeklyGoalsTable;
  video_positions: VideoPositionsTable;
  token_revocations: TokenRevocationsTable;
  lesson_reads: LessonReadsTable;
  parent_checks: ParentChecksTable;
}
