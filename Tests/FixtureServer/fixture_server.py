#!/usr/bin/env python3
"""A loopback HTTP server that replays fixture files and produces faults on request.

Started by the tests (and Scripts/bench); see README.md in this folder. Python 3 standard
library only. It prints "PORT <n>" on stdout once listening on 127.0.0.1:<n>, and exits when
its standard input closes, so a crashed test never leaves it running.
"""

import argparse
import json
import os
import sys
import threading
import time
import uuid
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qsl, urlsplit

NOT_FOUND = {"error": "Not Found", "help": "For usage, please see: https://musicbrainz.org/development/mmd"}


class Fixtures:
    """The routes, the pending faults, the latency and the request log, behind one lock."""

    def __init__(self, route_files, log_path):
        self.lock = threading.Lock()
        self.routes = []
        for path in route_files:
            self.add_routes(path)
        self.faults = []
        self.latency = 0.0
        self.log = []
        self.log_file = open(log_path, "a", encoding="utf-8") if log_path else None
        # ListenBrainz's fixed-window rate limit (off until set): {"limit", "window", "path"}.
        self.rate = None
        self.rate_window = (0, 0)  # (window end, requests counted in it)

    def add_routes(self, path):
        base = os.path.dirname(os.path.abspath(path))
        with open(path, encoding="utf-8") as handle:
            for route in json.load(handle)["routes"]:
                if "file" in route:
                    route["file"] = os.path.join(base, route["file"])
                if "popularity" in route:
                    with open(os.path.join(base, route["popularity"]), encoding="utf-8") as table:
                        route["popularity"] = json.load(table)
                self.routes.append(route)

    def route_for(self, method, path, query):
        for route in self.routes:
            if matches(route, method, path, query):
                return route
        return None

    def take_fault(self, method, path, query):
        with self.lock:
            for fault in self.faults:
                if matches(fault, method, path, query):
                    times = fault.get("times", 1)
                    if times == 1:
                        self.faults.remove(fault)
                    elif times > 1:
                        fault["times"] = times - 1
                    return fault
        return None

    def count_rate(self, path):
        """Counts a request against the fixed window, as brainzutils' ratelimit does: windows end
        at multiples of `window` seconds; returns the rate headers and whether it is over."""
        with self.lock:
            rate = self.rate
            if not rate or not path.startswith(rate.get("path", "/1/")):
                return {}, False
            now = time.time()
            window = int(rate["window"])
            end = (int(now) // window) * window + window
            last_end, count = self.rate_window
            count = count + 1 if end == last_end else 1
            self.rate_window = (end, count)
            limit = int(rate["limit"])
            headers = {"X-RateLimit-Limit": limit, "X-RateLimit-Remaining": max(limit - count, 0),
                       "X-RateLimit-Reset": end, "X-RateLimit-Reset-In": end - int(now)}
            return headers, count > limit

    def record(self, entry):
        """Logs a request on arrival (the file line has no status; /__log shows it once sent)."""
        with self.lock:
            self.log.append(entry)
            if self.log_file:
                self.log_file.write(json.dumps(entry) + "\n")
                self.log_file.flush()


def matches(rule, method, path, query):
    """Whether a route or fault applies: same method, same path ("*" for any), and every query
    parameter the rule names has the value it names (others are ignored)."""
    if rule.get("method", "GET") not in (method, "*"):
        return False
    if rule.get("path", "*") not in (path, "*"):
        return False
    return all(query.get(key) == str(value) for key, value in rule.get("query", {}).items())


def body_of(rule):
    """The body bytes a route or fault names: a file, a JSON value, or text."""
    if "file" in rule:
        with open(rule["file"], "rb") as handle:
            return handle.read()
    if "json" in rule:
        return json.dumps(rule["json"]).encode()
    return rule.get("body", "").encode()


def popularity_answer(table, body):
    """ListenBrainz's POST /1/popularity/release-group: the counts of each MBID asked for, in
    request order, nulls for MBIDs the table does not hold; its 400s for a bad body."""
    key = "release_group_mbids"
    try:
        mbids = json.loads(body or "null").get(key)
    except (ValueError, AttributeError):
        mbids = None
    if not isinstance(mbids, list):
        return 400, {"code": 400, "error": f"{key} JSON element must be present and contain a list of {key}"}
    if len(mbids) > 1000:
        return 400, {"code": 400, "error": "Maximum number of release_group_mbids that can be fetched at once is 1000"}
    if not mbids:
        return 400, {"code": 400, "error": "At least one valid release_group_mbid must be present."}
    answer = []
    for mbid in mbids:
        try:
            uuid.UUID(str(mbid))
        except ValueError:
            return 400, {"code": 400, "error": f"release_group_mbid {mbid} is not valid."}
        counts = table.get(str(mbid).lower())
        answer.append({"release_group_mbid": mbid,
                       "total_listen_count": counts[0] if counts else None,
                       "total_user_count": counts[1] if counts else None})
    return 200, answer


RATE_LIMITED = {"code": 429, "error": "You have exceeded your rate limit. See the X-RateLimit-* response headers for more information on your current rate limit."}


def content_type(rule):
    if "file" in rule and rule["file"].endswith(".html"):
        return "text/html; charset=utf-8"
    if "body" in rule and "json" not in rule and not rule.get("body", "").lstrip().startswith("{"):
        return "text/html; charset=utf-8"
    return "application/json; charset=utf-8"


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    # Headers and body go out as two writes; without this, Nagle and delayed ACKs hold each
    # keep-alive answer back about 40 ms.
    disable_nagle_algorithm = True
    server_version = "fixture-server"
    sys_version = ""

    def log_message(self, format, *args):
        pass  # the request log is the record; stderr stays quiet

    def do_GET(self):
        self.handle_any()

    def do_POST(self):
        self.handle_any()

    def do_DELETE(self):
        self.handle_any()

    def handle_any(self):
        fixtures = self.server.fixtures
        parts = urlsplit(self.path)
        if parts.path.startswith("/__"):
            return self.control(parts.path)
        query = dict(parse_qsl(parts.query, keep_blank_values=True))
        entry = {
            "time": time.time(),
            "method": self.command,
            "path": parts.path,
            "query": query,
            "target": self.path,
            "headers": {name: value for name, value in self.headers.items()},
            # A POST's body is read (so the connection stays usable) and logged as text.
            "body": self.rfile.read(int(self.headers.get("Content-Length") or 0)).decode("utf-8", "replace"),
        }
        rate_headers, over_limit = fixtures.count_rate(parts.path)
        fault = None if over_limit else fixtures.take_fault(self.command, parts.path, query)
        entry["fault"] = fault.get("kind") if fault else None
        entry["status"] = None  # filled in once answered; stays None for a dropped connection
        fixtures.record(entry)
        if fixtures.latency > 0:
            time.sleep(fixtures.latency)
        route = fixtures.route_for(self.command, parts.path, query)
        if route is None:
            status, headers, body = 404, {}, json.dumps(NOT_FOUND).encode()
            ctype = "application/json; charset=utf-8"
        else:
            status, headers, body = route.get("status", 200), route.get("headers", {}), body_of(route)
            ctype = content_type(route)
            if "popularity" in route:
                status, answer = popularity_answer(route["popularity"], entry["body"])
                body = json.dumps(answer).encode()
        if over_limit:
            status, headers, body = 429, {}, json.dumps(RATE_LIMITED).encode()
            ctype = "application/json"
        headers = dict(headers, **rate_headers)
        kind = entry["fault"]
        if kind == "status":
            status, headers, body = fault["status"], fault.get("headers", {}), body_of(fault)
            headers = dict(rate_headers, **headers)
            ctype = content_type(fault)
        elif kind == "slow":
            time.sleep(float(fault.get("seconds", 5)))
        elif kind == "drop":
            self.close_connection = True
            return
        if kind in ("endless", "huge-body", "huge-header"):
            with fixtures.lock:
                entry["status"] = 200
            return self.hostile(kind, fault)
        with fixtures.lock:
            entry["status"] = status
        if kind == "truncate":
            body = body[: len(body) // 2]
        self.send_response(status)
        self.send_header("Content-Type", ctype)
        for name, value in headers.items():
            self.send_header(name, str(value))
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if kind == "close-mid-body":
            self.wfile.write(body[: len(body) // 2])
            self.wfile.flush()
            self.close_connection = True
            return
        self.wfile.write(body)

    def hostile(self, kind, fault):
        """A 200 built to exhaust a client: an endless chunked body, a body of `bytes` bytes
        (announced in Content-Length unless `chunked`), or one header `bytes` long."""
        size = int(fault.get("bytes", 100 << 20))
        self.close_connection = True
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        if kind == "huge-header":
            self.send_header("X-Padding", "a" * size)
            self.send_header("Content-Length", "2")
            self.end_headers()
            self.wfile.write(b"{}")
            return
        chunked = kind == "endless" or fault.get("chunked", False)
        if chunked:
            self.send_header("Transfer-Encoding", "chunked")
        else:
            self.send_header("Content-Length", str(size))
        self.end_headers()
        piece = b"[" + b"0," * 32767 + b"0"
        sent = 0
        try:
            while kind == "endless" or sent < size:
                part = piece if kind == "endless" else piece[: size - sent]
                if chunked:
                    self.wfile.write(b"%x\r\n" % len(part) + part + b"\r\n")
                else:
                    self.wfile.write(part)
                sent += len(part)
            if chunked:
                self.wfile.write(b"0\r\n\r\n")
        except (BrokenPipeError, ConnectionResetError):
            pass  # the client stopped reading, as it should

    def control(self, path):
        fixtures = self.server.fixtures
        length = int(self.headers.get("Content-Length") or 0)
        payload = json.loads(self.rfile.read(length) or b"{}") if length else {}
        answer = {"ok": True}
        if path == "/__log" and self.command == "GET":
            with fixtures.lock:
                answer = list(fixtures.log)
        elif path == "/__log" and self.command == "DELETE":
            with fixtures.lock:
                fixtures.log.clear()
        elif path == "/__control" and self.command == "POST":
            with fixtures.lock:
                if "latency" in payload:
                    fixtures.latency = float(payload["latency"])
                if "rate" in payload:
                    fixtures.rate = payload["rate"]
                    fixtures.rate_window = (0, 0)
                if "faults" in payload:
                    if not payload.get("append"):
                        fixtures.faults.clear()
                    fixtures.faults.extend(payload["faults"])
        elif path == "/__reset" and self.command == "POST":
            with fixtures.lock:
                fixtures.faults.clear()
                fixtures.latency = 0.0
                fixtures.log.clear()
                fixtures.rate = None
        else:
            answer = {"error": f"no control {self.command} {path}"}
        body = json.dumps(answer).encode()
        self.send_response(200 if "error" not in answer else 400)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


def exit_when_stdin_closes():
    try:
        while sys.stdin.buffer.read(4096):
            pass
    finally:
        os._exit(0)


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--routes", action="append", default=[], help="a routes JSON file")
    parser.add_argument("--port", type=int, default=0, help="0 picks a free port")
    parser.add_argument("--log", help="also append each request as a JSON line here")
    parser.add_argument("--latency", type=float, default=0.0, help="seconds before each answer")
    parser.add_argument("--keep-running", action="store_true", help="ignore stdin closing")
    parser.add_argument("--rate-limit", type=int, help="ListenBrainz's fixed window: requests per window")
    parser.add_argument("--rate-window", type=int, default=10, help="the window's length in seconds")
    arguments = parser.parse_args()
    server = FixtureHTTPServer(("127.0.0.1", arguments.port), Handler)
    server.daemon_threads = True
    server.fixtures = Fixtures(arguments.routes, arguments.log)
    server.fixtures.latency = arguments.latency
    if arguments.rate_limit:
        server.fixtures.rate = {"limit": arguments.rate_limit, "window": arguments.rate_window}
    print(f"PORT {server.server_address[1]}", flush=True)
    if not arguments.keep_running:
        threading.Thread(target=exit_when_stdin_closes, daemon=True).start()
    server.serve_forever()


class FixtureHTTPServer(ThreadingHTTPServer):
    """A threading server whose listen backlog holds every connection a client opens at once.

    The default backlog of 5 is less than the 8 requests deepcut sends at once: the kernel then
    drops a connection's first packet and the client sends it again a second later, which
    showed up as a refresh taking 1.5 s instead of 1.0 s.
    """

    request_queue_size = 64


if __name__ == "__main__":
    main()
