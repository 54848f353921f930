import { MigrationInterface, QueryRunner } from 'typeorm';

const BUYER_COLUMNS = `buyer_name, buyer_email, buyer_phone, buyer_company, customer_type,
  billing_street, billing_postal_code, billing_city, billing_country, billing_vat_id, purchase_order_number, leitweg_id`;

/**
 * Orders (DECISIONS 34): the buyer, their billing address and references and the way they pay move
 * from the booking to an order; each booking belongs to one order and keeps its participant. Every
 * booking so far becomes an order of one, under the booking's own id. Its buyer is the payer who
 * named a substitute, else the participant.
 */
export class Orders1796600000000 implements MigrationInterface {
  name = 'Orders1796600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE orders (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        buyer_name text NOT NULL,
        buyer_email text NOT NULL,
        buyer_phone text,
        buyer_company text,
        customer_type text NOT NULL CHECK (customer_type IN ('private', 'business')),
        billing_street text,
        billing_postal_code text,
        billing_city text,
        billing_country char(2),
        billing_vat_id text,
        purchase_order_number text,
        leitweg_id text,
        payment_method text NOT NULL DEFAULT 'card' CHECK (payment_method IN ('card', 'invoice')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX orders_buyer_email_idx ON orders (lower(buyer_email))`);
    await queryRunner.query(`
      INSERT INTO orders (id, ${BUYER_COLUMNS}, created_at, updated_at)
      SELECT id, COALESCE(payer_name, customer_name), COALESCE(payer_email, customer_email),
             CASE WHEN payer_email IS NULL THEN customer_phone END,
             CASE WHEN payer_email IS NULL THEN customer_company ELSE payer_company END,
             customer_type, billing_street, billing_postal_code, billing_city, billing_country, billing_vat_id,
             purchase_order_number, leitweg_id, created_at, created_at
        FROM bookings`);
    await queryRunner.query(`ALTER TABLE bookings ADD COLUMN order_id uuid REFERENCES orders (id)`);
    await queryRunner.query(`UPDATE bookings SET order_id = id`);
    await queryRunner.query(`ALTER TABLE bookings ALTER COLUMN order_id SET NOT NULL`);
    await queryRunner.query(`CREATE INDEX bookings_order_id_idx ON bookings (order_id)`);
    // A booking written without an order (an admin's import, a script) is an order of one: its participant buys.
    await queryRunner.query(`
      CREATE FUNCTION bookings_order_of_one() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.order_id IS NULL THEN
          INSERT INTO orders (id, buyer_name, buyer_email, buyer_phone, buyer_company, customer_type, created_at, updated_at)
          VALUES (NEW.id, NEW.customer_name, NEW.customer_email, NEW.customer_phone, NEW.customer_company,
                  NEW.customer_type, NEW.created_at, NEW.created_at)
          RETURNING id INTO NEW.order_id;
        END IF;
        RETURN NEW;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER bookings_order_of_one BEFORE INSERT ON bookings
        FOR EACH ROW EXECUTE FUNCTION bookings_order_of_one()`);
    await queryRunner.query(`
      ALTER TABLE bookings
        DROP COLUMN payer_name, DROP COLUMN payer_email, DROP COLUMN payer_company,
        DROP COLUMN billing_street, DROP COLUMN billing_postal_code, DROP COLUMN billing_city,
        DROP COLUMN billing_country, DROP COLUMN billing_vat_id, DROP COLUMN purchase_order_number,
        DROP COLUMN leitweg_id`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE bookings
        ADD COLUMN payer_name text, ADD COLUMN payer_email text, ADD COLUMN payer_company text,
        ADD COLUMN billing_street text, ADD COLUMN billing_postal_code text, ADD COLUMN billing_city text,
        ADD COLUMN billing_country char(2), ADD COLUMN billing_vat_id text, ADD COLUMN purchase_order_number text,
        ADD COLUMN leitweg_id text`);
    await queryRunner.query(`
      UPDATE bookings b
         SET payer_name = CASE WHEN lower(o.buyer_email) <> lower(b.customer_email) THEN o.buyer_name END,
             payer_email = CASE WHEN lower(o.buyer_email) <> lower(b.customer_email) THEN o.buyer_email END,
             payer_company = CASE WHEN lower(o.buyer_email) <> lower(b.customer_email) THEN o.buyer_company END,
             billing_street = o.billing_street, billing_postal_code = o.billing_postal_code,
             billing_city = o.billing_city, billing_country = o.billing_country, billing_vat_id = o.billing_vat_id,
             purchase_order_number = o.purchase_order_number, leitweg_id = o.leitweg_id
        FROM orders o WHERE o.id = b.order_id`);
    await queryRunner.query(
      `CREATE INDEX bookings_payer_email_idx ON bookings (lower(payer_email)) WHERE payer_email IS NOT NULL`,
    );
    await queryRunner.query(`DROP TRIGGER bookings_order_of_one ON bookings`);
    await queryRunner.query(`DROP FUNCTION bookings_order_of_one()`);
    await queryRunner.query(`ALTER TABLE bookings DROP COLUMN order_id`);
    await queryRunner.query(`DROP TABLE orders`);
  }
}
