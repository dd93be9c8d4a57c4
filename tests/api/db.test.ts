// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CheckConstraintViolationException,
  UniqueConstraintViolationException,
} from '@mikro-orm/core';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { embeddedUrl, socketDirFor, startEmbeddedPostgres } from '../../backend/src/db/embedded-postgres';
import { migrateUp } from '../../backend/src/db/migrate';
import { migrationsPath } from '../../backend/src/db/orm.config';
import { isProcessAlive, readPostmasterPid } from '../../backend/src/db/postmaster';
import { User } from '../../backend/src/modules/account/user.entity';
import { DeliveryTemplate } from '../../backend/src/modules/catalog/delivery-template.entity';
import { Product } from '../../backend/src/modules/catalog/product.entity';
import { ProductOptionDetail } from '../../backend/src/modules/catalog/product-option-detail.entity';
import { University } from '../../backend/src/modules/content/university.entity';
import { Point } from '../../backend/src/modules/point/point.entity';
import { PointType } from '../../backend/src/modules/point/point-type.entity';
import { freePort } from '../support/free-port';
import { createTestDatabase, withAdmin, type TestDatabase } from '../support/test-db';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const embeddedModule = join(repoRoot, 'backend/src/db/embedded-postgres.ts');

describe('migrations', () => {
  it('apply cleanly to an empty database and leave nothing for the entities to change', async () => {
    const database = await createTestDatabase({ migrated: false });
    try {
      const files = (await readdir(migrationsPath)).filter((file) => /^Migration\d+.*\.ts$/.test(file));
      const applied = await migrateUp(database.orm);
      expect(applied).toEqual(files.map((file) => file.replace(/\.ts$/, '')).sort());
      expect(await migrateUp(database.orm)).toEqual([]);
      expect((await database.orm.schema.getUpdateSchemaSQL({ wrap: false })).trim()).toBe('');
    } finally {
      await database.close();
    }
  });
});

describe('constraints', () => {
  let database: TestDatabase;
  let university: University;
  let deliveryTemplate: DeliveryTemplate;
  let sequence = 0;

  const fork = () => database.orm.em.fork();

  async function createProduct(): Promise<Product> {
    const em = fork();
    sequence += 1;
    const product = em.create(Product, {
      university: em.getReference(University, university.id),
      deliveryTemplate: em.getReference(DeliveryTemplate, deliveryTemplate.id),
      productType: 'SINGLEFREE',
      name: `과잠 ${sequence}`,
      description: '테스트 상품',
      price: 50_000,
      salePrice: 45_000,
      count: 3,
      image: 'https://example.com/a.png',
      code: `P-${sequence}`,
    });
    await em.flush();
    return product;
  }

  async function createUser(email: string): Promise<User> {
    const em = fork();
    sequence += 1;
    const user = em.create(User, {
      university: em.getReference(University, university.id),
      email,
      name: '홍길동',
      recommendationCode: `R${sequence}`,
    });
    await em.flush();
    return user;
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    const em = fork();
    university = em.create(University, {
      name: '테스트대학교',
      shopName: '테스트 생협',
      siteUrl: 'https://example.com',
      footerOperator: '테스트대 생협',
      footerAddress: '서울',
      themeColor: '#003876',
      defaultTitle: '테스트',
      titleTemplate: '%s | 테스트',
      promotedCategories: [{ categoryId: 75, title: '과잠' }],
    });
    deliveryTemplate = em.create(DeliveryTemplate, {
      university,
      name: '기본 배송',
      deliveryType: 'PAY',
      deliveryFee: 3_000,
      shippingAddress: '서울',
      returnAddress: '서울',
    });
    await em.flush();
  });

  afterAll(async () => {
    await database?.close();
  });

  it('refuses a negative product stock', async () => {
    const product = await createProduct();
    await expect(fork().nativeUpdate(Product, { id: product.id }, { count: -1 })).rejects.toBeInstanceOf(
      CheckConstraintViolationException,
    );
    await expect(fork().nativeUpdate(Product, { id: product.id }, { count: 0 })).resolves.toBe(1);
  });

  it('refuses a negative option stock and a duplicate option combination', async () => {
    const product = await createProduct();
    const em = fork();
    const detail = em.create(ProductOptionDetail, { product: product.id, option0: '블랙', count: 1 });
    await em.flush();
    await expect(
      fork().nativeUpdate(ProductOptionDetail, { id: detail.id }, { count: -1 }),
    ).rejects.toBeInstanceOf(CheckConstraintViolationException);

    // option1/option2 are null here: the combination must still count as a duplicate.
    const again = fork();
    again.create(ProductOptionDetail, { product: product.id, option0: '블랙', count: 5 });
    await expect(again.flush()).rejects.toBeInstanceOf(UniqueConstraintViolationException);
  });

  it('refuses a point row whose value is not positive', async () => {
    const user = await createUser(`points-${sequence}@example.com`);
    const em = fork();
    const pointType = em.create(PointType, { content: '회원가입', code: `SIGN_UP_${sequence}` });
    await em.flush();
    const bad = fork();
    bad.create(Point, { user: user.id, status: 'GAIN', value: 0, pointType: pointType.id });
    await expect(bad.flush()).rejects.toBeInstanceOf(CheckConstraintViolationException);
  });

  it('refuses a second account whose email differs only in case', async () => {
    const first = await createUser('Kim.Student@Example.com');
    expect(first.email).toBe('kim.student@example.com');
    // Lookups are lower-cased by the column type too, so any spelling finds the member.
    const found = await fork().findOne(User, { email: 'KIM.Student@example.com' });
    expect(found?.id).toBe(first.id);
    await expect(createUser('KIM.student@example.COM')).rejects.toBeInstanceOf(
      UniqueConstraintViolationException,
    );
    // Writes that bypass the ORM cannot sneak a mixed-case duplicate in either.
    await expect(
      fork()
        .getConnection()
        .execute(
          `insert into "user" (university_id, email, name, recommendation_code) values (?, ?, ?, ?)`,
          [university.id, 'KIM.STUDENT@example.com', '홍길동', 'RAW1'],
        ),
    ).rejects.toMatchObject({ code: '23514', constraint: 'user_email_lower_case' });
  });

  it('refuses two products with one code in the same university', async () => {
    const product = await createProduct();
    const em = fork();
    em.create(Product, {
      university: university.id,
      deliveryTemplate: deliveryTemplate.id,
      productType: 'SINGLEFREE',
      name: '중복 코드',
      description: '',
      price: 1,
      salePrice: 1,
      image: 'x',
      code: product.code,
    });
    await expect(em.flush()).rejects.toBeInstanceOf(UniqueConstraintViolationException);
  });
});

