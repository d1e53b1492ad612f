# Muggins: the Telegram bot. Build: docker build -t muggins .
# Run:   docker run -e TELEGRAM_BOT_TOKEN=... -v muggins-data:/app/data muggins
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    MUGGINS_DB=/app/data/muggins.sqlite3

WORKDIR /app
COPY pyproject.toml README.md ./
COPY bot ./bot
COPY content ./content
COPY locales ./locales
RUN pip install --no-cache-dir -e . \
    && useradd --create-home --uid 1000 muggins \
    && mkdir -p /app/data && chown muggins /app/data

USER muggins
VOLUME ["/app/data"]
# SIGTERM stops polling cleanly.
STOPSIGNAL SIGTERM
CMD ["muggins", "run"]
