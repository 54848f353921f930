import { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialSchema1763769600000 implements MigrationInterface {
  name = 'InitialSchema1763769600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE courses (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
        description text,
        date date NOT NULL,
        start_time time NOT NULL,
        end_time time NOT NULL,
        net_price integer NOT NULL CHECK (net_price >= 0),
        gross_price integer NOT NULL CHECK (gross_price >= 0),
        price integer NOT NULL DEFAULT 49900 CHECK (price >= 0),
        currency char(3) NOT NULL DEFAULT 'EUR',
        max_participants integer NOT NULL DEFAULT 10 CHECK (max_participants >= 1),
        available_spots integer NOT NULL,
        type text NOT NULL DEFAULT 'basis' CHECK (type IN ('basis', 'advanced', 'auffrischung', 'custom')),
        location text NOT NULL DEFAULT 'Live Online Webinar',
        status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive', 'cancelled')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT courses_spots_within_capacity CHECK (available_spots >= 0 AND available_spots <= max_participants),
        CONSTRAINT courses_end_after_start CHECK (end_time > start_time)
      )`);
    await queryRunner.query(`CREATE INDEX courses_listing_idx ON courses (status, date, start_time)`);

    await queryRunner.query(`
      CREATE TABLE discount_codes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        code text NOT NULL CHECK (code = upper(code) AND length(code) BETWEEN 2 AND 50),
        discount_type text NOT NULL DEFAULT 'percentage' CHECK (discount_type IN ('percentage', 'fixed_amount')),
        discount_value integer NOT NULL CHECK (discount_value > 0),
        active boolean NOT NULL DEFAULT true,
        valid_from date NOT NULL DEFAULT CURRENT_DATE,
        valid_until date,
        max_uses integer CHECK (max_uses IS NULL OR max_uses >= 1),
        current_uses integer NOT NULL DEFAULT 0 CHECK (current_uses >= 0),
        description text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT discount_codes_code_unique UNIQUE (code),
        CONSTRAINT discount_codes_percentage_range CHECK (discount_type <> 'percentage' OR discount_value <= 100),
        CONSTRAINT discount_codes_validity_order CHECK (valid_until IS NULL OR valid_until >= valid_from)
      )`);

    await queryRunner.query(`
      CREATE TABLE bookings (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        course_id uuid REFERENCES courses(id) ON DELETE SET NULL,
        course_title text NOT NULL,
        course_date date NOT NULL,
        course_start_time time NOT NULL,
        course_end_time time NOT NULL,
        customer_name text NOT NULL,
        customer_email text NOT NULL,
        customer_phone text,
        customer_company text,
        customer_comments text,
        customer_type text NOT NULL DEFAULT 'private' CHECK (customer_type IN ('private', 'business')),
        amount integer NOT NULL CHECK (amount >= 0),
        original_amount integer NOT NULL CHECK (original_amount >= 0),
        discount_amount integer NOT NULL DEFAULT 0 CHECK (discount_amount >= 0),
        discount_code_id uuid REFERENCES discount_codes(id) ON DELETE SET NULL,
        currency char(3) NOT NULL DEFAULT 'EUR',
        booking_status text NOT NULL DEFAULT 'pending' CHECK (booking_status IN ('pending', 'confirmed', 'cancelled', 'failed')),
        payment_status text NOT NULL DEFAULT 'pending' CHECK (payment_status IN ('pending', 'paid', 'failed', 'refunded')),
        email_status text NOT NULL DEFAULT 'nicht_gesendet' CHECK (email_status IN ('nicht_gesendet', 'sending', 'sent', 'failed')),
        holds_seat boolean NOT NULL DEFAULT false,
        hold_expires_at timestamptz,
        payment_provider text NOT NULL DEFAULT 'test' CHECK (payment_provider IN ('stripe', 'test')),
        payment_session_id text UNIQUE,
        payment_intent_id text,
        cancel_token_hash text,
        waitlist_entry_id uuid,
        confirmed_at timestamptz,
        refunded_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz,
        CONSTRAINT bookings_amount_is_original_minus_discount CHECK (amount = original_amount - discount_amount)
      )`);
    await queryRunner.query(`CREATE INDEX bookings_course_idx ON bookings (course_id)`);
    await queryRunner.query(`CREATE INDEX bookings_email_idx ON bookings (lower(customer_email))`);
    await queryRunner.query(
      `CREATE INDEX bookings_open_holds_idx ON bookings (hold_expires_at) WHERE holds_seat AND booking_status = 'pending'`,
    );
    await queryRunner.query(`CREATE INDEX bookings_created_idx ON bookings (created_at DESC)`);

    await queryRunner.query(`
      CREATE TABLE discount_usages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        discount_code_id uuid NOT NULL REFERENCES discount_codes(id) ON DELETE CASCADE,
        customer_email text NOT NULL,
        booking_id uuid REFERENCES bookings(id) ON DELETE SET NULL,
        status text NOT NULL DEFAULT 'reserved' CHECK (status IN ('reserved', 'redeemed')),
        used_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT discount_usages_one_per_email UNIQUE (discount_code_id, customer_email)
      )`);

    await queryRunner.query(`
      CREATE TABLE waitlist_entries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        course_id uuid NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
        position integer NOT NULL CHECK (position >= 1),
        customer_name text,
        customer_email text NOT NULL,
        customer_phone text,
        customer_company text,
        customer_comments text,
        status text NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'offered', 'booked')),
        unsubscribe_token_hash text NOT NULL UNIQUE,
        offer_token_hash text UNIQUE,
        offer_expires_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT waitlist_entries_one_per_course_email UNIQUE (course_id, customer_email)
      )`);
    await queryRunner.query(`CREATE INDEX waitlist_entries_queue_idx ON waitlist_entries (course_id, position)`);

    await queryRunner.query(`
      CREATE TABLE newsletter_subscribers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text,
        email text NOT NULL CONSTRAINT newsletter_subscribers_email_unique UNIQUE,
        active boolean NOT NULL DEFAULT false,
        source text NOT NULL DEFAULT 'website',
        confirm_token_hash text UNIQUE,
        unsubscribe_token_hash text NOT NULL UNIQUE,
        confirmed_at timestamptz,
        subscribed_at timestamptz NOT NULL DEFAULT now(),
        unsubscribed_at timestamptz,
        CONSTRAINT newsletter_subscribers_email_lower CHECK (email = lower(email))
      )`);

    await queryRunner.query(`
      CREATE TABLE email_templates (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        type text NOT NULL DEFAULT 'confirmation' CHECK (type IN ('confirmation', 'cancellation', 'manual-confirmation')),
        subject text NOT NULL,
        html_content text NOT NULL,
        is_active boolean NOT NULL DEFAULT true,
        is_default boolean NOT NULL DEFAULT false,
        variables text[] NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX email_templates_one_default_per_type ON email_templates (type) WHERE is_default`,
    );

    await queryRunner.query(`
      CREATE TABLE email_log (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        idempotency_key text NOT NULL UNIQUE,
        type text NOT NULL,
        recipient text NOT NULL,
        subject text,
        booking_id uuid REFERENCES bookings(id) ON DELETE SET NULL,
        status text NOT NULL DEFAULT 'sending' CHECK (status IN ('sending', 'sent', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        error text,
        message_id text,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX email_log_recipient_idx ON email_log (lower(recipient))`);

    await queryRunner.query(`
      CREATE TABLE gdpr_deletion_log (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        reason text,
        deleted_at timestamptz NOT NULL DEFAULT now(),
        affected_tables text[] NOT NULL DEFAULT '{}',
        performed_by text
      )`);

    await queryRunner.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL UNIQUE CHECK (email = lower(email)),
        role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin')),
        created_at timestamptz NOT NULL DEFAULT now(),
        last_login_at timestamptz
      )`);

    await queryRunner.query(`
      CREATE TABLE magic_link_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        token_hash text NOT NULL UNIQUE,
        redirect_to text NOT NULL DEFAULT '/',
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);

    await queryRunner.query(`
      CREATE TABLE sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);

    await queryRunner.query(`
      CREATE TABLE outbox_events (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        type text NOT NULL,
        payload jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        published_at timestamptz,
        publish_attempts integer NOT NULL DEFAULT 0
      )`);
    await queryRunner.query(
      `CREATE INDEX outbox_events_unpublished_idx ON outbox_events (id) WHERE published_at IS NULL`,
    );

    await queryRunner.query(`
      CREATE TABLE processed_webhook_events (
        id text PRIMARY KEY,
        type text NOT NULL,
        processed_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'processed_webhook_events',
      'outbox_events',
      'sessions',
      'magic_link_tokens',
      'users',
      'gdpr_deletion_log',
      'email_log',
      'email_templates',
      'newsletter_subscribers',
      'waitlist_entries',
      'discount_usages',
      'bookings',
      'discount_codes',
      'courses',
    ]) {
      await queryRunner.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
