"""The gate seed's reference (shared/seeds/001), its code unchanged up to Harness.execute, plus a JSON-lines driver."""
import json
import re
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Callable


def success(data: dict) -> dict:
    return {"ok": True, "data": data, "error": None}


def failure(code: str, message: str) -> dict:
    return {
        "ok": False,
        "data": None,
        "error": {
            "code": code,
            "message": message,
            "retryable": False,
        },
    }


@dataclass(frozen=True)
class Tool:
    name: str
    description: str
    inputs: tuple[tuple[str, type], ...]
    output: str
    permission: str
    risk: str
    handler: Callable[[Path, dict], dict]


def checked_path(root: Path, name: str) -> Path:
    if re.fullmatch(r"[A-Za-z0-9_-]+\.txt", name) is None:
        raise ValueError("허용하지 않는 파일 이름이다")
    path = root / name
    if path.is_symlink():
        raise ValueError("심볼릭 링크는 허용하지 않는다")
    return path


def read_text(root: Path, args: dict) -> dict:
    path = checked_path(root, args["path"])
    return {"text": path.read_text(encoding="utf-8")}


def write_text(root: Path, args: dict) -> dict:
    path = checked_path(root, args["path"])
    count = path.write_text(args["text"], encoding="utf-8")
    return {"written_chars": count}


def delete_file(root: Path, args: dict) -> dict:
    path = checked_path(root, args["path"])
    path.unlink()
    return {"deleted": True}


def build_registry() -> dict[str, Tool]:
    definitions = (
        Tool(
            "read_text",
            "허용된 문서 이름의 UTF-8 내용을 읽는다.",
            (("path", str),),
            "text: 문자열",
            "read",
            "low",
            read_text,
        ),
        Tool(
            "write_text",
            "허용된 문서 이름에 UTF-8 내용을 덮어쓴다.",
            (("path", str), ("text", str)),
            "written_chars: 정수",
            "write",
            "high",
            write_text,
        ),
        Tool(
            "delete_file",
            "허용된 문서 이름의 파일을 삭제한다.",
            (("path", str),),
            "deleted: 참",
            "delete",
            "high",
            delete_file,
        ),
    )
    registry = {}
    for tool in definitions:
        if tool.name in registry:
            raise ValueError("도구 이름이 중복됐다")
        if tool.risk not in {"low", "high"}:
            raise ValueError("알 수 없는 위험도다")
        registry[tool.name] = tool
    return registry


def request_key(name: str, args: dict) -> str:
    return json.dumps(
        {"tool": name, "args": args},
        ensure_ascii=False,
        sort_keys=True,
        separators=(",", ":"),
    )


class Harness:
    def __init__(
        self,
        root: Path,
        registry: dict[str, Tool],
        permissions: frozenset[str],
        approvals: set[str],
    ) -> None:
        self.root = root
        self.registry = dict(registry)
        self.permissions = permissions
        self.approvals = set(approvals)

    def execute(self, name: str, args: object) -> dict:
        tool = self.registry.get(name)
        if tool is None:
            return failure("UNKNOWN_TOOL", "등록되지 않은 도구다")

        if type(args) is not dict:
            return failure("INVALID_INPUT", "입력은 딕셔너리여야 한다")

        expected = dict(tool.inputs)
        if set(args) != set(expected):
            return failure("INVALID_INPUT", "입력 키가 정의와 다르다")

        for key, value_type in expected.items():
            if type(args[key]) is not value_type:
                return failure(
                    "INVALID_INPUT",
                    f"{key}의 자료형이 올바르지 않다",
                )

        if tool.permission not in self.permissions:
            return failure("PERMISSION_DENIED", "필요한 권한이 없다")

        if tool.risk == "high":
            approval = request_key(name, args)
            if approval not in self.approvals:
                return failure(
                    "APPROVAL_REQUIRED",
                    "이 요청에 대한 승인이 필요하다",
                )
            self.approvals.remove(approval)

        try:
            return success(tool.handler(self.root, args))
        except FileNotFoundError:
            return failure("NOT_FOUND", "파일이 없다")
        except ValueError as exc:
            return failure("INVALID_INPUT", str(exc))
        except (OSError, UnicodeError):
            return failure("IO_ERROR", "파일을 처리할 수 없다")


def run_case(case):
    """One host configuration and a sequence of calls; returns each envelope and the files left."""
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        for name, text in case["files"].items():
            (root / name).write_text(text, encoding="utf-8")
        approvals = {request_key(c["tool"], c["args"]) for c in case["approvals"]}
        harness = Harness(root, build_registry(), frozenset(case["permissions"]), approvals)
        results = [harness.execute(c["tool"], c["args"]) for c in case["calls"]]
        files = {p.name: p.read_text(encoding="utf-8") for p in sorted(root.iterdir())}
        return {"results": results, "files": files, "approvals": sorted(harness.approvals)}


if __name__ == "__main__":
    import sys
    for line in sys.stdin:
        print(json.dumps(run_case(json.loads(line))))