describe('embedded postgres', () => {
  const tempDirs: string[] = [];
  const children: ChildProcess[] = [];
  const orphans: number[] = [];

  async function tempDir(): Promise<string> {
    const dir = await mkdtemp(join(tmpdir(), 'campus-shop-embedded-'));
    tempDirs.push(dir);
    return dir;
  }

  const query = (url: string, sql: string) =>
    withAdmin(url, (execute) => execute(sql)) as Promise<Record<string, unknown>[]>;

  afterEach(async () => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
    // If the code under test failed to, still end the orphaned postgres.
    for (const pid of orphans.splice(0)) {
      if (await isProcessAlive(pid)) process.kill(pid, 'SIGKILL');
    }
    for (const dir of tempDirs.splice(0)) await rm(dir, { recursive: true, force: true });
  });

  it('keeps its data across a restart', async () => {
    const dataDir = join(await tempDir(), 'pg');
    const port = await freePort();
    const first = await startEmbeddedPostgres({ dataDir, port, databaseName: 'keep', durable: false });
    try {
      await query(first.url, `create table note (body text); insert into note values ('남아 있어야 함')`);
    } finally {
      await first.stop();
    }
    const second = await startEmbeddedPostgres({ dataDir, port, databaseName: 'keep', durable: false });
    try {
      expect(await query(second.url, 'select body from note')).toEqual([{ body: '남아 있어야 함' }]);
    } finally {
      await second.stop();
    }
  });

  /** The rows, or undefined while the server does not answer (a connection to a dying server may hang). */
  async function answered(url: string, sql: string): Promise<Record<string, unknown>[] | undefined> {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000, query_timeout: 1_000 });
    // A connection made while the revived server is still settling may be ended by it (57P01)
    // after the answer: that is one more "not yet", never an uncaught error.
    client.on('error', () => undefined);
    try {
      await client.connect();
      return (await client.query(sql)).rows as Record<string, unknown>[];
    } catch {
      return undefined;
    } finally {
      void client.end().catch(() => undefined);
    }
  }

  it('starts postgres again when it dies under the running app, keeping committed data', async () => {
    const dataDir = join(await tempDir(), 'pg');
    // Durable: without fsync and synchronous commit, a crash may lose the table the test reads back.
    const server = await startEmbeddedPostgres({ dataDir, port: await freePort(), databaseName: 'revive' });
    try {
      await query(server.url, `create table note (body text); insert into note values ('살아남음')`);
      const killed = server.pid()!;
      process.kill(killed, 'SIGKILL');
      let rows: Record<string, unknown>[] | undefined;
      for (let attempt = 0; attempt < 100 && !rows; attempt += 1) {
        rows = await answered(server.url, 'select body from note');
        if (!rows) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(rows).toEqual([{ body: '살아남음' }]);
      expect(server.pid()).not.toBe(killed);
    } finally {
      await server.stop();
    }
    expect(server.pid()).toBeNull();
  });

  /** Starts embedded postgres in a child process (a second instance of the app) and waits for it. */
  async function startInChild(dataDir: string, port: number): Promise<ChildProcess> {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `import { startEmbeddedPostgres } from ${JSON.stringify(embeddedModule)};
         const pg = await startEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)}, port: ${port}, durable: false });
         process.stdout.write('READY ' + pg.url + '\\n');
         setInterval(() => {}, 60_000);`,
      ],
      { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    children.push(child);
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    await new Promise<void>((resolve, reject) => {
      let stdout = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        if (stdout.includes('READY ')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`child exited (${code}): ${stderr}`)));
    });
    const pid = await readPostmasterPid(dataDir);
    if (pid !== null) orphans.push(pid);
    return child;
  }

  it('is reached through a Unix socket in its data folder, and still over TCP for other tools', async () => {
    const dataDir = join(await tempDir(), 'pg');
    const port = await freePort();
    const server = await startEmbeddedPostgres({ dataDir, port, databaseName: 'sock', durable: false });
    try {
      expect(decodeURIComponent(new URL(server.url).hostname)).toBe(dataDir);
      const [viaSocket] = await query(server.url, `select coalesce(inet_server_addr()::text, 'unix') as addr`);
      expect(viaSocket).toEqual({ addr: 'unix' });
      const [viaTcp] = await query(embeddedUrl(port, 'sock'), 'select inet_server_addr()::text as addr');
      expect(viaTcp).toEqual({ addr: '127.0.0.1/32' });
    } finally {
      await server.stop();
    }
  });

  it('falls back to TCP when the data folder path is too long for a socket', () => {
    expect(socketDirFor('/tmp/short/pg')).toBe('/tmp/short/pg');
    const long = `/tmp/${'깊은폴더'.repeat(8)}/pg`;
    expect(Buffer.byteLength(long)).toBeGreaterThan(92);
    expect(socketDirFor(long)).toBeUndefined();
    expect(embeddedUrl(5432, 'shop')).toBe('postgres://postgres:postgres@127.0.0.1:5432/shop');
  });

  it('refuses to take over a database another live instance is running, and leaves it running', async () => {
    const dataDir = join(await tempDir(), 'pg');
    const port = await freePort();
    await startInChild(dataDir, port);
    const livePid = await readPostmasterPid(dataDir);

    await expect(startEmbeddedPostgres({ dataDir, port, durable: false })).rejects.toThrow(/in use by another running shop process/);
    expect(await isProcessAlive(livePid!)).toBe(true);
    expect(await readPostmasterPid(dataDir)).toBe(livePid);
  });

  it('stops a postmaster left behind by a killed process and starts again', async () => {
    const dataDir = join(await tempDir(), 'pg');
    const port = await freePort();
    const child = await startInChild(dataDir, port);
    const stalePid = await readPostmasterPid(dataDir);
    expect(stalePid).not.toBeNull();
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    // The crash case for real: the child is gone and its postgres still runs.
    expect(await isProcessAlive(stalePid!)).toBe(true);

    const server = await startEmbeddedPostgres({ dataDir, port, durable: false });
    try {
      expect(await isProcessAlive(stalePid!)).toBe(false);
      expect(await readPostmasterPid(dataDir)).not.toBe(stalePid);
      expect(await query(server.url, 'select 1 as ok')).toEqual([{ ok: 1 }]);
    } finally {
      await server.stop();
    }
  });
});
