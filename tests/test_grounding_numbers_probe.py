"""Numbers, versions, units and identifiers read as written (probe shapes 13-17, 21, 23, 25).

Each row is evidence, a faithful restatement that stays supported and the unsafe claim a
probe found judged supported: a comparison symbol flipped (> read as nothing), a version
read as a decimal (3.10 = 3.1), a unit's letter case folded (MB = Mb, mW = MW), an
identifier's case folded (-R = -r, API_KEY = api_key), a strict bound given its boundary
(under 21 = 21 and under), a hedge dropped (about 2 hours = 2 hours), one version widened
to every later one (Python 3.8 = 3.8+, in version 3.0 = since version 3.0), a European
thousands separator read as a decimal point (€1.000 = €1).
"""

from __future__ import annotations

import pytest

from tests.grounding_helpers import judge_one

ROWS = [
    # 25. a dot before three digits may be a thousands separator: only the same spelling pays
    ("The fee is €1.000.", "The fee is €1.000.", "The fee is €1."),
    ("The fine is €2.500.", "The fine is €2.500.", "The fine is €2.5."),
    ("The limit is 10.000 requests.", "The limit is 10.000 requests.", "The limit is 10 requests."),
    # 14. a plus or "since" widens one version to every later one
    ("Supports Python 3.8.", "Supports Python 3.8.", "Supports Python 3.8+."),
    ("Supports Python 3.8+.", "Supports Python 3.8 or above.", "Supports Python 3.8."),
    ("Compatible with Java 11.", "Compatible with Java 11.", "Compatible with Java 11+."),
    ("Works with Chrome 120.", "Works with Chrome 120.", "Works with Chrome 120+."),
    (
        "The feature is available in version 3.0.",
        "The feature is available in version 3.0.",
        "The feature is available since version 3.0.",
    ),
    (
        "The feature is available since version 3.0.",
        "The feature is available from version 3.0.",
        "The feature is available in version 3.0.",
    ),
    ("The bug is fixed in v3.2.", "The bug is fixed in v3.2.", "The bug is fixed since v3.2."),
    # 23. "about N" is a hedge the claim may not drop (as approximately / 大约 / 左右 are)
    (
        "The migration takes about 2 hours.",
        "The migration takes around 2 hours.",
        "The migration takes 2 hours.",
    ),
    (
        "The fix will ship in about two weeks.",
        "The fix will ship in about two weeks.",
        "The fix will ship in two weeks.",
    ),
    (
        "The fee is charged about once a month.",
        "The fee is charged about once a month.",
        "The fee is charged once a month.",
    ),
    ("迁移大约需要 2 小时。", "迁移大约需要 2 小时。", "迁移需要 2 小时。"),
    # 13. comparison symbols are the bounds their words are
    (
        "Requests taking > 500 ms are logged.",
        "Requests taking more than 500 ms are logged.",
        "Requests taking < 500 ms are logged.",
    ),
    ("Requires Node.js >= 18.", "Requires Node.js 18 or above.", "Requires Node.js <= 18."),
    ("Alert when CPU ≥ 90%.", "Alert when CPU is at least 90%.", "Alert when CPU ≤ 90%."),
    ("磁盘使用率 > 80% 时告警。", "磁盘使用率大于 80% 时告警。", "磁盘使用率 < 80% 时告警。"),
    (
        "The batch size must be < 1000.",
        "The batch size must be less than 1000.",
        "The batch size must be > 1000.",
    ),
    ("Keep the pool size <= 20.", "Keep the pool size at most 20.", "Keep the pool size >= 20."),
    ("Warn when balance < $10.", "Warn when balance < $10.", "Warn when balance > $10."),
    # 15. a dotted version after a name or "version" is compared as written
    ("Supports Python 3.10.", "Supports Python 3.10.", "Supports Python 3.1."),
    (
        "The cluster runs Kubernetes 1.20.",
        "The cluster runs Kubernetes v1.20.",
        "The cluster runs Kubernetes 1.2.",
    ),
    (
        "Requires Node.js 18.10 or later.",
        "Requires Node.js 18.10 or later.",
        "Requires Node.js 18.1 or later.",
    ),
    ("升级到 Python 3.10 后可用。", "升级到 Python 3.10 后可用。", "升级到 Python 3.1 后可用。"),
    (
        "We deprecated TLS 1.0 and 1.1.",
        "We deprecated TLS 1.0 and 1.1.",
        "We deprecated TLS 1.00 and 1.10.",
    ),
    # 16. unit letter case: bits are not bytes, milli is not mega
    (
        "The upload limit is 10 MB.",
        "The upload limit is 10 megabytes.",
        "The upload limit is 10 Mb.",
    ),
    ("The upload limit is 8 Mb.", "The upload limit is 1 MB.", "The upload limit is 8 MB."),
    ("The link speed is 100 Mbps.", "The link speed is 100 mbps.", "The link speed is 100 MBps."),
    (
        "The server has 64 GB of RAM.",
        "The server has 64 GB of RAM.",
        "The server has 64 Gb of RAM.",
    ),
    (
        "The transmitter output is 10 mW.",
        "The transmitter output is 10 milliwatts.",
        "The transmitter output is 10 MW.",
    ),
    # 17. identifiers and flags keep their case
    ("Use ls -R to list files.", "To list files, use ls -R.", "Use ls -r to list files."),
    ("Use scp -P 2222 to connect.", "Use scp -P 2222 to connect.", "Use scp -p 2222 to connect."),
    (
        "Set the API_KEY environment variable.",
        "Set the API_KEY environment variable.",
        "Set the api_key environment variable.",
    ),
    (
        "The userId field is required.",
        "The userId field is required.",
        "The userid field is required.",
    ),
    (
        "Set MaxRetries in the config.",
        "Set MaxRetries in the config.",
        "Set maxretries in the config.",
    ),
    # 21. "N and under" includes N, "under N" does not
    (
        "Guests under 21 cannot enter.",
        "Guests under 21 cannot enter.",
        "Guests 21 and under cannot enter.",
    ),
    (
        "Members 65 and over get a discount.",
        "Members 65 or over get a discount.",
        "Members over 65 get a discount.",
    ),
    (
        "Loans above $5,000 need approval.",
        "Loans above $5,000 need approval.",
        "Loans $5,000 and above need approval.",
    ),
]


