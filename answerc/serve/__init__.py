"""``answerc serve``: the pipeline over HTTP (extra ``answerc[serve]``: FastAPI + uvicorn).

``options`` (argparse and settings) imports nothing heavy, so ``answerc --help`` stays fast;
``app`` builds the FastAPI application; ``cli`` starts uvicorn. Details: docs/serve.md.
"""
