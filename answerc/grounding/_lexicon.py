"""Marker lexicons for Chinese and English and the scanner that finds them.

A *marker* is a word or phrase whose force a paraphrase must keep: negation, modality,
quantifiers, conditions, bounds and comparisons, opposite pairs (automatic/manual, 上传/下载)
and relation words (calls, 调用, from ... to). Each lexicon entry carries feature tags:

==============  =============================================================
``neg``         negation; the parity of ``neg`` + ``prohib`` is a clause's polarity
``oblig`` ...   modal force: ``oblig`` (must), ``permit`` (may), ``prohib`` (must not),
                ``nooblig`` (need not), ``will`` (will, 会: certainty, not possibility)
``univ`` ...    quantifier force: ``univ`` (all), ``part`` (some), ``restrict`` (only)
``cond``        opens a condition that runs to the end of its clause (if, 仅当)
``condb``       closes a condition stated before it (才, 方可, "时,")
``f:<fam>±``    one side of an opposite pair; ``f:up±`` are bounds (more than / within)
``v:<rel>``     a relation verb whose arguments have roles (calls, 调用)
``d:<rel>``     a relation function word (than, from, to, 比)
``negf``        a negation folded into the pair word after it (不收费 = 免费)
==============  =============================================================

Entries with no tag are *exclusions*: compounds such as 非常, 功能, 应用 in which a
marker character is not a marker. Words tagged ``f:`` or ``v:`` are also content words:
they must be found in the evidence, where any word with the same tag counts as a synonym.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final

from answerc.grounding._text import is_cjk

# (tags, entries) -- tags separated by "|", entries by whitespace; "_" stands for a space
_ZH_GROUPS: Final = (
    (
        "neg",
        "不 没 没有 无 未 非 勿 否 别 并非 毫无 从不 从未 绝不 决不 永不 尚未 不再 不予 "
        "不适用 无法 拒不 并不 并没有 不是 未经 不属于 不在",
    ),
    (
        "",
        "不仅 不但 不断 不久 不错 不过 不只 不妨 不时 不免 不禁 无线 有无 非常 未来 是否 能否 "
        "可否 与否 没收 别的 特别 分别 区别 类别 级别 识别 告别 性别 别人 别名 鉴别 辨别 差别 须知 "
        "响应 应用 对应 相应 适应 供应 反应 应答 回应 应对 效应 需求 应急 答应 感应 可靠 可视 认可 "
        "可见 可观 可行 可爱 可惜 可控 可信 功能 性能 智能 能力 能源 能量 技能 节能 效能 职能 本能 "
        "刚才 人才 目前 当前 前端 前缀 前台 前往 前者 前述 前进 前景 面前 眼前 前面 然后 后端 后台 "
        "后者 售后 落后 后果 后面 背后 意外 另外 此外 额外 外卖 例外 以外 之外 内容 内存 内核 内置 "
        "外观 外包 满足 满意 充满 不满 圆满 美满 减免 只是 只需 只要求 一般 如下 以下内容 "
        "无论如何 自提 自己 自身 自然 自由 自主 自助 各自 亲自 独自 至今 甚至 以往 往来 从而 "
        "从事 服从 从库 主从 从属 从节点 应收 应付 应纳 平均 均值 人均 比例 比较 对比 比如 "
        "相比 比率 比特",
    ),
    (
        "oblig",
        "必须 须 务必 应当 应该 应 需要 需 要求 必需 一定要 有义务 强制 不得不 必要 须经 需经 应予",
    ),
    ("permit", "可以 可 能 能够 允许 准许 准予 自行 有权 可能 可用 许可 也可 也可以 支持"),
    (
        "prohib|neg",
        "不得 禁止 严禁 不准 不许 不可 不能 不可以 不允许 不应 不应当 不应该 切勿 "
        "请勿 不要 无权 不支持",
    ),
    ("nooblig", "无须 无需 不必 不用 不需要 不需 没必要 没有必要 非必须 非必需 不强制 可选 无须经"),
    (
        "univ",
        "所有 全部 一切 任何 每个 每一 每 凡 均 都 一律 总是 始终 全体 全都 任意 无论 不论 "
        "不管 各 各个 各类 全额 概不 每次 每笔 每单 每人 每位",
    ),
    (
        "part",
        "通常 平时 一般来说 一般情况下 大多 往往 部分 有些 某些 一些 少数 多数 大多数 大部分 "
        "有的 若干 一部分 并非所有 并非全部 不是所有 不一定 有时 偶尔 个别 不少 多半 未必",
    ),
    ("restrict|cond", "仅 只 只有 仅限 限于 仅当 只在 仅在 只能 仅能 仅可"),
    ("restrict", "仅有 唯一 单独"),
    ("will", "会 将会 必然 一定会 肯定会 势必"),
    (
        "",
        "会员 会议 机会 社会 会计 会话 学会 协会 聚会 大会 工会 开会 约会 体会 误会 理会 "
        "会所 会场 年会 宴会 晚会 委员会 董事会",
    ),
    ("cond", "如果 若 假如 倘若 除非 前提 一旦 如遇 只要 除了 每当 若是 如若 条件是 经过"),
    ("condb", "才 才会 时, 情况下 为前提"),
    ("", "否则 不然"),
    ("condb|neg|exc", "除外 例外"),
    ("condb|permit", "方可 方能 才能 才可 才可以"),
    ("condb", "即可 便可"),
    (
        "f:up+",
        "超过 超出 高于 大于 多于 逾 逾期 超期 过期 以上 至少 不少于 不低于 不止 最少 最低 "
        "下限 满 更多 较多",
    ),
    (
        "f:up-",
        "低于 小于 少于 不足 不到 以下 以内 之内 至多 最多 最高 上限 不超过 不高于 未满 "
        "不大于 不多于 更少 较少 内",
    ),
    ("f:up-|oblig", "不得超过 不能超过 不可超过 不应超过 不得高于 不能高于 不得多于 不得大于"),
    ("f:up+|oblig", "不得低于 不得少于 不能低于 不能少于 不得小于"),
    ("f:time-", "之前 以前 前 提前 事先 预先 早于 先于 不晚于 最早 更早 提早 之内前"),
    ("f:time+", "之后 以后 后 随后 事后 晚于 此后 不早于 最晚 最迟 更晚 推迟 延迟"),
    ("f:time-|oblig", "不得晚于 不能晚于 最迟须"),
    ("f:in+", "境内 国内 内部 内网 室内 窗口内"),
    ("f:in-", "外 境外 国外 海外 外部 外网 室外 窗口外"),
    ("f:chg+", "*增加 *提高 *上调 *上升 *增长 *提升 *扩大 *延长 *加长 *涨"),
    ("f:chg-", "*减少 *降低 *下调 *下降 *缩小 *缩短 *减 *跌 *削减 *扣减"),
    ("f:cmp+", "*更高 *较高 *更大 *较大 *更长 *较长 *更快 *较快 *更贵 *较贵 *更强 *更好 *更多"),
    ("f:cmp-", "*更低 *较低 *更小 *较小 *更短 *较短 *更慢 *较慢 *更便宜 *较便宜 *更弱 *更差"),
    ("f:auto+", "*自动"),
    ("f:auto-", "*手动 *人工 *手工"),
    ("f:sync+", "*同步"),
    ("f:sync-", "*异步"),
    ("f:online+", "*在线 *线上 *联网"),
    ("f:online-", "*离线 *线下 *断网"),
    ("f:paid+", "*付费 *收费 *有偿 *计费 *收取 *支付 *缴纳 *付款"),
    ("f:paid-", "*免费 *无偿"),
    ("f:ok+", "*成功"),
    ("f:ok-", "*失败"),
    ("f:accept+", "*接受 *批准 *受理 *核准"),
    ("f:accept-", "*拒绝 *驳回 *拒收 *拒付"),
    ("f:load+", "*上传 *导入 *入库 *上架 *买入 *购买 *收入 *接收"),
    ("f:load-", "*下载 *导出 *出库 *下架 *卖出 *出售 *支出 *发送"),
    ("f:crypt+", "*加密"),
    ("f:crypt-", "*解密 *明文"),
    ("f:lock+", "*加锁 *锁定 *获取 *持有锁"),
    ("f:lock-", "*解锁 *释放 *归还"),
    ("f:rw+", "*读 *读取 *只读 *查询"),
    ("f:rw-", "*写 *写入 *修改"),
    ("f:rw+|f:rw-", "*读写"),
    ("", "填写 编写 书写 写作 描写 缩写 大写 小写 解读 阅读 读者 听写"),
    ("f:on+", "*开启 *启用 *打开 *开通 *启动 *开始"),
    ("f:on-", "*关闭 *停用 *禁用 *关掉 *停止 *终止 *结束"),
    ("f:add+", "*添加 *新增 *创建 *增设"),
    ("f:add-", "*删除 *移除 *去除 *撤销 *注销"),
    ("f:incl+", "*包括 *包含 *涵盖 *含 *覆盖"),
    ("f:incl-", "*排除"),
    ("f:first+", "*首次 *第一次 *首个 *首月"),
    ("f:first-", "*最后一次 *末次 *最后"),
    ("f:public+", "*公开 *公有 *公网"),
    ("f:public-", "*私有 *私密 *私网"),
    ("v:call", "*调用"),
    ("v:depend", "*依赖 *依赖于"),
    ("v:inherit", "*继承 *继承自"),
    ("v:trigger", "*触发"),
    ("v:send", "*发送给 *发给 *传给 *转发给 *推送给 *写入到"),
    ("d:from", "从 自"),
    ("d:to", "到 至 往 流向 迁往"),
    ("d:before", "早于 先于"),
    ("d:after", "晚于"),
)

_EN_GROUPS: Final = (
    (
        "neg",
        "not no never none nothing nobody nowhere without non neither isn't aren't wasn't "
        "weren't don't doesn't didn't won't wouldn't hasn't haven't hadn't n't unable_to "
        "no_longer not_yet",
    ),
    ("", "not_only no_doubt nor not_just"),
    (
        "oblig",
        "must shall have_to has_to had_to need_to needs_to required require requires "
        "mandatory obligatory should is_to are_to obliged",
    ),
    ("permit", "may can could might allowed permitted able available"),
    ("will", "will would"),
    (
        "prohib|neg",
        "cannot can't can_not may_not must_not mustn't shall_not should_not "
        "shouldn't not_allowed not_permitted prohibited forbidden never_allowed could_not "
        "couldn't is_not_able not_able",
    ),
    (
        "nooblig",
        "need_not needn't not_required not_necessary unnecessary no_need optional "
        "not_mandatory don't_have_to doesn't_have_to do_not_have_to does_not_have_to "
        "don't_need_to doesn't_need_to do_not_need_to does_not_need_to not_obliged "
        "not_obligatory not_needed",
    ),
    ("univ", "all every each any always entire whole everything everyone everybody everywhere"),
    (
        "part",
        "usually typically generally normally often mostly in_most_cases "
        "some certain several a_few few many most partial partially part_of not_all "
        "not_every not_always sometimes occasionally usually often in_some_cases",
    ),
    (
        "restrict|cond",
        "only solely exclusively only_if only_when only_after only_within only_before",
    ),
    ("cond|exc", "except except_for excluding other_than"),
    (
        "cond",
        "if unless provided providing as_long_as subject_to "
        "on_condition when whenever in_case in_the_event assuming given_that",
    ),
    (
        "f:up+",
        "more over above exceed exceeds exceeded exceeding more_than greater_than "
        "higher_than larger_than at_least no_less_than not_less_than or_more minimum "
        "no_fewer_than beyond",
    ),
    (
        "f:up-",
        "less fewer below under within up_to at_most no_more_than not_more_than "
        "less_than fewer_than or_less or_fewer maximum",
    ),
    (
        "f:up-|oblig",
        "must_not_exceed cannot_exceed may_not_exceed shall_not_exceed must_not_be_more_than",
    ),
    ("f:time-", "before prior_to in_advance ahead_of no_later_than earliest"),
    ("f:time+", "after following afterwards no_earlier_than latest"),
    (
        "f:chg+",
        "*increase *increases *increased *raise *raises *raised *extend *extends "
        "*extended *grow *grows *boost *boosts",
    ),
    (
        "f:chg-",
        "*decrease *decreases *decreased *reduce *reduces *reduced *cut *cuts "
        "*lower_the *lowers *lowered *shorten *shortens *shortened *drop *drops",
    ),
    ("f:cmp+", "*higher *greater *larger *bigger *heavier *wider *stronger *better"),
    ("f:cmp-", "*lower *smaller *lighter *narrower *weaker *worse"),
    ("f:fast+", "*faster *quicker *sooner"),
    ("f:fast-", "*slower"),
    ("f:long+", "*longer"),
    ("f:long-", "*shorter"),
    ("f:price+", "*more_expensive *costlier *pricier"),
    ("f:price-", "*cheaper *less_expensive"),
    ("f:time-", "*earlier"),
    ("f:time+", "*later"),
    ("f:auto+", "*automatic *automatically *automated"),
    ("f:auto-", "*manual *manually"),
    ("f:sync+", "*synchronous *synchronously"),
    ("f:sync-", "*asynchronous *asynchronously"),
    ("f:online+", "*online"),
    ("f:online-", "*offline"),
    ("f:paid+", "*paid *billable *chargeable"),
    ("f:paid-", "*free *free_of_charge"),
    ("f:ok+", "*succeed *succeeds *succeeded *success *successful *successfully"),
    ("f:ok-", "*fail *fails *failed *failure *failures"),
    ("f:accept+", "*accept *accepts *accepted *approve *approves *approved"),
    ("f:accept-", "*reject *rejects *rejected *decline *declines *declined *deny *denies *denied"),
    (
        "f:load+",
        "*upload *uploads *uploaded *import *imports *imported *inbound *buy *buys "
        "*bought *purchase *purchased *receive *receives *received *incoming",
    ),
    (
        "f:load-",
        "*download *downloads *downloaded *export *exports *exported *outbound "
        "*sell *sells *sold *send *sends *sent *outgoing",
    ),
    ("f:crypt+", "*encrypt *encrypts *encrypted"),
    ("f:crypt-", "*decrypt *decrypts *decrypted *unencrypted *plaintext"),
    ("f:lock+", "*lock *locks *locked *acquire *acquires *acquired"),
    ("f:lock-", "*unlock *unlocks *unlocked *release *releases *released"),
    ("f:rw+", "*read *reads *read-only"),
    ("f:rw-", "*write *writes *written"),
    ("f:in+", "*internal *inside *domestic *private"),
    ("f:in-", "*external *outside *international *public"),
    ("f:on+", "*enable *enables *enabled *start *starts *started *begin *begins"),
    (
        "f:on-",
        "*disable *disables *disabled *stop *stops *stopped *terminate *terminates *terminated",
    ),
    ("f:add+", "*add *adds *added *create *creates *created"),
    ("f:add-", "*remove *removes *removed *delete *deletes *deleted"),
    ("f:incl+", "*include *includes *included *including *cover *covers *covered *coverage"),
    ("f:incl-", "*exclude *excludes *excluded *excluding"),
    ("f:first+", "*first"),
    ("f:first-", "*last"),
    ("v:call", "*call *calls *called *calling *invoke *invokes *invoked *invoking"),
    ("v:depend", "*depends_on *depend_on *relies_on *rely_on"),
    ("v:inherit", "*inherits_from *inherit_from *extends_from"),
    ("v:trigger", "*triggers *trigger *triggered"),
    ("d:than", "than"),
    ("d:from", "from"),
    ("d:to", "to into towards"),
    ("d:before", "before prior_to precedes"),
    ("d:after", "after follows"),
)

CONTENT_PREFIXES: Final = ("f:", "v:")
"""Tags whose words are content too (and synonyms of each other inside one tag)."""

SYNONYM_EXEMPT: Final = frozenset({"f:up+", "f:up-", "f:time+", "f:time-", "f:in+", "f:in-"})
"""Tags too broad to make their words synonyms: bound words are function words."""


def _build(
    groups: tuple[tuple[str, str], ...], *, cjk: bool
) -> dict[str, tuple[frozenset[str], bool]]:
    table: dict[str, tuple[frozenset[str], bool]] = {}
    for tags, entries in groups:
        feats = frozenset(t for t in tags.split("|") if t)
        for raw in entries.split():
            content = raw.startswith("*")
            word = raw.lstrip("*").replace("_", " ")
            if not cjk:
                word = word.lower()
            old = table.get(word)
            merged = feats | old[0] if old else feats
            table[word] = (merged, content or (old[1] if old else False))
    return table


ZH_TABLE: Final = _build(_ZH_GROUPS, cjk=True)
EN_TABLE: Final = _build(_EN_GROUPS, cjk=False)
_ZH_MAX: Final = max(len(w) for w in ZH_TABLE)
_ZH_STARTS: Final = frozenset(w[0] for w in ZH_TABLE)
_EN_MAX_WORDS: Final = max(len(w.split()) for w in EN_TABLE)
_EN_WORD: Final = re.compile(r"[a-z]+(?:['-][a-z]+)*")

_BI_ADJ: Final = {
    "高": "f:cmp+",
    "大": "f:cmp+",
    "多": "f:cmp+",
    "强": "f:cmp+",
    "好": "f:cmp+",
    "重": "f:cmp+",
    "宽": "f:cmp+",
    "低": "f:cmp-",
    "小": "f:cmp-",
    "少": "f:cmp-",
    "弱": "f:cmp-",
    "差": "f:cmp-",
    "轻": "f:cmp-",
    "窄": "f:cmp-",
    "长": "f:long+",
    "短": "f:long-",
    "快": "f:fast+",
    "慢": "f:fast-",
    "贵": "f:price+",
    "便宜": "f:price-",
    "早": "f:time-",
    "晚": "f:time+",
}
_FRAME: Final = re.compile(
    r"(?:(?<![\u4e00-\u9fff])当|在|每当|如遇)([^,。;!?在当]{1,25}?)"
    r"(?:的时候|之时|(?<![小及同实按准定随临届此那当平暂超])时|情况下)"
)
_BI: Final = re.compile(
    r"(?<![对相无类好])比(?![例较如特率赛])([^,。;!?比]{1,20}?)(?:更|还|要|略|稍)?(便宜|[高大多强好重宽低小少弱差轻窄长短快慢贵早晚])"
)


@dataclass(frozen=True, slots=True)
class Marker:
    """One marker occurrence in a match key."""

    start: int
    end: int
    text: str
    feats: frozenset[str]
    content: bool
    """The marker word is also a content word (must be covered by the evidence)."""
    inner: tuple[int, int] | None = None
    """For a framed condition (在 ... 时): the span of the condition inside the frame."""


def _zh_scan(key: str, masked: frozenset[int], out: list[Marker]) -> None:
    i, n = 0, len(key)
    while i < n:
        ch = key[i]
        if ch not in _ZH_STARTS or i in masked:
            i += 1
            continue
        for size in range(min(_ZH_MAX, n - i), 0, -1):
            word = key[i : i + size]
            hit = ZH_TABLE.get(word)
            if hit is not None:
                if hit[0]:
                    out.append(Marker(i, i + size, word, hit[0], hit[1]))
                i += size
                break
        else:
            i += 1


def _en_scan(key: str, masked: frozenset[int], out: list[Marker]) -> None:
    words = [(m.start(), m.end()) for m in _EN_WORD.finditer(key) if m.start() not in masked]
    j = 0
    while j < len(words):
        start = words[j][0]
        if start > 0 and (key[start - 1].isalnum() and not is_cjk(key[start - 1])):
            j += 1
            continue
        for size in range(min(_EN_MAX_WORDS, len(words) - j), 0, -1):
            end = words[j + size - 1][1]
            phrase = key[start:end]
            hit = EN_TABLE.get(phrase)
            if hit is None and size == 1 and phrase.startswith(("non-", "not-", "no-")):
                # only the prefix negates: "non-refundable" keeps "refundable" as content
                cut = phrase.index("-") + 1
                out.append(Marker(start, start + cut, phrase[:cut], frozenset({"neg"}), False))
                j += 1
                break
            if hit is None and size == 1 and phrase.endswith("n't"):
                hit = (frozenset({"neg"}), False)
            if hit is not None:
                if hit[0]:
                    out.append(Marker(start, end, phrase, hit[0], hit[1]))
                j += size
                break
        else:
            j += 1


def scan(key: str, masked: frozenset[int] = frozenset()) -> tuple[Marker, ...]:
    """Find the markers of a match key, longest entry first, skipping masked offsets.

    Negation right before a modal is folded into it (不 + 可以 = prohibition, not + required
    = no obligation), so "cannot" and "不能" count the same as "must not" and "禁止".

    Example:
        >>> [(m.text, sorted(m.feats)) for m in scan("生鲜商品不适用七天无理由退货")]
        [('不适用', ['neg']), ('无', ['neg'])]
        >>> [m.text for m in scan("it is not required and cannot fail")]
        ['not required', 'cannot', 'fail']
    """
    found: list[Marker] = []
    _zh_scan(key, masked, found)
    _en_scan(key, masked, found)
    for m in _BI.finditer(key):
        if m.start() in masked:
            continue
        adj = m.group(2)
        found.append(Marker(m.start(), m.start() + 1, "比", frozenset({"d:than"}), False))
        found.append(Marker(m.start(2), m.end(2), adj, frozenset({_BI_ADJ[adj]}), True))
    for m in _FRAME.finditer(key):
        if m.start() not in masked:
            found.append(
                Marker(
                    m.start(),
                    m.start() + 1,
                    key[m.start() : m.start() + 1],
                    frozenset({"cond"}),
                    False,
                    inner=(m.start(1), m.end(1)),
                )
            )
    found.sort(key=lambda mk: (mk.start, -mk.end))
    return tuple(_compose(found, key))


_NO_FUSE: Final = frozenset({"without", "never", "none", "nothing", "no longer"})


_GLUE_ZH: Final = frozenset("会被能可再是也都予")
_GLUE_EN: Final = frozenset(
    {"be", "been", "being", "is", "are", "was", "were", "get", "got", "yet", "ever", "always"}
)


def _bridgeable(gap: str) -> bool:
    """Only auxiliaries between a negation and the word it negates (不会被受理, is not included)."""
    text = gap.strip()
    if not text:
        return True
    if all(is_cjk(ch) for ch in text):
        return len(text) <= 3 and all(ch in _GLUE_ZH for ch in text)
    words = text.split()
    return len(words) <= 2 and all(w in _GLUE_EN for w in words)


def _flip(feats: frozenset[str]) -> frozenset[str] | None:
    pairs = {t for t in feats if t.startswith("f:") and not t.startswith(("f:up", "f:time"))}
    if not pairs or len(pairs) != len({t[:-1] for t in pairs}):
        return None
    return frozenset(t[:-1] + ("-" if t.endswith("+") else "+") for t in pairs)


def _merge_will(found: list[Marker], key: str) -> list[Marker]:
    """不会 / will not: a negated future is a plain negation, not a modal."""
    out: list[Marker] = []
    for mk in found:
        prev = out[-1] if out else None
        if (
            prev is not None
            and {prev.feats, mk.feats} == {frozenset({"neg"}), frozenset({"will"})}
            and key[prev.end : mk.start].strip() == ""
            and mk.start - prev.end <= 1
        ):
            out[-1] = Marker(
                prev.start, mk.end, key[prev.start : mk.end], frozenset({"neg"}), False
            )
            continue
        out.append(mk)
    return out


def _compose(found: list[Marker], key: str) -> list[Marker]:
    found = _merge_will(found, key)
    out: list[Marker] = []
    skip = -1
    for index, mk in enumerate(found):
        if index == skip:
            continue
        nxt = found[index + 1] if index + 1 < len(found) else None
        if (
            mk.feats == {"neg"}
            and nxt is not None
            and 0 <= nxt.start - mk.end <= 1
            and key[mk.end : nxt.start].strip() == ""
            and nxt.feats & {"permit", "oblig"}
        ):
            fused = "prohib" if "permit" in nxt.feats else "nooblig"
            extra = frozenset({"neg"}) if fused == "prohib" else frozenset()
            out.append(
                Marker(
                    mk.start,
                    nxt.end,
                    key[mk.start : nxt.end],
                    (nxt.feats - {"permit", "oblig"}) | {fused} | extra,
                    False,
                )
            )
            skip = index + 1
            continue
        if (
            mk.feats == {"neg"}
            and nxt is not None
            and nxt.content
            and _bridgeable(key[mk.end : nxt.start])
            and key[mk.start : mk.end] not in _NO_FUSE
            and (flipped := _flip(nxt.feats)) is not None
        ):
            # a negated pair word is the other side: 不收费 = 免费, not included = excluded
            out.append(Marker(mk.start, nxt.end, key[mk.start : nxt.end], flipped | {"negf"}, True))
            skip = index + 1
            continue
        out.append(mk)
    return out
