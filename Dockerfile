# Muggins, the Telegram bot, with the dependencies of requirements.lock (pip-compile; see
# docs/operations.md to regenerate it).
#   docker build -t muggins .
#   docker run -d --name muggins -e TELEGRAM_BOT_TOKEN=... -v muggins-data:/data muggins
# Webhook mode (behind a TLS reverse proxy that forwards to port 8080):
#   docker run -d -e TELEGRAM_BOT_TOKEN=... -e MUGGINS_WEBHOOK_URL=https://bot.example.org/tg \
#     -e MUGGINS_WEBHOOK_SECRET=... -p 8080:8080 -v muggins-data:/data muggins muggins run --webhook

# Stage 1: the dependencies' wheels, exactly as requirements.lock pins them (versions and
# hashes), then the muggins wheel (catalogs and data inside) without dependencies.
FROM python:3.11-slim AS build
WORKDIR /src
COPY requirements.lock ./
RUN pip wheel --no-cache-dir --require-hashes --wheel-dir /wheels -r requirements.lock
COPY pyproject.toml README.md ./
COPY bot ./bot
COPY locales ./locales
COPY content ./content
RUN pip wheel --no-cache-dir --no-deps --wheel-dir /wheels .

# Stage 2: install the wheels only (no sources, no build tools); run as a non-root user.
FROM python:3.11-slim
ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    MUGGINS_DB=/data/muggins.sqlite3 \
    MUGGINS_LISTEN=0.0.0.0 \
    MUGGINS_PORT=8080
COPY --from=build /wheels /wheels
COPY --from=build /src/requirements.lock /wheels/
RUN pip install --no-cache-dir --no-index --find-links=/wheels --require-hashes \
        -r /wheels/requirements.lock \
    && pip install --no-cache-dir --no-index --no-deps --find-links=/wheels muggins \
    && rm -rf /wheels \
    && useradd --create-home --uid 10001 --user-group muggins \
    && mkdir -p /data && chown muggins:muggins /data
USER muggins
WORKDIR /home/muggins
# The database (and its heartbeat file) live on this volume: back it up with
#   docker exec muggins muggins backup /data/backup.sqlite3
VOLUME ["/data"]
EXPOSE 8080
# The bot touches /data/heartbeat every 30 s (polling or webhook): older than 90 s = unhealthy.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
    CMD ["python", "-c", "import os, sys, time; p = os.path.join(os.path.dirname(os.environ['MUGGINS_DB']), 'heartbeat'); sys.exit(0 if time.time() - os.path.getmtime(p) < 90 else 1)"]
# SIGTERM stops cleanly: the updates in flight are finished first.
STOPSIGNAL SIGTERM
CMD ["muggins", "run"]