@pytest.mark.parametrize(("evidence", "faithful", "unsafe"), ROWS)
def test_numbers_read_as_written(evidence: str, faithful: str, unsafe: str) -> None:
    assert judge_one(evidence, faithful) == ("grounded", ())
    assert judge_one(evidence, unsafe)[0] != "grounded"


@pytest.mark.parametrize(
    ("evidence", "claim"),
    [
        ("Python is required.", "python is required."),
        ("The API is public.", "The api is public."),
        ("The timeout is 2.50 seconds.", "The timeout is 2.5 seconds."),
        ("The upload limit is 10 MB.", "The upload limit is 10 mb."),
        ("The file is 2 KB.", "The file is 2 kB."),
        ("单个并网点装机容量不超过 6 千瓦。", "单个并网点装机容量不超过六千瓦。"),
        ("We talked about 3 topics.", "We talked about 3 topics."),
        ("Prices have risen since 2020.", "Prices have risen since 2020."),
        ("Storage costs $0.023 per GB.", "Storage costs $0.023 per GB."),
        ("The fee is €1.50.", "The fee is €1.5."),
        ("退款申请 <b>7 天</b>内原路退回。", "退款申请 <b>7 天</b>内原路退回。"),
    ],
)
def test_case_folding_kept_for_plain_words_and_units(evidence: str, claim: str) -> None:
    assert judge_one(evidence, claim) == ("grounded", ())
