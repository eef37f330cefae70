import re,os,sys
root='dist/types'
def deps(f):
    s=open(f).read()
    out=set(); ext=set()
    for m in re.finditer(r"(?:from\s+|import\()\s*['\"]([^'\"]+)['\"]", s):
        spec=m.group(1)
        if spec.startswith('.'):
            p=os.path.normpath(os.path.join(os.path.dirname(f), spec))
            p=re.sub(r'\.js$','.d.ts',p)
            if not p.endswith('.d.ts'): p+='.d.ts'
            out.add(p)
        else: ext.add(spec)
    return out,ext
for entry in ['index.d.ts','api/index.d.ts','widget-entry.d.ts']:
    seen=set(); todo=[os.path.join(root,entry)]; exts={}
    while todo:
        f=todo.pop()
        if f in seen or not os.path.exists(f): continue
        seen.add(f)
        o,e=deps(f)
        for x in e: exts.setdefault(x,[]).append(f)
        todo+=o
    print(entry, {k:v[:3] for k,v in exts.items()})
