"""The marker lexicons: tagged Chinese and English entries (see ``_lexicon`` for the tags).

General lexicons of negation, modality, quantifiers, conditions, bounds, comparisons,
opposite pairs and relation words, plus exclusions (compounds that only look like a
marker). They name no case, product or document.
"""

from __future__ import annotations

from typing import Final

# (tags, entries) -- tags separated by "|", entries by whitespace; "_" stands for a space
ZH_GROUPS: Final = (
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
    (
        "permit",
        "可以 可 能 能够 允许 准许 准予 自行 有权 可能 可用 许可 也可 也可以 支持 "
        "可能会 可能将 也许会 或许会 可要求 可以要求 有权要求",
    ),
    # advice is weaker than an obligation and stronger than a permission
    ("recommend", "建议 推荐 提倡 鼓励 最好"),
    (
        "prohib|neg",
        "不得 禁止 严禁 不准 不许 不可 不能 不可以 不允许 不应 不应当 不应该 切勿 "
        "请勿 不要 无权 不支持 绝对不能 绝对不可 绝不能 绝不可 绝对禁止 绝对不得",
    ),
    ("nooblig", "无须 无需 不必 不用 不需要 不需 没必要 没有必要 非必须 非必需 不强制 可选 无须经"),
    (
        "univ",
        "所有 全部 一切 任何 每个 每一 每 凡 均 都 一律 总是 始终 全体 全都 任意 无论 不论 "
        "不管 各 各个 各类 全额 概不 每次 每笔 每单 每人 每位 一直",
    ),
    (
        "part",
        "通常 平时 一般来说 一般情况下 大多 往往 部分 有些 某些 一些 少数 多数 大多数 大部分 "
        "有的 若干 一部分 并非所有 并非全部 不是所有 不一定 有时 偶尔 个别 不少 多半 未必 "
        "任一 任意一 任意一个 任意一种 任何一种 任何一个 其中之一 二者之一 之一 其一 默认",
    ),
    ("restrict|cond", "仅 只 只有 仅限 限于 仅当 只在 仅在 只能 仅能 仅可"),
    ("restrict", "仅有 唯一 单独"),
    ("restrict", "限"),
    (
        "",
        "期限 限制 上限 下限 权限 限额 限速 限时 无限 有限 极限 界限 年限 时限 限度 限量 限购 "
        "限号 限行 局限 宽限 门限 限定 限值 限流",
    ),
    ("will", "会 将会 必然 一定会 肯定会 势必"),
    (
        "",
        "会员 会议 机会 社会 会计 会话 学会 协会 聚会 大会 工会 开会 约会 体会 误会 理会 "
        "会所 会场 年会 宴会 晚会 委员会 董事会 许可证 可靠 可乐 可爱 可口 可视 可观 认可",
    ),
    (
        "cond",
        "如需 如果要 如果需要 若需 "
        "如果 若 假如 倘若 除非 前提 一旦 如遇 只要 除了 每当 若是 如若 条件是 经过",
    ),
    ("condb", "才 才会 时, 情况下 为前提"),
    ("", "否则 不然"),
    ("condb|neg|exc", "除外 例外"),
    ("neg|exc", "不计入 不计算 不计在内 不纳入"),
    ("condb|permit", "方可 方能 才能 才可 才可以"),
    ("condb", "即可 便可 就行 就可以"),
    (
        "f:up+",
        "超过 超出 高于 大于 多于 逾 逾期 超期 过期 以上 至少 不少于 不低于 不止 最少 最低 "
        "下限 满 更多 较多 最短",
    ),
    (
        "f:up-",
        "低于 小于 少于 不足 不到 以下 以内 之内 至多 最多 最高 上限 不超过 不高于 未满 "
        "不大于 不多于 更少 较少 最长",
    ),
    ("f:up-|oblig", "不得超过 不能超过 不可超过 不应超过 不得高于 不能高于 不得多于 不得大于"),
    ("f:up+|oblig", "不得低于 不得少于 不能低于 不能少于 不得小于"),
    ("f:time-", "之前 以前 前 提前 事先 预先 早于 先于 不晚于 最早 更早 提早 之内前"),
    ("f:time+", "之后 以后 后 随后 事后 晚于 此后 不早于 最晚 最迟 更晚 推迟 延迟"),
    ("f:time-|oblig", "不得晚于 不能晚于 最迟须"),
    ("f:in+", "内 境内 国内 内部 内网 室内 窗口内"),
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
    ("f:add+", "*添加 *新增 *创建 *增设 *生成"),
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

EN_GROUPS: Final = (
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
        "mandatory obligatory should is_to are_to obliged need needs needed",
    ),
    ("permit", "may can could might allowed permitted able available may_require may_ask"),
    (
        "recommend",
        "recommended recommend recommends advised advisable encouraged suggested "
        "preferably ideally",
    ),
    ("will", "will would i'll you'll we'll they'll he'll she'll it'll that'll there'll"),
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
    (
        "univ",
        "all every each any always entire whole everything everyone everybody everywhere both",
    ),
    (
        "part",
        "usually typically generally normally often mostly in_most_cases "
        "some certain several a_few few many most partial partially part_of not_all "
        "not_every not_always sometimes occasionally usually often in_some_cases "
        "either any_one one_of by_default",
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
        "less fewer below under within up_to at_most no_more_than not_more_than as_many_as "
        "as_much_as a_maximum_of "
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
    ("f:time+|f:seq+", "*later *subsequent *subsequently"),
    ("f:auto+", "*automatic *automatically *automated"),
    ("f:auto-", "*manual *manually"),
    ("f:sync+", "*synchronous *synchronously"),
    ("f:sync-", "*asynchronous *asynchronously"),
    ("f:online+", "*online"),
    ("f:online-", "*offline"),
    ("f:paid+", "*paid *billable *chargeable"),
    ("f:paid-", "*free *free_of_charge *at_no_cost *at_no_charge *for_free *without_charge"),
    ("f:ok+", "*succeed *succeeds *succeeded *success *successful *successfully"),
    ("f:ok-", "*fail *fails *failed *failure *failures"),
    ("f:accept+", "*accept *accepts *accepted *approve *approves *approved"),
    (
        "f:accept-",
        "*reject *rejects *rejected *decline *declines *declined *deny *denies *denied "
        "*turn_down *turns_down *turned_down",
    ),
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
    ("f:first-", "*last *final"),
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
