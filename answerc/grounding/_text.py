"""Text normalization and tokens for Chinese and English matching.

Everything the support check compares goes through :func:`match_key` first: NFKC (which
also folds full-width forms), traditional -> simplified Chinese (OpenCC ``t2s``), case
folding, one spelling for dashes and quotes, collapsed whitespace. Chinese is never
segmented into words (no jieba): it is compared as characters and character bigrams.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    import opencc

_DASHES: Final = str.maketrans(
    {
        "\u2010": "-",
        "\u2011": "-",
        "\u2012": "-",
        "\u2013": "-",
        "\u2212": "-",
        "\ufe63": "-",
        "\u2018": "'",
        "\u2019": "'",
        "\u201c": '"',
        "\u201d": '"',
        "\u3000": " ",
        "\u00a0": " ",
    }
)
_SPACES: Final = re.compile(r"\s+")
_TRANSLATED: Final = re.compile("[" + "".join(re.escape(chr(c)) for c in sorted(_DASHES)) + "]")
"""Any character ``_DASHES`` maps (most texts hold none: then nothing is translated)."""
_HAN: Final = re.compile("[\u3400-\u9fff\uf900-\ufaff]")
"""Characters that OpenCC may convert (traditional -> simplified)."""


@functools.cache
def _converter() -> opencc.OpenCC:
    """The one OpenCC converter, created on first use (loading it costs a few ms)."""
    import opencc

    return opencc.OpenCC("t2s")


@functools.lru_cache(maxsize=4096)
def match_key(text: str) -> str:
    """Return the form of ``text`` that matching compares: NFKC, simplified, folded.

    Example:
        >>> match_key("ＡＢＣ　１２３，臺灣")
        'abc 123,台湾'
        >>> match_key("Can\u2019t  wait \u2013 now")
        "can't wait - now"
    """
    folded = unicodedata.normalize("NFKC", text)
    if _HAN.search(folded):
        folded = _converter().convert(folded)
    folded = folded.casefold()
    if _TRANSLATED.search(folded):
        folded = folded.translate(_DASHES)
    return _SPACES.sub(" ", folded).strip()


def is_cjk(ch: str) -> bool:
    """Return whether a character is a CJK ideograph (the scripts compared as characters).

    Example:
        >>> is_cjk("险"), is_cjk("a"), is_cjk("。")
        (True, False, False)
    """
    return "\u4e00" <= ch <= "\u9fff" or "\u3400" <= ch <= "\u4dbf" or "\uf900" <= ch <= "\ufaff"


# --- sentences and clauses -------------------------------------------------------------

_SENTENCE_END: Final = re.compile(r"[。!?;\n]+|\.(?=\s|$)")
# a comma between digit groups ("1,000") is a thousands separator, not a clause boundary
_CLAUSE_END: Final = re.compile(
    r",(?!\d{3}(?!\d))|:(?!\d)|\s+but\s+|\s+whereas\s+|\s+while\s+|但是|但|而且|然而|—+|\s-\s"
)


def split_spans(text: str, boundary: re.Pattern[str], start: int = 0) -> list[tuple[int, int]]:
    """Split ``text`` at ``boundary`` matches into stripped, non-empty spans (offsets kept).

    Example:
        >>> split_spans("a, b", _CLAUSE_END)
        [(0, 1), (3, 4)]
    """
    spans: list[tuple[int, int]] = []
    last = 0
    for found in boundary.finditer(text):
        spans.append((last, found.start()))
        last = found.end()
    spans.append((last, len(text)))
    out: list[tuple[int, int]] = []
    for lo, hi in spans:
        while lo < hi and text[lo] in " \t":
            lo += 1
        while hi > lo and text[hi - 1] in " \t":
            hi -= 1
        if hi > lo:
            out.append((start + lo, start + hi))
    return out


def sentences(key: str) -> list[tuple[int, int]]:
    """Sentence spans of a match key: split at 。!?; newlines and a period before a space.

    Example:
        >>> key = "备份保留 35 天。日志保留 7 天"
        >>> [key[a:b] for a, b in sentences(key)]
        ['备份保留 35 天', '日志保留 7 天']
    """
    return split_spans(key, _SENTENCE_END)


def clauses(key: str, span: tuple[int, int]) -> list[tuple[int, int]]:
    """Clause spans inside one sentence span: split at commas, colons, 'but' and 但.

    Example:
        >>> key = "收件人不在时,配送员须征得同意后,方可放入"
        >>> [key[a:b] for a, b in clauses(key, (0, len(key)))]
        ['收件人不在时', '配送员须征得同意后', '方可放入']
    """
    lo, hi = span
    return split_spans(key[lo:hi], _CLAUSE_END, lo)


# --- latin words -----------------------------------------------------------------------


def _words(text: str) -> list[str]:
    return text.split()


WORD: Final = re.compile(r"[a-z_][a-z0-9_']*(?:\.[a-z_][a-z0-9_]*)*(?:\(\))?")
"""A latin word or a dotted identifier (``invoiceservice.append()``)."""

STOPWORDS: Final = frozenset(
    _words("""a an the is are was were be been being am of to in on at by for with from as and or
    it its this that these those there their they them which who whom whose what where how
    why then so such into onto via per do does did done has have had having will would
    also just very too here i me my we our us you your he she his her him itself than
    about both either neither nor own same other another each further s 's because since
    whether while whereas i'm you're we're they're it's that's there's he's she's what's
    i've you've we've they've""")
)
"""English function words: never content, never needed for support. ``while`` and ``whereas``
also split clauses, so the evidence never holds them as words ("must not be restarted while
X" = "while X, ... cannot be restarted"); their conditions are judged by the clause split."""

DISCOURSE: Final = frozenset({("in", "turn"), ("as", "well"), ("in", "addition")})
"""(previous word, word): connectives whose second word carries no claim content."""

LIGHT_WORDS: Final = frozenset(
    _words("""take takes taken took taking get gets got getting make makes made making put puts
    go goes went going gone come comes came coming fall falls fell falling keep keeps kept
    hold holds held happen happens happened occur occurs occurred become becomes became
    out up off down back away over thing things way ways still already actually simply
    basically respectively currently now thus therefore hence
    whereby thereby accordingly otherwise one ones amount number period duration size length weight
    value level stay stays stayed remain remains remained""")
)
"""Generic verbs, particles and adverbs: paraphrases swap them freely, so an unmatched
light word is tolerated (it still counts a little towards coverage)."""

FUNCTION_CHARS: Final = frozenset(
    "的得了着过和与及或并且而是为于将把被由从向给以之该此这那些也则又还再在会已您你我她它们"
    "啊吧呢吗请使让有上中下里"
)
"""Chinese function characters: need no coverage and separate single-character words."""

LIGHT_ZH: Final = _words(
    "进行 执行 运行 实行 实施 开展 持有 拥有 具有 存在 获得 取得 得到 加上 添加 做 作出 做出 "
    "属于 作为 成为 变成 视为 算作 就是 都是 其中 上述 所述 以及 或者 然后 相关 有关 方面 "
    "情况 过程 时候 期间 一下 一起 同样 相同 同时 也会 也是 目前 当前 一般 即可 便可 "
    "发生 出现 处理 操作 完成 办理 提供 用于 用来 "
    "重量 数量 金额 时间 期限 长度 大小 规模 数额 次数 时长"
)
"""Chinese light words: generic verbs and fillers a paraphrase may swap."""

_VOWELS: Final = frozenset("aeiouy")


_IRREGULAR: Final = {
    "frozen": "freez",
    "froze": "freez",
    "paid": "pay",
    "sent": "send",
    "made": "mak",
    "held": "hold",
    "kept": "keep",
    "taken": "tak",
    "took": "tak",
    "written": "writ",
    "wrote": "writ",
    "chosen": "choos",
    "chose": "choos",
    "given": "giv",
    "gave": "giv",
    "sold": "sell",
    "bought": "buy",
    "left": "leav",
    "met": "meet",
    "built": "build",
    "spent": "spend",
    "began": "begin",
    "begun": "begin",
    "broken": "break",
    "broke": "break",
    "driven": "driv",
    "drove": "driv",
    "ran": "run",
    "shown": "show",
    "known": "know",
    "grown": "grow",
    "thrown": "throw",
    "drawn": "draw",
    "done": "do",
    "gone": "go",
    "found": "find",
    "lost": "lose",
    "brought": "bring",
    "caught": "catch",
    "taught": "teach",
    "thought": "think",
    "sought": "seek",
    "felt": "feel",
    "dealt": "deal",
    "meant": "mean",
    "read": "read",
    "led": "lead",
    "fed": "feed",
    "bled": "bleed",
    "sped": "speed",
    "withdrawn": "withdraw",
    "withdrew": "withdraw",
    "undertaken": "undertak",
    "depart": "leav",
    "departs": "leav",
    "departed": "leav",
    "departing": "leav",
}
"""Irregular English past forms mapped to their stems."""


@functools.lru_cache(maxsize=8192)
def stem(word: str) -> str:
    """A light English stemmer: enough to match covered/covers, modified/modifying.

    Example:
        >>> [stem(w) for w in ("covers", "covered", "modifying", "modified", "shipped")]
        ['cover', 'cover', 'modify', 'modify', 'ship']
        >>> [stem(w) for w in ("charge", "charges", "automatically", "class", "status")]
        ['charg', 'charg', 'automatic', 'class', 'status']
    """
    w = word.removesuffix("'s").removesuffix("'")
    if w in _IRREGULAR:
        return _IRREGULAR[w]
    if len(w) <= 3 or not w.isalpha():
        return w
    if w.endswith("able") and len(w) >= 9 and w[-5] not in _VOWELS:
        return stem(w[:-4] + "e")  # reimbursable -> reimburs (= reimbursed); not table, enable
    if w.endswith("ically"):
        return w[:-4]
    if w.endswith("ally") and len(w) > 6:
        return w[:-4] if w[:-4].endswith("ic") else w[:-2]
    if w.endswith("ly") and len(w) > 5:
        w = w[:-2]
    elif w.endswith(("ies", "ied")) and len(w) > 4:
        w = w[:-3] + "y"
    elif w.endswith("ying") and len(w) > 5:
        w = w[:-3]
    elif w.endswith("ing") and len(w) > 5:
        w = _silent_e(w[:-3])
    elif w.endswith("ed") and len(w) > 4:
        w = _silent_e(w[:-2])
    elif w.endswith(("sses", "xes", "ches", "shes")):
        w = w[:-2]
    elif (w.endswith("es") and len(w) > 4 and w[-3] not in _VOWELS) or (
        w.endswith("s") and not w.endswith(("ss", "us", "is"))
    ):
        w = w[:-1]
    if w.endswith("e") and len(w) > 4:
        w = w[:-1]
    return w


def _silent_e(w: str) -> str:
    """Undo -ing/-ed: a doubled consonant goes (shipp -> ship), a short CVC base gets back
    its silent e (fil -> file, tim -> time), so filing, filed and file share one stem."""
    single = _undouble(w)
    if single != w:
        return single
    if (
        len(w) == 3
        and w[0] not in _VOWELS
        and w[1] in _VOWELS
        and w[2] not in _VOWELS
        and w[2] not in "wx"
    ):
        return w + "e"
    return w


def _undouble(w: str) -> str:
    if len(w) > 3 and w[-1] == w[-2] and w[-1] not in "lsz" and w[-1] not in _VOWELS:
        return w[:-1]
    return w
